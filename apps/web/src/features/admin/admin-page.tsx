import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Building2, Inbox, ScrollText, Settings2, ShieldCheck, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { ADMIN_VIEW_LABELS, ADMIN_VIEW_PERMISSIONS, ADMIN_VIEWS, adminCan, paths, type AdminPermission, type AdminRole, type AdminView } from '@parenthese/shared';
import { rememberAdminRole, useAdminRoleHint } from '@/lib/admin-shell-hint';
import { PageContainer } from '@/components/ui/page-container';
import { cn } from '@/lib/cn';
import { useCurrentAdmin } from './api/get-current-admin';
import { AdminSectionContent, preloadSection, SectionSkeleton } from './sections';

/** An entry with a permission shows only to the administrators who have it (the server refuses the others). */
type NavigationEntry = { view: AdminView; icon: LucideIcon; permission?: AdminPermission };

const icons: Record<AdminView, LucideIcon> = {
  companies: Building2,
  psychologists: Stethoscope,
  admins: ShieldCheck,
  'super-admin': Settings2,
  'demo-requests': Inbox,
  audit: ScrollText,
  // The administrator's own « Mon compte »: their second factor and open sessions.
  account: UserRound,
};

/** The navigation: every view of ADMIN_VIEWS (packages/shared/src/paths.ts), in its order, with the permission it needs. */
const navigation: NavigationEntry[] = ADMIN_VIEWS.map((view) => ({ view, icon: icons[view], permission: ADMIN_VIEW_PERMISSIONS[view] }));

const mayOpen = (entry: NavigationEntry, adminRole: AdminRole | undefined) => !entry.permission || adminCan(adminRole, entry.permission);

/**
 * The view of the address; companies is the default and the fallback for any other value (spec
 * section 2), and for a view the administrator may not open. Null while a view that needs a permission
 * waits for the administrator's role: neither that section nor companies is drawn (or downloaded) yet.
 */
export function selectedAdminView(value: string | null, adminRole: AdminRole | undefined): AdminView | null {
  const entry = navigation.find((candidate) => candidate.view === value);
  if (entry?.permission && !adminRole) return null;
  return entry && mayOpen(entry, adminRole) ? entry.view : 'companies';
}

/** /account/admin?view=…: a navigation that highlights the current view, and the view itself. */
export function AdminPage() {
  const [searchParams] = useSearchParams();
  const { data: admin } = useCurrentAdmin();
  const roleHint = useAdminRoleHint();
  const view = selectedAdminView(searchParams.get('view'), admin?.adminRole);
  // While the role is unknown (the shell, the first render), a section only TECH administrators open shows their
  // whole navigation: asking for it is what a TECH administrator does, and the entries then stay where they are.
  // So does any section for a browser that last knew a TECH administrator (the server sent that shell).
  const asked = navigation.find((entry) => entry.view === searchParams.get('view'));
  const asksTechSection = Boolean(asked?.permission);
  const isTechGuess = asksTechSection || roleHint === 'TECH';
  // Until the role is known, such a section's heading is drawn only for a browser that last knew a TECH
  // administrator (its shell draws it too, prerender.tsx): the heading is then painted with the page's HTML.
  const askedTechSection = asked?.permission ? asked.view : null;
  const entries = navigation.filter((entry) => (admin ? mayOpen(entry, admin.adminRole) : !entry.permission || isTechGuess));
  useEffect(() => {
    if (admin) rememberAdminRole(admin.adminRole);
  }, [admin]);

  return (
    <PageContainer title="Administration" pageName={`${ADMIN_VIEW_LABELS[view ?? (searchParams.get('view') as AdminView)] ?? 'Administration'} – Administration`} width="wide">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        {/* Below 1024 px the sections wrap onto as many lines as they need: every one shows at 375 px, nothing scrolls sideways. */}
        <nav aria-label="Sections de l'administration" className="lg:sticky lg:top-24 lg:w-56 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
            {entries.map(({ view: entryView, icon: Icon }) => {
              // While the role is unknown, the asked TECH section is the one highlighted (it is the page being opened).
              const isCurrent = entryView === (view ?? (asksTechSection ? searchParams.get('view') : null));
              return (
                <li key={entryView} className="shrink-0">
                  <Link
                    to={paths.adminView(entryView)}
                    // The section's code starts downloading on the intent to open it.
                    onPointerEnter={() => preloadSection(entryView)}
                    onFocus={() => preloadSection(entryView)}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      'flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                      isCurrent ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {ADMIN_VIEW_LABELS[entryView]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">{view ? <AdminSectionContent view={view} /> : <SectionSkeleton view={roleHint === 'TECH' ? askedTechSection : null} />}</div>
      </div>
    </PageContainer>
  );
}
