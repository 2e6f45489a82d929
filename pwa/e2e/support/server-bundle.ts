import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const entry = join(import.meta.dirname, '..', '..', '..', 'sync-server', 'src', 'server.ts');
const resolving = Symbol('resolving');

/**
 * The workspace's own TypeScript (the server and the packages it imports) in one file; every npm
 * package stays where it is, imported by its resolved path, as node would load it for the
 * server. Each module keeps its own `import.meta.url`, so the migrations and the report fonts are
 * found beside its source as before.
 */
const workspaceOnly: Plugin = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      const own = args.path.startsWith('@optolight/') || args.path.startsWith('node:');
      if (own || args.pluginData === resolving) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: resolving,
      });
      return found.errors.length ? { errors: found.errors } : { path: found.path, external: true };
    });
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Writes the sync server as one ES module to `outfile`, for the journeys to start once per file
 * with plain node: through tsx each start cost about 2.9 s of CPU (its loader compiles and
 * resolves every module on the way), from the bundle 1.6 s.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
}
