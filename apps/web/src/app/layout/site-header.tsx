import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Navigation principale" className="flex items-center gap-2">
          <Button asChild variant="secondary">
            <Link to="/contact">Nous contacter</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
