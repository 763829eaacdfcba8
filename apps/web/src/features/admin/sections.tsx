import type { ComponentType } from 'react';
import type { AdminView } from '@parenthese/shared';
import { AdminSection } from '@/components/admin-section';
import { ListViewSkeleton, type ListNoun } from '@/components/list-view';
import { onDemand } from '@/components/on-demand';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { sectionFrames, sectionNouns, type SectionFrame } from './section-frames';

/**
 * Each section of the administration is a chunk of its own, downloaded when the section opens (the route's
 * loader starts the asked one with the page's first reads), so a section carries its list and not the others'.
 */
export const sectionLoaders: Record<AdminView, () => Promise<ComponentType>> = {
  companies: () => import('./companies/companies-view').then((module) => module.CompaniesView),
  psychologists: () => import('./psychologists/psychologists-view').then((module) => module.PsychologistsView),
  admins: () => import('./admins/admins-view').then((module) => module.AdminsView),
  'super-admin': () => import('./super-admin/super-admin-view').then((module) => module.SuperAdminView),
  'demo-requests': () => import('./demo-requests/demo-requests-list').then((module) => module.DemoRequestsList),
  audit: () => import('./audit/audit-log-view').then((module) => module.AuditLogView),
  account: () => import('./account/account-view').then((module) => module.AccountView),
};

const sections = Object.fromEntries(Object.entries(sectionLoaders).map(([view, load]) => [view, onDemand(load)])) as Record<AdminView, ReturnType<typeof onDemand>>;

/** Starts a section's download (the route's loader, a pointer over its link). */
export const preloadSection = (view: AdminView) => sections[view].preload();

/** A card of skeleton lines, for the sections whose first draw is cards rather than a list. */
const CardSkeleton = ({ className }: { className: string }) => (
  <Card aria-hidden="true" className={`space-y-3 p-5 ${className}`}>
    <Skeleton className="h-5 w-1/3" />
    <Skeleton className="h-4 w-2/3" />
  </Card>
);

const listNouns: Partial<Record<AdminView, ListNoun>> = sectionNouns;

/**
 * A section as it first draws while its code downloads: its heading and sentence (painted at once, they are
 * what a phone shows first), then its list's skeleton at the height the list draws it. Announced as loading.
 */
export function SectionSkeleton({ view }: { view: AdminView | null }) {
  const frame: SectionFrame | undefined = view ? (sectionFrames as Partial<Record<AdminView, SectionFrame>>)[view] : undefined;
  const noun = view ? listNouns[view] : undefined;
  const body = noun ? (
    <ListViewSkeleton noun={noun} />
  ) : (
    <div role="status" aria-label="Chargement de la section..." className="space-y-4">
      <CardSkeleton className="h-40" />
      <CardSkeleton className="h-64" />
    </div>
  );
  if (!frame) return body;
  return <AdminSection {...frame}>{body}</AdminSection>;
}

/** The section of `view`, its skeleton while its code comes, and a way to try again if it cannot. */
export function AdminSectionContent({ view }: { view: AdminView }) {
  const Section = sections[view];
  return (
    <Section
      key={view}
      fallback={<SectionSkeleton view={view} />}
      failure={(retry) => <LoadError title="Cette section n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez ou rechargez la page." onRetry={retry} />}
    />
  );
}
