import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { LIST_SEARCH_MAX_LENGTH, withListQuery } from './list-params';

/** Typing pauses this long before the list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The 'Rechercher...' box, bound to `?search=` of the address: a search survives a reload and the
 * back button brings the previous one back. Enter searches at once.
 */
export function ListSearchBox({ label, className }: { label: string; className?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressSearch = searchParams.get('search') ?? '';
  const [text, setText] = useState(addressSearch);

  // The address changed elsewhere (back button, a link): the box follows it.
  const [followedSearch, setFollowedSearch] = useState(addressSearch);
  if (addressSearch !== followedSearch) {
    setFollowedSearch(addressSearch);
    if (addressSearch !== text.trim()) setText(addressSearch);
  }

  useEffect(() => {
    const search = text.trim();
    if (search === addressSearch) return;
    // Typing replaces the history entry instead of adding one per letter; the page keeps its scroll.
    const timer = window.setTimeout(() => setSearchParams((current) => withListQuery(current, { search }), { replace: true, preventScrollReset: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, addressSearch, setSearchParams]);

  function searchNow(event: FormEvent) {
    event.preventDefault();
    const search = text.trim();
    if (search !== addressSearch) setSearchParams((current) => withListQuery(current, { search }), { replace: true, preventScrollReset: true });
  }

  return (
    <form role="search" onSubmit={searchNow} className={cn('relative w-full', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Rechercher..." aria-label={label} maxLength={LIST_SEARCH_MAX_LENGTH} className="pl-9" />
      {/* Typing searches (and Enter, at once): the button is there for assistive technologies, which expect a
          form to name its submit control. Out of the tab order: a keyboard user would land on something unseen. */}
      <button type="submit" tabIndex={-1} className="sr-only">
        Rechercher
      </button>
    </form>
  );
}
