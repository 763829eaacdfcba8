import { useId, useState } from 'react';
import { ChevronDown, Mail } from 'lucide-react';
import type { OutboxMail } from '@parenthese/shared';
import { Card, CardDescription } from '@/components/ui/card';
import { ListView, type ListNoun } from '@/components/list-view';
import { mailsPageQueryOptions } from '../api/get-mails';
import { onDemandDialog } from '@/components/on-demand-dialog';
import type { EditMailDialogProps } from './edit-mail-dialog';
import { MailRow } from './mail-row';

// The draft's form (form library, zod) downloads when a draft is first opened.
const EditMailDialog = onDemandDialog<EditMailDialogProps>(
  () => import('./edit-mail-dialog').then((module) => module.EditMailDialog),
  () => 'Modifier le brouillon',
);

const noun: ListNoun = { singular: 'mail', plural: 'mails' };

/**
 * 'Gestion des mails', the one card that expands (spec section 2): the real outbox, newest first, with
 * each mail's delivery state (waiting with its attempts and next try, sent, failed with its reason). A
 * mail kept without SMTP (STORED) can be edited or deleted when its kind is not confidential, and any
 * unsent mail can be put back in the delivery queue (« Envoyer maintenant »).
 */
export function MailManagementCard() {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [editing, setEditing] = useState<OutboxMail | null>(null);
  return (
    <Card>
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((value) => !value)}
          className="flex w-full items-start gap-3 rounded-2xl p-6 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold text-slate-900">Gestion des mails</span>
            <CardDescription>Consultez, envoyez et corrigez les mails de la plateforme</CardDescription>
          </span>
          <ChevronDown className={`mt-2 size-5 shrink-0 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-100 p-4 sm:p-6">
        {isOpen && <ListView query={mailsPageQueryOptions} noun={noun} layout="rows" itemKey={(mail) => mail.id} renderItem={(mail) => <MailRow mail={mail} onEdit={setEditing} />} />}
      </div>
      <EditMailDialog mail={editing} isOpen={editing !== null} onOpenChange={(isOpen) => !isOpen && setEditing(null)} />
    </Card>
  );
}
