import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { Providers } from './app/providers';
import { preloadRoutesOnIntent } from './app/preload-on-intent';
import './index.css';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>
);

preloadRoutesOnIntent(document);
if (container.hasChildNodes()) {
  // A page prerendered at build (build/prerender.ts): its route modules load first, so the first render
  // matches the HTML instead of showing the loading screen.
  void loadMatchedRoutes(window.location.pathname).then(() => hydrateRoot(container, app()));
} else {
  createRoot(container).render(app());
}
