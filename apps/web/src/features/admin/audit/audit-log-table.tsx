import type { ReactNode } from 'react';
import { Filter } from 'lucide-react';
import { shortDateText, timeWithSecondsText, type AuditActorKind, type AuditLogEntry } from '@parenthese/shared';
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
    <td role="cell" className={cn('flex min-w-0 flex-col gap-0.5 py-1.5 md:table-cell md:px-3 md:py-3 md:align-top', className)}>
      <span className="text-xs font-medium text-slate-500 md:hidden">{column}</span>
      {children}
    </td>
  );
}

function AuditLogRow({ entry, onRecordChosen }: { entry: AuditLogEntry; onRecordChosen: (recordId: string) => void }) {
  const kindBadge = actorKindBadges[entry.actor.kind];
  const isNamedAccount = entry.actor.kind !== 'anonymous' && entry.actor.kind !== 'system';
  return (
    <tr role="row" className="grid grid-cols-1 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 sm:gap-x-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:p-0">
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
    </tr>
  );
}

/** One page of the journal as a table; below 768 px each row is a card. */
export function AuditLogTable({ entries, onRecordChosen }: { entries: AuditLogEntry[]; onRecordChosen: (recordId: string) => void }) {
  return (
    <table role="table" aria-label="Journal d'audit" className="block w-full text-left text-sm md:table">
      <thead role="rowgroup" className="hidden md:table-header-group">
        <tr role="row" className="border-b border-slate-200">
          {auditLogColumns.map((column) => (
            <th key={column} role="columnheader" scope="col" className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {entries.map((entry) => (
          <AuditLogRow key={entry.id} entry={entry} onRecordChosen={onRecordChosen} />
        ))}
      </tbody>
    </table>
  );
}
