import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from './server-bundle';
import { stopLeftServers } from './server-registry';

/**
 * Bundles the sync server once for the run; each journey worker's startServer runs the bundle
 * (E2E_SERVER_BUNDLE, which the worker processes inherit) and lists the server in the run's
 * registry (server-registry.ts) until it stops. The workers' temp folders (servers' data,
 * PostgreSQL clusters, Chromium's profiles) are made inside the run's folder (TMPDIR, inherited
 * too): a worker's Chromium and servers end with the worker, which leaves their folders behind.
 * The teardown stops any server left and removes the whole folder.
 */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-e2e-server-'));
  const outfile = join(dir, 'server.mjs');
  await bundleServer(outfile);
  process.env.E2E_SERVER_BUNDLE = outfile;
  const registry = join(dir, 'servers');
  mkdirSync(registry);
  process.env.E2E_SERVER_REGISTRY = registry;
  const scratch = join(dir, 'tmp');
  mkdirSync(scratch);
  process.env.TMPDIR = scratch;
  return () => {
    stopLeftServers(registry, outfile);
    rmSync(dir, { recursive: true, force: true });
  };
}
