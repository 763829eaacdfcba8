import { useEffect, useRef, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Inbox, SearchX } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/http-client';
import { LIST_PAGE_SIZE_DEFAULT, useListQuery, withListQuery, type ListQuery, type PageResult } from './list-params';
import { ListPager } from './list-pager';
import { ListSearchBox } from './list-search-box';

/** What the list holds, for its sentences: 'entreprise' / 'entreprises', feminine. */
export type ListNoun = { singular: string; plural: string; isFeminine?: boolean };

export const countText = (total: number, noun: ListNoun) => `${total} ${total > 1 ? noun.plural : noun.singular}`;
export const noMatchText = (search: string, noun: ListNoun) => `${noun.isFeminine ? 'Aucune' : 'Aucun'} ${noun.singular} ${noun.isFeminine ? 'trouvée' : 'trouvé'} pour « ${search} »`;
const noItemText = (noun: ListNoun) => `${noun.isFeminine ? 'Aucune' : 'Aucun'} ${noun.singular} pour le moment.`;

type ListViewProps<Item, Answer, Key extends QueryKey> = {
  /** The feature's `queryOptions` factory of one page: the view calls it with the address's search and page. */
  query: (listQuery: ListQuery) => UseQueryOptions<Answer, Error, PageResult<Item>, Key>;
  noun: ListNoun;
  itemKey: (item: Item) => string;
  /** 'grid': cards, 1 column, 2 from 1024 px, 3 from 1280 px (the admin screens); 'rows': one under the other. */
  layout?: 'grid' | 'rows';
  /** The first cell of the grid, shown even when the list is empty (the dashed 'add' card). */
  leadingItem?: ReactNode;
  /** Defaults: 'Chargement des {plural}...', 'Erreur lors du chargement des {plural}', 'Aucun(e) {singular} pour le moment.' */
  loadingText?: string;
  errorTitle?: string;
  emptyText?: ReactNode;
  /** The sentence when a search matches nothing; 'Aucun(e) {singular} trouvé(e) pour « search »' by default. */
  noMatch?: (search: string) => ReactNode;
  pageSize?: number;
  /** False when the page puts its own `ListSearchBox` elsewhere (the admin area's top bar). */
  hasSearchBox?: boolean;
} & (
  | { renderItem: (item: Item) => ReactNode; renderItems?: never }
  | {
      /** Lays the page's items out itself instead of the list of cards: a table whose rows become cards on a phone. */
      renderItems: (items: Item[]) => ReactNode;
      renderItem?: never;
    }
);

const layouts = {
  grid: { list: 'grid gap-4 lg:grid-cols-2 xl:grid-cols-3', item: 'min-w-0' },
  rows: { list: 'divide-y divide-slate-100', item: 'min-w-0 py-4 first:pt-0 last:pb-0' },
};

/** The list's loading state: its sentence for screen readers and sighted users, and three skeleton cards. */
export function ListLoading({ text, layout = 'grid' }: { text: string; layout?: 'grid' | 'rows' }) {
  return (
    <div role="status" className="space-y-3">
      <p className="text-sm text-slate-600">{text}</p>
      <div className={layout === 'grid' ? layouts.grid.list : 'space-y-3'}>
        {[0, 1, 2].map((index) => (
          <Card key={index} aria-hidden="true" className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/**
 * A list as it first draws, before its code is there (a section downloading): the search box's place and the
 * loading state, at the height the list itself then draws them, so nothing moves when it replaces this.
 */
export function ListViewSkeleton({ noun, layout = 'grid' }: { noun: ListNoun; layout?: 'grid' | 'rows' }) {
  return (
    <div className="space-y-4">
      {/* The same row as the list's: on a phone its (empty) count still takes the gap under the search box. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Skeleton className="h-10 w-full sm:max-w-sm" />
        <p className="text-sm sm:ml-auto" />
      </div>
      <ListLoading text={`Chargement des ${noun.plural}...`} layout={layout} />
    </div>
  );
}

/**
 * One list of the back-office: search bound to the address, count, skeleton cards while loading,
 * the error with 'Réessayer', the no-match sentence, the items and the pager. A screen gives its
 * query, its noun and how an item looks.
 */
export function ListView<Item, Answer, Key extends QueryKey>({
  query,
  noun,
  renderItem,
  itemKey,
  renderItems,
  layout = 'grid',
  leadingItem,
  loadingText = `Chargement des ${noun.plural}...`,
  errorTitle = `Erreur lors du chargement des ${noun.plural}`,
  emptyText = noItemText(noun),
  noMatch = (search) => noMatchText(search, noun),
  pageSize = LIST_PAGE_SIZE_DEFAULT,
  hasSearchBox = true,
}: ListViewProps<Item, Answer, Key>) {
  const listQuery = useListQuery(pageSize);
  // The previous page stays on screen while the next one loads, instead of skeletons at each keystroke.
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({ ...query(listQuery), placeholderData: keepPreviousData });
  const [, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;

  // A page past the end (the last item deleted, an old link) shows the last page instead.
  const isPastTheEnd = Boolean(data && !isPlaceholderData && data.items.length === 0 && data.total > 0 && listQuery.page > pageCount);
  useEffect(() => {
    if (isPastTheEnd) setSearchParams((current) => withListQuery(current, { page: pageCount }), { replace: true, preventScrollReset: true });
  }, [isPastTheEnd, pageCount, setSearchParams]);

  const styles = layouts[layout];
  const hasItems = Boolean(data && data.items.length > 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {hasSearchBox && <ListSearchBox label={`Rechercher des ${noun.plural}`} className="sm:max-w-sm" />}
        {/* Always in the page, so a screen reader hears the count change after a search. */}
        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-600 sm:ml-auto">
          {data && !isError ? countText(data.total, noun) : ''}
        </p>
      </div>

      <div ref={resultsRef} tabIndex={-1} role="region" aria-label={`Liste des ${noun.plural}`} aria-busy={isPending || isPlaceholderData} className="scroll-mt-24 rounded-lg outline-none">
        {isPending && <ListLoading text={loadingText} layout={layout} />}

        {isError && <LoadError title={errorTitle} message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />}

        {data && !isError && data.total === 0 && (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
            {listQuery.search ? <SearchX className="size-8 text-slate-400" aria-hidden="true" /> : <Inbox className="size-8 text-slate-400" aria-hidden="true" />}
            <p>{listQuery.search ? noMatch(listQuery.search) : emptyText}</p>
          </div>
        )}

        {data && !isError && hasItems && renderItems && <div className={cn(isPlaceholderData && 'opacity-60 transition-opacity')}>{renderItems(data.items)}</div>}

        {data && !isError && !renderItems && (hasItems || leadingItem) && (
          <ul className={cn(styles.list, isPlaceholderData && 'opacity-60 transition-opacity')}>
            {leadingItem && <li className={styles.item}>{leadingItem}</li>}
            {data.items.map((item) => (
              <li key={itemKey(item)} className={styles.item}>
                {renderItem?.(item)}
              </li>
            ))}
          </ul>
        )}
      </div>

      {data && !isError && <ListPager page={listQuery.page} pageCount={pageCount} onNavigate={() => resultsRef.current?.focus()} />}
    </div>
  );
}
