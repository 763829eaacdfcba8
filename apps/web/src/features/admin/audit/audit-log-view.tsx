import { sectionFrames } from '../section-frames';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { AUDIT_RECORD_ID_MAX_LENGTH } from '@parenthese/shared';
import { ListView, LIST_PAGE_SIZE_MAX, withListQuery, type ListNoun } from '@/components/list-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import { adminName, adminsPageQueryOptions } from '../admins';
import { auditLogPageQueryOptions, type AuditLogFilters } from './api/get-audit-log';
import { AuditLogTable } from './audit-log-table';
import { AdminSection } from '@/components/admin-section';

const noun: ListNoun = { singular: 'action', plural: 'actions', isFeminine: true };

/** The address's filters: `?actor=` (an administrator's id) and `?record=` (a record's id), so reload and back keep them. */
const ACTOR_PARAM = 'actor';
const RECORD_PARAM = 'record';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An actor that is not an id is dropped rather than sent (the API would refuse the whole page). */
export function readAuditFilters(searchParams: URLSearchParams): AuditLogFilters {
  const actorId = (searchParams.get(ACTOR_PARAM) ?? '').trim();
  return { actorId: UUID.test(actorId) ? actorId : '', targetId: (searchParams.get(RECORD_PARAM) ?? '').trim().slice(0, AUDIT_RECORD_ID_MAX_LENGTH) };
}

/** One more entry in the history per filter change (so back undoes it), back to page 1; the search stays. */
function useSetFilters() {
  const [, setSearchParams] = useSearchParams();
  return (changes: Partial<Record<typeof ACTOR_PARAM | typeof RECORD_PARAM, string>>) =>
    setSearchParams(
      (current) => {
        const next = withListQuery(current, { page: 1 });
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { preventScrollReset: true },
    );
}

/** The administrators to choose from; the chosen one stays listed even when gone from the list (a deleted account). */
function ActorFilter({ actorId, onChange }: { actorId: string; onChange: (actorId: string) => void }) {
  const { data, isPending, isError } = useQuery(adminsPageQueryOptions({ search: '', page: 1, pageSize: LIST_PAGE_SIZE_MAX }));
  const administrators = [...(data?.items ?? [])].sort((a, b) => adminName(a).localeCompare(adminName(b), 'fr'));
  const isListed = administrators.some((admin) => admin.adminId === actorId);
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Administrateur
      </label>
      <Select id={id} value={actorId} onChange={(event) => onChange(event.target.value)} aria-describedby={isError ? `${id}-error` : undefined} aria-busy={isPending || undefined}>
        <option value="">{isPending ? 'Chargement des administrateurs...' : 'Tous les administrateurs'}</option>
        {actorId && !isListed && <option value={actorId}>Compte {actorId.split('-')[0]}</option>}
        {administrators.map((admin) => (
          <option key={admin.adminId} value={admin.adminId}>
            {adminName(admin)} ({admin.adminRole})
          </option>
        ))}
      </Select>
      {isError && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          La liste des administrateurs n'a pas pu être chargée.
        </p>
      )}
    </div>
  );
}

/** A record's id, typed or pasted, applied with Enter or 'Filtrer'; a click on an id in the table fills it too. */
function RecordFilter({ targetId, onChange }: { targetId: string; onChange: (targetId: string) => void }) {
  const [text, setText] = useState(targetId);
  // The address changed elsewhere (a click on an id, the back button): the field follows it.
  const [followed, setFollowed] = useState(targetId);
  if (targetId !== followed) {
    setFollowed(targetId);
    setText(targetId);
  }
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim());
  };
  return (
    <form onSubmit={apply} className="space-y-1.5" aria-label="Filtrer par enregistrement">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Enregistrement
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Identifiant d'un enregistrement"
          maxLength={AUDIT_RECORD_ID_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 font-mono"
        />
        <Button type="submit" variant="outline">
          Filtrer
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Journal d'audit' (TECH): the staff's actions, newest first, filtered by administrator and by
 * record through the address. The server chooses what each row may say.
 */
export function AuditLogView() {
  const [searchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);
  const setFilters = useSetFilters();
  const isFiltered = Boolean(filters.actorId || filters.targetId);

  return (
    <AdminSection {...sectionFrames.audit}>
      <Card>
        <CardContent className="space-y-4 p-4 sm:p-6">
          <div className="grid gap-3 md:grid-cols-2">
            <ActorFilter actorId={filters.actorId} onChange={(actorId) => setFilters({ [ACTOR_PARAM]: actorId })} />
            <RecordFilter targetId={filters.targetId} onChange={(targetId) => setFilters({ [RECORD_PARAM]: targetId })} />
          </div>
          {isFiltered && (
            <Button variant="ghost" size="sm" onClick={() => setFilters({ [ACTOR_PARAM]: '', [RECORD_PARAM]: '' })}>
              <X aria-hidden="true" />
              Retirer les filtres
            </Button>
          )}
          <ListView
            query={auditLogPageQueryOptions(filters)}
            noun={noun}
            layout="rows"
            itemKey={(entry) => entry.id}
            renderItems={(entries) => <AuditLogTable entries={entries} onRecordChosen={(recordId) => setFilters({ [RECORD_PARAM]: recordId })} />}
            loadingText="Chargement du journal d'audit..."
            errorTitle="Erreur lors du chargement du journal d'audit"
            emptyText={isFiltered ? 'Aucune action enregistrée pour ces filtres' : 'Aucune action enregistrée'}
          />
        </CardContent>
      </Card>
    </AdminSection>
  );
}
