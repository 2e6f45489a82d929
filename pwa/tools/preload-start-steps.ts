/**
 * A build step (Vite plugin): index.html preloads every file the entry imports dynamically, and
 * what those import, as it preloads the entry's own imports. The app starts in steps of dynamic
 * imports (src/app/main.tsx), so each step is evaluated in a task of its own; without this each
 * step's files would be asked for only once the step before had run, a round trip per step on a
 * slow network. The entry imports nothing else dynamically: the pages' chunks come from the
 * router, itself a step.
 */
import type { Plugin } from 'vite';

export function preloadStartSteps(): Plugin {
  let base = '/';
  return {
    name: 'optolight-preload-start-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const dep = bundle[file];
          if (files.has(file) || dep?.type !== 'chunk') return;
          files.add(file);
          dep.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        // Already preloaded by Vite as the entry's own imports.
        for (const file of [chunk.fileName, ...chunk.imports]) files.delete(file);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
