// First, before any file's imports: Dexie reads the IndexedDB globals once, when a worker first
// loads it, and the files share their worker's modules (vitest.config.ts). A file that reached
// Dexie without fake-indexeddb left it without IndexedDB for every later file in that worker.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAllStores } from '../src/lib/store';
import { mediaQueryList } from './media-query';

// jsdom lacks these; Mantine reads them on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query),
});
class ResizeObserverStub {
  observe() {
    return undefined;
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
}
window.ResizeObserver = ResizeObserverStub;
// Autosizing text areas listen for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
});
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

// A whole clinical form over fake-indexeddb can take seconds to answer on a loaded 2-core machine;
// the default second made waits fail there that pass everywhere else. What never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// Files share their worker's modules (vitest.config.ts): start from the stores' first values.
resetAllStores();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
