import { Link, useLocation, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** `&tab=` names the open tab of a company's detail, so a reload or a shared link opens it; no value is « Salariés ». */
export const DETAIL_TAB_PARAM = 'tab';
export const DETAIL_TABS = [
  { tab: 'salaries', label: 'Salariés' },
  { tab: 'rapport', label: 'Rapport' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['tab'];

export const detailTabOf = (value: string | null): DetailTab => DETAIL_TABS.find((entry) => entry.tab === value)?.tab ?? 'salaries';
export const detailTabId = (tab: DetailTab) => `entreprise-onglet-${tab}`;

/**
 * The detail's tabs as links, like the rest of the admin area (its sections and pagers are links marked
 * `aria-current`): each tab is an address one can reload, share or open in a new browser tab. A tab
 * replaces the history entry and keeps its state, so « Retour aux entreprises » and the browser's back
 * button still lead to the grid.
 */
export function CompanyDetailTabs({ current }: { current: DetailTab }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const searchOf = (tab: DetailTab) => {
    const next = new URLSearchParams(searchParams);
    if (tab === 'salaries') next.delete(DETAIL_TAB_PARAM);
    else next.set(DETAIL_TAB_PARAM, tab);
    return `?${next}`;
  };
  return (
    <nav aria-label="Onglets de l'entreprise" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1">
        {DETAIL_TABS.map(({ tab, label }) => {
          const isCurrent = tab === current;
          return (
            <li key={tab}>
              <Link
                id={detailTabId(tab)}
                to={{ search: searchOf(tab) }}
                replace
                state={location.state}
                preventScrollReset
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
                  isCurrent ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
