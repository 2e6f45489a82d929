import type { signInPage } from '../../pwa/e2e/support/accounts';

type Page = Parameters<typeof signInPage>[0];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
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
      const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0) || 1;
      const byFunction = new Map<string, number>();
      for (const node of nodes) {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const file = url.split('/').at(-1) ?? '';
        const key = `${functionName || '(anonymous)'} ${file}:${String(lineNumber + 1)}:${String(columnNumber + 1)}`;
        byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
      }
      return [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`)
        .join('\n');
    },
  };
}
