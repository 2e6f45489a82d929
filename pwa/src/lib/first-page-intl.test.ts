import { afterEach, describe, expect, it, vi } from 'vitest';

/* Setting up one of the browser's Intl services (number or date formats, collation) took 20–40 ms
 * of a tablet's first page each, so the dashboard's modules and what it formats use none:
 * docs/testing.md#benchmarks has the Lighthouse figures of /my-account. */
const services = ['Collator', 'DateTimeFormat', 'NumberFormat'] as const;
const made: string[] = [];
const originals = new Map(services.map((name) => [name, Intl[name]]));
/** Notes a use by the app's own code. A library's modules are loaded whole here, without the
 * build's tree shaking (Mantine's RollingNumber makes a number format as it loads, but the app's
 * bundle leaves it out). */
function note(what: string) {
  const caller =
    new Error().stack
      ?.split('\n')
      .slice(1)
      .find((frame) => !/first-page-intl\.test|tinyspy|@vitest\/spy/.test(frame)) ?? '';
  if (!caller.includes('node_modules')) made.push(`${what} ${caller.trim()}`);
}

afterEach(() => {
  for (const [name, original] of originals) Object.assign(Intl, { [name]: original });
  vi.restoreAllMocks();
});

describe("the dashboard's first page", () => {
  it('loads, counts, prices, dates and orders due patients without setting up Intl', async () => {
    for (const [name, original] of originals)
      Object.assign(Intl, {
        [name]: new Proxy(original, {
          construct: (target, args: unknown[]) => {
            note(name);
            return Reflect.construct(target, args) as object;
          },
          apply: (target, self, args: unknown[]) => {
            note(name);
            return Reflect.apply(target, self, args) as unknown;
          },
        }),
      });
    vi.spyOn(String.prototype, 'localeCompare').mockImplementation(function (this: string, that) {
      note('localeCompare');
      return this < that ? -1 : this > that ? 1 : 0;
    });
    vi.resetModules();
    const format = await import('./format');
    const domain = await import('@optolight/domain');
    await import('../features/clinical/components/DueBadges');
    format.formatCount(1500);
    format.formatMoney(20.2);
    format.formatJoined('2026-03-05T12:00:00Z');
    format.formatDate('2026-03-05T12:00:00Z');
    format.formatShortDate('2026-11-27');
    domain.orderVisits([
      { id: 'b', kind: 'progressNote', date: '2026-11-20' },
      { id: 'a', kind: 'mainEvaluation', date: '2026-11-02' },
    ]);
    domain.byUrgency({ status: 'due', date: '2026-11-30' }, { status: 'due', date: '2026-11-27' });
    expect(made).toEqual([]);
  });
});
