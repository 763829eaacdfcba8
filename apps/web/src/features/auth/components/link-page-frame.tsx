import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The narrow column of the pages a mailed link opens (reset, email change, invitation) and of the first connection. */
export function LinkPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">{children}</div>;
}

/** The head of such a page's card: its icon in a disc, the page's title and what to do. */
export function LinkCardHeader({ icon: Icon, tone = 'brand', title, description }: { icon: LucideIcon; tone?: 'brand' | 'danger'; title: ReactNode; description: ReactNode }) {
  return (
    <CardHeader>
      <div className={`mb-2 flex size-12 items-center justify-center rounded-full ${tone === 'danger' ? 'bg-red-100 text-red-700' : 'bg-brand-100 text-brand-700'}`}>
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

/** While the link is checked on arrival: the page's title, a status, and one placeholder a field of the form to come. */
export function LinkCheckPending({ title, fieldCount }: { title: string; fieldCount: number }) {
  return (
    <LinkPageFrame>
      <Card aria-busy="true">
        <CardHeader>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <CardDescription role="status">Vérification du lien...</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {Array.from({ length: fieldCount }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}

export function BackHomeButton() {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to={paths.home}>Retour à l'accueil</Link>
    </Button>
  );
}

/**
 * Where a mailed link ends: 'invalid' (missing, unknown, used or expired: an alert) or 'done' (what
 * happened: a status), with the way back home.
 */
export function LinkOutcome({ outcome, title, description }: { outcome: 'invalid' | 'done'; title: string; description: string }) {
  const isInvalid = outcome === 'invalid';
  return (
    <LinkPageFrame>
      <Card role={isInvalid ? 'alert' : 'status'}>
        <LinkCardHeader icon={isInvalid ? TriangleAlert : CircleCheck} tone={isInvalid ? 'danger' : 'brand'} title={title} description={description} />
        <CardContent>
          <BackHomeButton />
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
