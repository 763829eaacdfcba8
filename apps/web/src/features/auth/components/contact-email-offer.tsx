import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEUTRAL_SUBJECT_NOTICE, WORK_MAILBOX_NOTICE } from '@parenthese/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * An employee's first steps in (the first connection, the invitation): a work mailbox may be read by the
 * employer (decision 0047), said plainly, with a personal address for the mails on offer. The server
 * mails it a link, and uses it only once followed.
 */
export function ContactEmailOffer({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <>
      <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <p>{WORK_MAILBOX_NOTICE}</p>
        <p>{NEUTRAL_SUBJECT_NOTICE} Ce choix se fait dans « Mon compte ».</p>
      </div>
      <FormField label="Adresse personnelle pour les messages (facultative)" error={error} hint="Un lien de confirmation y sera envoyé ; elle ne sert pas à se connecter.">
        <Input type="email" autoComplete="off" autoCapitalize="none" {...registration} />
      </FormField>
    </>
  );
}
