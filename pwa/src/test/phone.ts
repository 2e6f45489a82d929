import { onTestFinished, vi } from 'vitest';

/** For the rest of the test, media queries for a maximum width match: the app lays out for a
 * phone (lib/use-is-phone). */
export function onPhone() {
  const matchMedia = window.matchMedia;
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
  onTestFinished(() => {
    spy.mockRestore();
  });
}
