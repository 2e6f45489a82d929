import { describe, expect, it } from 'vitest';
import { fontUrls, loadBrowserFonts } from './fonts-browser';

const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('loadBrowserFonts', () => {
  it('fetches both font files once, and again after a failure', async () => {
    const asked: string[] = [];
    const failing: typeof fetch = (input) => {
      asked.push(urlOf(input));
      return Promise.resolve(new Response(null, { status: 503 }));
    };
    await expect(loadBrowserFonts(failing)).rejects.toThrow('Could not load the report font');
    const working: typeof fetch = (input) => {
      asked.push(urlOf(input));
      return Promise.resolve(new Response(new Uint8Array([0, 1, 0, 0])));
    };
    const fonts = await loadBrowserFonts(working);
    expect(fonts.regular).toEqual(new Uint8Array([0, 1, 0, 0]));
    await loadBrowserFonts(working);
    expect(asked).toHaveLength(4);
    expect(fontUrls.regular).toMatch(/NotoSans-Regular\.ttf$/);
  });
});
