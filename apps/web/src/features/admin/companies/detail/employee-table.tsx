import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Inbox, SearchX } from 'lucide-react';
import { countText, ListPager, ListSearchBox, useListQuery, withListQuery, type ListNoun } from '@/components/list-view';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ResponsiveTable } from '@/components/responsive-table';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/http-client';
import { employeesPageQueryOptions } from '../api/get-employees';
import { employeeColumns, EmployeeRow } from './employee-row';

/** Employees per page (spec section 9). */
export const EMPLOYEES_PER_PAGE = 5;
const noun: ListNoun = { singular: 'employé', plural: 'employés' };

/**
 * The company's employees, 5 per page read from the server, with numbered pages and a search on
 * name, identifier or email; both live in the address (`?search=`, `?page=`).
 */
export function EmployeeTable({ companyId, companyName }: { companyId: string; companyName: string }) {
  const listQuery = useListQuery(EMPLOYEES_PER_PAGE);
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({ ...employeesPageQueryOptions(companyId, listQuery), placeholderData: keepPreviousData });
  const [, setSearchParams] = useSearchParams();
  const tableRef = useRef<HTMLDivElement>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;

  // A page past the end (its last employee deleted, an old link) shows the last page instead.
  const isPastTheEnd = Boolean(data && !isPlaceholderData && data.items.length === 0 && data.total > 0 && listQuery.page > pageCount);
  useEffect(() => {
    if (isPastTheEnd) setSearchParams((current) => withListQuery(current, { page: pageCount }), { replace: true, preventScrollReset: true });
  }, [isPastTheEnd, pageCount, setSearchParams]);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearchBox label="Rechercher des employés" className="sm:max-w-sm" />
        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-600 sm:ml-auto">
          {data && !isError ? countText(data.total, noun) : ''}
        </p>
      </div>

      <div ref={tableRef} tabIndex={-1} className="scroll-mt-24 rounded-lg outline-none" aria-busy={isPending || isPlaceholderData}>
        {isPending && (
          <div role="status" className="space-y-3">
            <p className="text-sm text-slate-600">Chargement des employés...</p>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        )}

        {isError && <LoadError title="Erreur lors du chargement des employés" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />}

        {data && !isError && data.total === 0 && (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
            {listQuery.search ? <SearchX className="size-8 text-slate-400" aria-hidden="true" /> : <Inbox className="size-8 text-slate-400" aria-hidden="true" />}
            <p>{listQuery.search ? `Aucun employé trouvé pour "${listQuery.search}"` : 'Aucun employé pour le moment. Ajoutez-en avec « Ajouter des employés ».'}</p>
          </div>
        )}

        {data && !isError && data.items.length > 0 && (
          <ResponsiveTable label={`Employés de ${companyName}`} columns={employeeColumns} className={cn(isPlaceholderData && 'opacity-60 transition-opacity')}>
            {data.items.map((employee) => (
              <EmployeeRow key={employee.employeeId} employee={employee} onDeleted={() => tableRef.current?.focus()} />
            ))}
          </ResponsiveTable>
        )}
      </div>

      {data && !isError && <ListPager page={listQuery.page} pageCount={pageCount} onNavigate={() => tableRef.current?.focus()} />}
    </div>
  );
}
