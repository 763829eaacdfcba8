import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer, resetFakeApi, startFakeApi } from './fake-api';

// Parts of pages download on demand (their dialogs, forms, sections): on a loaded machine the first import of
// one takes longer than findBy's default second, so queries wait up to 5 s (they return as soon as it is there).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(startFakeApi);
afterEach(() => {
  cleanup();
  localStorage.clear();
  resetFakeApi();
});
afterAll(() => apiServer.close());

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
