import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from './server-bundle';
import { stopLeftServers } from './server-registry';

/** Bundles the sync server once for the run; each journey worker's startServer runs the bundle
 * (E2E_SERVER_BUNDLE, which the worker processes inherit) and lists the server in the run's
 * registry (server-registry.ts) until it stops. The teardown stops any left. */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-e2e-server-'));
  const outfile = join(dir, 'server.mjs');
  await bundleServer(outfile);
  process.env.E2E_SERVER_BUNDLE = outfile;
  const registry = join(dir, 'servers');
  mkdirSync(registry);
  process.env.E2E_SERVER_REGISTRY = registry;
  return () => {
    stopLeftServers(registry, outfile);
    rmSync(dir, { recursive: true, force: true });
  };
}
