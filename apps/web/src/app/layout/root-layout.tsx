import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '@parenthese/shared';
import { setUnauthorizedHandler } from '@/lib/http-client';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(paths.home, { replace: true }));
  }, [navigate]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        Aller au contenu
      </a>
      <SiteHeader />
      {/* At least the screen's height under the 4rem header: the footer starts below the fold, so a page
          whose content arrives after its first paint does not push a visible footer down (a layout shift). */}
      <main id="contenu" className="min-h-[calc(100dvh-4rem)] flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
