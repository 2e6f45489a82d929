import type { signInPage } from '../../pwa/e2e/support/accounts';

type Page = Parameters<typeof signInPage>[0];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

const nameOf = ({ callFrame: { functionName, url, lineNumber, columnNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}:${String(lineNumber + 1)}:${String(columnNumber + 1)}`;

/**
 * The stretches of main-thread work longer than `over` ms (samples with no idle between them,
 * as a long task is), longest first, each with the functions it spent most time in (by the
 * innermost frame of the page's own code, so a framework's loop names what it ran).
 */
function busyStretches(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  over = 150,
): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const idle = (id: number) => {
    const name = byId.get(id)?.callFrame.functionName;
    return name === '(idle)' || name === '(root)';
  };
  /** The innermost frame from the app's own chunks (assets/*.js), else the innermost. */
  const ownFrame = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node && /\/assets\/(?!vendor)[^/]+\.js$/.test(node.callFrame.url)) return nameOf(node);
    }
    const node = byId.get(id);
    return node ? nameOf(node) : '?';
  };
  const stretches: { ms: number; by: Map<string, number> }[] = [];
  let current: { ms: number; by: Map<string, number> } | null = null;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (idle(id)) {
      if (current && current.ms > over) stretches.push(current);
      current = null;
      return;
    }
    current ??= { ms: 0, by: new Map() };
    current.ms += ms;
    const key = ownFrame(id);
    current.by.set(key, (current.by.get(key) ?? 0) + ms);
  });
  return stretches
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(
      (s) =>
        `${s.ms.toFixed(0)} ms: ${[...s.by]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
          .join('; ')}`,
    );
}

/**
 * Samples the page's main thread through the DevTools protocol; stop() prints the functions
 * with the most self time, so a benchmark shows where its time goes.
 */
export async function startCpuProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return {
    async stop(top = 20): Promise<string> {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = profile.nodes as ProfileNode[];
      const stretches = busyStretches({
        nodes,
        samples: profile.samples ?? [],
        timeDeltas: profile.timeDeltas ?? [],
      });
      const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0) || 1;
      const byFunction = new Map<string, number>();
      for (const node of nodes) {
        const key = nameOf(node);
        byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
      }
      return [
        ...[...byFunction]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`),
        'longest stretches of work (ms: where, by the app code it ran):',
        ...stretches,
      ].join('\n');
    },
  };
}
