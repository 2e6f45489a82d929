import { vi } from 'vitest';

/** What jsdom lacks for `window.matchMedia`: a media query list that matches or not, for good. */
export const mediaQueryList = (query: string, matches = false) => ({
  matches,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
});
