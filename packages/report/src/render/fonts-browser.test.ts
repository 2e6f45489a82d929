import { describe, expect, it } from 'vitest';
import { fontUrls, loadBrowserFonts, scriptFontUrls } from './fonts-browser';

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A fetch that answers every font with four bytes, or 503 for the URLs given, and notes each
 * URL asked for. */
function fakeFetch(asked: string[], failing: readonly string[] = []): typeof fetch {
  return (input) => {
    const url = urlOf(input);
    asked.push(url);
    return Promise.resolve(
      failing.includes(url)
        ? new Response(null, { status: 503 })
        : new Response(new Uint8Array([0, 1, 0, 0])),
    );
  };
}

// One module instance for the file: the loader's cache carries from test to test, in order.
describe('loadBrowserFonts', () => {
  it('fetches both font files once, and again after a failure', async () => {
    const asked: string[] = [];
    await expect(loadBrowserFonts([], fakeFetch(asked, [fontUrls.regular]))).rejects.toThrow(
      'Could not load the report font',
    );
    const fonts = await loadBrowserFonts([], fakeFetch(asked));
    expect(fonts.regular).toEqual(new Uint8Array([0, 1, 0, 0]));
    await loadBrowserFonts([], fakeFetch(asked));
    expect(asked).toHaveLength(4);
    expect(fontUrls.regular).toMatch(/NotoSans-Regular\.ttf$/);
  });

  it('fetches no script font for a report in Latin, Greek and Cyrillic', async () => {
    const asked: string[] = [];
    const fonts = await loadBrowserFonts([], fakeFetch(asked));
    expect(asked).toEqual([]);
    expect(fonts.scripts).toEqual({});
  });

  it('fetches only the script fonts a report needs, once each', async () => {
    const asked: string[] = [];
    const fonts = await loadBrowserFonts(['han', 'arabic'], fakeFetch(asked));
    expect(Object.keys(fonts.scripts ?? {}).sort()).toEqual(['arabic', 'han']);
    await loadBrowserFonts(['arabic'], fakeFetch(asked));
    expect(asked.sort()).toEqual([scriptFontUrls.arabic, scriptFontUrls.han].sort());
    expect(scriptFontUrls.han).toMatch(/NotoSansSC-Regular\.ttf$/);
  });

  it('fetches the Korean font for a report in Hangul', async () => {
    const asked: string[] = [];
    const fonts = await loadBrowserFonts(['hangul'], fakeFetch(asked));
    expect(Object.keys(fonts.scripts ?? {})).toEqual(['hangul']);
    expect(asked).toEqual([scriptFontUrls.hangul]);
    expect(scriptFontUrls.hangul).toMatch(/NotoSansKR-Regular\.ttf$/);
  });

  it('leaves out a script font it cannot fetch, and tries it again next time', async () => {
    const asked: string[] = [];
    const offline = await loadBrowserFonts(['thai'], fakeFetch(asked, [scriptFontUrls.thai]));
    expect(offline.scripts).toEqual({});
    const online = await loadBrowserFonts(['thai'], fakeFetch(asked));
    expect(online.scripts?.thai).toEqual(new Uint8Array([0, 1, 0, 0]));
    expect(asked).toEqual([scriptFontUrls.thai, scriptFontUrls.thai]);
  });
});
