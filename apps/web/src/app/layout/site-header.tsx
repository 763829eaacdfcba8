import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CircleUserRound, Mail } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { acknowledgeSessionExpiry, millisecondsUntilExpiry, readSession, SESSION_EXPIRED_MESSAGE, useSession, useSessionExpired } from '@/lib/session';
import { signInReturnOf } from '@/lib/sign-in-return';
import { useHasHydrated } from '@/lib/use-has-hydrated';
import { Logo } from './logo';

// The login dialog (forms, validation, dialog primitives) and the account button load when needed, so the
// landing page ships only what it shows. Pointing at the sign-in button starts the download early. The
// account button's dropdown loads later still, when asked for (account-menu-launcher.tsx).
const loadLoginDialog = () => import('@/features/auth/components/login-dialog');
const loadQueryClient = () => import('../query-client');
const preloadLoginDialog = () => Promise.all([loadLoginDialog(), loadQueryClient()]);
const LoginDialog = lazy(async () => {
  const [{ LoginDialog }, { withQueryClient }] = await Promise.all([loadLoginDialog(), loadQueryClient()]);
  return { default: withQueryClient(LoginDialog) };
});
const AccountMenu = lazy(async () => {
  const [{ AccountMenuLauncher }, { withQueryClient }] = await Promise.all([import('./account-menu-launcher'), loadQueryClient()]);
  return { default: withQueryClient(AccountMenuLauncher) };
});

/** Where the account menu will appear, the same size, so nothing moves while it loads. */
function AccountMenuPlaceholder() {
  return <span className="block h-10 w-10 rounded-full border border-slate-200 sm:w-40" aria-hidden="true" />;
}

export function SiteHeader() {
  const session = useSession();
  const hasSessionExpired = useSessionExpired();
  // A signed-in page's shell, written at build for no one (src/prerender.tsx), keeps the placeholder.
  const hasHydrated = useHasHydrated();
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [hasOpenedLogin, setHasOpenedLogin] = useState(false);
  // A signed-in page asked for while signed out (a mail's link): the guard sent the visitor here to sign in,
  // so the dialog opens until they close it (for this visit of '/': its location key).
  const location = useLocation();
  const [dismissedAskKey, setDismissedAskKey] = useState<string | null>(null);
  const isAskShown = !session && signInReturnOf(location.state) !== null && dismissedAskKey !== location.key;

  // An idle page ends its session when it runs out (the guard then leaves the private page).
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(() => readSession(), millisecondsUntilExpiry(session));
    return () => window.clearTimeout(timer);
  }, [session]);

  // A session that ended by itself (expired, or refused by the server) opens the dialog with the notice,
  // until the visitor closes it or signs in.
  const isExpiryShown = hasSessionExpired && !session;
  const changeLoginOpen = (isOpen: boolean) => {
    if (isOpen) setHasOpenedLogin(true);
    setIsLoginOpen(isOpen);
    if (!isOpen && hasSessionExpired) acknowledgeSessionExpiry();
    if (!isOpen) setDismissedAskKey(location.key);
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Navigation principale" className="flex items-center gap-1.5 sm:gap-2">
          <Link to={paths.contact} className={buttonVariants({ variant: 'secondary', size: 'compact' })}>
            <Mail aria-hidden="true" className="hidden sm:block" />
            Nous contacter
          </Link>
          {session ? (
            hasHydrated ? (
              <Suspense fallback={<AccountMenuPlaceholder />}>
                <AccountMenu session={session} />
              </Suspense>
            ) : (
              <AccountMenuPlaceholder />
            )
          ) : (
            <>
              <button
                type="button"
                onClick={() => changeLoginOpen(true)}
                onPointerEnter={preloadLoginDialog}
                onFocus={preloadLoginDialog}
                aria-label="Se connecter"
                aria-haspopup="dialog"
                className="flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
              >
                <CircleUserRound className="size-8" strokeWidth={1.5} aria-hidden="true" />
              </button>
              {(hasOpenedLogin || isExpiryShown || isAskShown) && (
                <Suspense fallback={null}>
                  <LoginDialog isOpen={isLoginOpen || isExpiryShown || isAskShown} onOpenChange={changeLoginOpen} notice={isExpiryShown ? SESSION_EXPIRED_MESSAGE : null} />
                </Suspense>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
