import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CircleUserRound, Mail } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { Logo } from './logo';

// The login dialog (forms, validation, dialog primitives) and the account menu load when needed, so the
// landing page ships only what it shows. Pointing at the sign-in button starts the download early.
const loadLoginDialog = () => import('@/features/auth/components/login-dialog');
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

/** Where the account menu will appear, the same size, so nothing moves while it loads. */
function AccountMenuPlaceholder() {
  return <span className="block h-10 w-10 rounded-full border border-slate-200 sm:w-40" aria-hidden="true" />;
}

export function SiteHeader() {
  const session = useSession();
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [hasOpenedLogin, setHasOpenedLogin] = useState(false);
  const openLogin = () => {
    setHasOpenedLogin(true);
    setIsLoginOpen(true);
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Navigation principale" className="flex items-center gap-1.5 sm:gap-2">
          <Button asChild variant="secondary" className="h-9 px-3 sm:h-10 sm:px-4">
            <Link to={paths.contact}>
              <Mail aria-hidden="true" className="hidden sm:block" />
              Nous contacter
            </Link>
          </Button>
          {session ? (
            <Suspense fallback={<AccountMenuPlaceholder />}>
              <AccountMenu session={session} />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                onClick={openLogin}
                onPointerEnter={loadLoginDialog}
                onFocus={loadLoginDialog}
                aria-label="Se connecter"
                aria-haspopup="dialog"
                className="flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
              >
                <CircleUserRound className="size-8" strokeWidth={1.5} aria-hidden="true" />
              </button>
              {hasOpenedLogin && (
                <Suspense fallback={null}>
                  <LoginDialog isOpen={isLoginOpen} onOpenChange={setIsLoginOpen} />
                </Suspense>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
