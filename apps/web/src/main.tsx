import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { Providers } from './app/providers';
import { holdEarlyInput } from './app/hold-early-input';
import { preloadRoutesOnIntent } from './app/preload-on-intent';
import './index.css';

const container = document.getElementById('root')!;
const app = (onMounted?: () => void, router = createAppRouter()) => (
  <StrictMode>
    <Providers onMounted={onMounted}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

preloadRoutesOnIntent(document);
if (container.hasAttribute('data-signed-in-shell')) {
  // A signed-in page's shell (build/prerender.ts): the header and the page's loading state, for no one. It is
  // not hydrated (the page is the user's): it stays on screen until the app renders over it the same elements.
  // The router starts at once (its loaders' first reads and its route modules download together); the app
  // renders once it is ready, so its first render is the page and not the loading screen. A module that
  // fails to load makes it ready too, on its error screen.
  const router = createAppRouter();
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(app(undefined, router)));
  };
  if (router.state.initialized) render();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
} else if (container.hasChildNodes()) {
  // A page prerendered at build (build/prerender.ts): its route modules load first, so the first render
  // matches the HTML instead of showing the loading screen. Clicks made meanwhile are replayed after.
  const releaseEarlyInput = holdEarlyInput(container);
  // In a transition, React hydrates and renders in slices and yields to the browser between them, instead
  // of one long task (React Router's own client entry does the same): less blocking time on a phone.
  void loadMatchedRoutes(window.location.pathname).then(() => startTransition(() => void hydrateRoot(container, app(releaseEarlyInput, createAppRouter({ prerendered: true })))));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app()));
}
