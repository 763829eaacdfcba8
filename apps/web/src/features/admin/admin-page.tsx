import { Link, useSearchParams } from 'react-router';
import { Building2, Inbox, Settings2, ShieldCheck, Stethoscope, type LucideIcon } from 'lucide-react';
import { adminCan, ADMIN_VIEWS, paths, type AdminView } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { cn } from '@/lib/cn';
import { useCurrentAdmin } from './api/get-current-admin';
import { AdminsView } from './admins/admins-view';
import { CompaniesView } from './companies/companies-view';
import { DemoRequestsList } from './demo-requests/demo-requests-list';
import { SuperAdminView } from './super-admin/super-admin-view';
import { PsychologistsView } from './psychologists/psychologists-view';

type NavigationEntry = { view: AdminView; label: string; icon: LucideIcon };

const navigation: NavigationEntry[] = [
  { view: 'companies', label: 'Entreprises', icon: Building2 },
  { view: 'psychologists', label: 'Psychologues', icon: Stethoscope },
  { view: 'admins', label: 'Administrateurs', icon: ShieldCheck },
  { view: 'super-admin', label: 'Super Admin', icon: Settings2 },
  { view: 'demo-requests', label: 'Demandes de démo', icon: Inbox },
];

/** The view of the address; companies is the default and the fallback for any other value (spec section 2). */
export function selectedAdminView(value: string | null, isTechAdmin: boolean): AdminView {
  const view = ADMIN_VIEWS.find((candidate) => candidate === value) ?? 'companies';
  return view === 'super-admin' && !isTechAdmin ? 'companies' : view;
}

/** On a phone the navigation scrolls sideways: the current view's entry is brought into sight. */
function revealInScrolledNavigation(link: HTMLAnchorElement | null) {
  link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/** /account/admin?view=…: a navigation that highlights the current view, and the view itself. */
export function AdminPage() {
  const [searchParams] = useSearchParams();
  const { data: admin } = useCurrentAdmin();
  // The Super Admin entry shows only to a TECH administrator (spec section 2).
  const isTechAdmin = adminCan(admin?.adminRole, 'mails:read');
  const view = selectedAdminView(searchParams.get('view'), isTechAdmin);
  const entries = navigation.filter((entry) => entry.view !== 'super-admin' || isTechAdmin);

  return (
    <PageContainer title="Administration" width="wide">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <nav aria-label="Sections de l'administration" className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-24 lg:mx-0 lg:w-56 lg:shrink-0 lg:px-0">
          <ul className="flex gap-1 lg:flex-col">
            {entries.map(({ view: entryView, label, icon: Icon }) => {
              const isCurrent = entryView === view;
              return (
                <li key={entryView} className="shrink-0">
                  <Link
                    to={paths.adminView(entryView)}
                    aria-current={isCurrent ? 'page' : undefined}
                    ref={isCurrent ? revealInScrolledNavigation : undefined}
                    className={cn(
                      'flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                      isCurrent ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          {view === 'companies' && <CompaniesView />}
          {view === 'psychologists' && <PsychologistsView />}
          {view === 'admins' && <AdminsView />}
          {view === 'super-admin' && <SuperAdminView />}
          {view === 'demo-requests' && <DemoRequestsList />}
        </div>
      </div>
    </PageContainer>
  );
}
