import { onTestFinished, vi } from 'vitest';
import { mediaQueryList } from './media-query';

/** For the rest of the test, media queries for a maximum width match: the app lays out for a
 * phone (lib/use-is-phone). */
export function onPhone() {
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => mediaQueryList(query, query.includes('max-width')));
  onTestFinished(() => {
    spy.mockRestore();
  });
}
