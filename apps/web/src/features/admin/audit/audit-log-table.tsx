import type { ReactNode } from 'react';
import { Filter } from 'lucide-react';
import { shortDateText, timeWithSecondsText, type AuditActorKind, type AuditLogEntry } from '@parenthese/shared';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** The journal's columns; on a phone each row is a card whose cells name their column. */
export const auditLogColumns = ['Date', 'Administrateur', 'Action', 'Enregistrement'] as const;
type Column = (typeof auditLogColumns)[number];

/** '12 janv. 2031 à 14:05:09', in Paris time: to the second, an audit trail's grain. */
export const formatAuditDate = (iso: string) => `${shortDateText(iso)} à ${timeWithSecondsText(iso)}`;

/** An id as the admin cards show it: up to its first hyphen. */
const shortId = (id: string) => id.split('-')[0];

/** Who acted, when it is not an administrator still there. */
const actorKindBadges: Partial<Record<AuditActorKind, string>> = { doctor: 'Psychologue', employee: 'Salarié', deleted: 'Supprimé' };

function Cell({ column, children, className }: { column: Column; children: ReactNode; className?: string }) {
  return (
    <ResponsiveCell column={column} className={cn('min-w-0 md:align-top', className)}>
      {children}
    </ResponsiveCell>
  );
}

function AuditLogRow({ entry, onRecordChosen }: { entry: AuditLogEntry; onRecordChosen: (recordId: string) => void }) {
  const kindBadge = actorKindBadges[entry.actor.kind];
  const isNamedAccount = entry.actor.kind !== 'anonymous' && entry.actor.kind !== 'system';
  return (
    <ResponsiveRow className="grid-cols-1 sm:grid-cols-2 sm:gap-x-4">
      <Cell column="Date">
        <time dateTime={entry.createdAt} className="text-slate-700 md:whitespace-nowrap">
          {formatAuditDate(entry.createdAt)}
        </time>
      </Cell>
      <Cell column="Administrateur">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className={cn('break-words', isNamedAccount ? 'font-medium text-slate-900' : 'text-slate-600 italic')}>{entry.actor.name}</span>
          {kindBadge && <Badge tone={entry.actor.kind === 'deleted' ? 'warning' : 'neutral'}>{kindBadge}</Badge>}
        </span>
      </Cell>
      <Cell column="Action" className="sm:col-span-2 md:col-span-1">
        <span className="font-medium text-slate-900">{entry.actionLabel}</span>
        {entry.details.length > 0 && (
          <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
            {entry.details.map((detail) => (
              <div key={detail.label} className="flex gap-1">
                <dt>{detail.label} :</dt>
                <dd className="font-medium text-slate-700">{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Cell>
      <Cell column="Enregistrement" className="sm:col-span-2 md:col-span-1">
        {entry.record ? (
          <span className="flex min-w-0 flex-col items-start gap-1">
            <span className="break-words text-slate-800">{entry.record.description}</span>
            <button
              type="button"
              onClick={() => onRecordChosen(entry.record!.id)}
              title={entry.record.id}
              aria-label={`Voir les actions sur cet enregistrement (${entry.record.description}, identifiant ${entry.record.id})`}
              className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 font-mono text-xs text-brand-700 underline-offset-2 hover:bg-brand-50 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Filter className="size-3" aria-hidden="true" />
              {shortId(entry.record.id)}
            </button>
          </span>
        ) : (
          <span className="text-slate-500 italic">Aucun</span>
        )}
      </Cell>
    </ResponsiveRow>
  );
}

/** One page of the journal as a table; below 768 px each row is a card. */
export function AuditLogTable({ entries, onRecordChosen }: { entries: AuditLogEntry[]; onRecordChosen: (recordId: string) => void }) {
  return (
    <ResponsiveTable label="Journal d'audit" columns={auditLogColumns}>
      {entries.map((entry) => (
        <AuditLogRow key={entry.id} entry={entry} onRecordChosen={onRecordChosen} />
      ))}
    </ResponsiveTable>
  );
}
