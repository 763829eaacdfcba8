import { Link, useSearchParams } from 'react-router';
import { Building2, Inbox, ScrollText, Settings2, ShieldCheck, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { adminCan, paths, type AdminPermission, type AdminRole, type AdminView } from '@parenthese/shared';
import { PageContainer } from '@/components/ui/page-container';
import { EmailChangeCard } from '@/features/account-email';
import { OpenSessionsCard } from '@/features/account-sessions';
import { SecondFactorSection } from '@/features/second-factor';
import { cn } from '@/lib/cn';
import { useCurrentAdmin } from './api/get-current-admin';
import { AdminsView } from './admins/admins-view';
import { AuditLogView } from './audit/audit-log-view';
import { CompaniesView } from './companies/companies-view';
import { DemoRequestsList } from './demo-requests/demo-requests-list';
import { SuperAdminView } from './super-admin/super-admin-view';
import { PsychologistsView } from './psychologists/psychologists-view';

/** An entry with a permission shows only to the administrators who have it (the server refuses the others). */
type NavigationEntry = { view: AdminView; label: string; icon: LucideIcon; permission?: AdminPermission };

/** Every view of ADMIN_VIEWS (packages/shared/src/paths.ts), in the navigation's order. */
const navigation: NavigationEntry[] = [
  { view: 'companies', label: 'Entreprises', icon: Building2 },
  { view: 'psychologists', label: 'Psychologues', icon: Stethoscope },
  { view: 'admins', label: 'Administrateurs', icon: ShieldCheck },
  // The Super Admin entry shows only to a TECH administrator (spec section 2).
  { view: 'super-admin', label: 'Super Admin', icon: Settings2, permission: 'mails:read' },
  { view: 'demo-requests', label: 'Demandes de démo', icon: Inbox },
  { view: 'audit', label: "Journal d'audit", icon: ScrollText, permission: 'audit:read' },
  // The administrator's own « Mon compte »: their second factor and open sessions.
  { view: 'account', label: 'Mon compte', icon: UserRound },
];

const mayOpen = (entry: NavigationEntry, adminRole: AdminRole | undefined) => !entry.permission || adminCan(adminRole, entry.permission);

/**
 * The view of the address; companies is the default and the fallback for any other value (spec
 * section 2), and for a view the administrator may not open.
 */
export function selectedAdminView(value: string | null, adminRole: AdminRole | undefined): AdminView {
  const entry = navigation.find((candidate) => candidate.view === value);
  return entry && mayOpen(entry, adminRole) ? entry.view : 'companies';
}

/** /account/admin?view=…: a navigation that highlights the current view, and the view itself. */
export function AdminPage() {
  const [searchParams] = useSearchParams();
  const { data: admin } = useCurrentAdmin();
  const view = selectedAdminView(searchParams.get('view'), admin?.adminRole);
  const entries = navigation.filter((entry) => mayOpen(entry, admin?.adminRole));

  return (
    <PageContainer title="Administration" pageName={`${navigation.find((entry) => entry.view === view)!.label} – Administration`} width="wide">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        {/* Below 1024 px the sections wrap onto as many lines as they need: every one shows at 375 px, nothing scrolls sideways. */}
        <nav aria-label="Sections de l'administration" className="lg:sticky lg:top-24 lg:w-56 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
            {entries.map(({ view: entryView, label, icon: Icon }) => {
              const isCurrent = entryView === view;
              return (
                <li key={entryView} className="shrink-0">
                  <Link
                    to={paths.adminView(entryView)}
                    aria-current={isCurrent ? 'page' : undefined}
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
          {view === 'audit' && <AuditLogView />}
          {view === 'account' && (
            <div className="space-y-6">
              <SecondFactorSection />
              <EmailChangeCard />
              <OpenSessionsCard />
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
