import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { Providers } from './app/providers';
import { holdEarlyInput } from './app/hold-early-input';
import { preloadRoutesOnIntent } from './app/preload-on-intent';
import './index.css';

const container = document.getElementById('root')!;
const app = (onMounted?: () => void) => (
  <StrictMode>
    <Providers onMounted={onMounted}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>
);

preloadRoutesOnIntent(document);
if (container.hasChildNodes()) {
  // A page prerendered at build (build/prerender.ts): its route modules load first, so the first render
  // matches the HTML instead of showing the loading screen. Clicks made meanwhile are replayed after.
  const releaseEarlyInput = holdEarlyInput(container);
  void loadMatchedRoutes(window.location.pathname).then(() => hydrateRoot(container, app(releaseEarlyInput)));
} else {
  createRoot(container).render(app());
}
