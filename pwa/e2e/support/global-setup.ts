import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from './server-bundle';

/** Bundles the sync server once for the run; each journey file's startServer runs the bundle
 * (E2E_SERVER_BUNDLE), which the worker processes inherit. */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'optolight-e2e-server-'));
  const outfile = join(dir, 'server.mjs');
  await bundleServer(outfile);
  process.env.E2E_SERVER_BUNDLE = outfile;
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
