import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiServer, resetFakeApi, startFakeApi } from './fake-api';

// Parts of pages download on demand (their dialogs, forms, sections): on a loaded machine the first import of
// one takes longer than findBy's default second, so queries wait up to 5 s (they return as soon as it is there).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling: the router's scroll on navigation printed « Not implemented: window.scrollTo » in every run.
window.scrollTo = () => {};

// The files of the 'web' project share their worker's jsdom and libraries (isolate: false, vitest.config.ts):
// what one test leaves in them is cleared here, after each test and after each file.
const dismissToasts = () =>
  act(() => {
    // Sonner keeps its toasts in a module-wide store, replayed to the next toaster that mounts.
    toast.dismiss();
  });

beforeAll(() => {
  // A toast asked for as the previous file ended (the helpers load sonner first) arrives after its last test.
  dismissToasts();
  startFakeApi();
});
afterEach(() => {
  dismissToasts();
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // And the cookies the app writes itself (the administration's shell hint): files share the worker's jsdom.
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
  resetFakeApi();
});
afterAll(() => {
  apiServer.close();
  vi.unstubAllGlobals();
  document.title = '';
  window.history.replaceState(null, '', '/');
  // The next file gets the app's modules afresh, as a page load would: their module-level state (the
  // session's cache, whether the toaster was asked for, the public configuration) starts empty.
  vi.resetModules();
});

// Radix positions popovers with ResizeObserver and pointer capture, which jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
