import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';

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
