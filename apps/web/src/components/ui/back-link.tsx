import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

/**
 * The one back control of the account pages, placed in the page header's actions. A link, since it
 * goes to a page: it opens in a new tab like any link, and react-router's useBlocker still stops it
 * when a page has unsaved changes.
 */
export function BackLink({ to, children = 'Retour au profil' }: { to: string; children?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
