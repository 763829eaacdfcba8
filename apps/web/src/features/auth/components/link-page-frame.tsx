import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The narrow column of the pages a mailed link opens (reset, email change). */
export function LinkPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">{children}</div>;
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
  const Icon = isInvalid ? TriangleAlert : CircleCheck;
  return (
    <LinkPageFrame>
      <Card role={isInvalid ? 'alert' : 'status'}>
        <CardHeader>
          <div className={`mb-2 flex size-12 items-center justify-center rounded-full ${isInvalid ? 'bg-red-100 text-red-700' : 'bg-brand-100 text-brand-700'}`}>
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <BackHomeButton />
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
