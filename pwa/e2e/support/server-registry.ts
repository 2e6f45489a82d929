import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The servers the journeys started and have not stopped, one file each (named by its process id,
 * holding its data folder) in the run's folder that global-setup.ts names in
 * E2E_SERVER_REGISTRY. A worker keeps its servers for all its files and stops them when it ends
 * (atProcessEnd), but a worker killed outright runs nothing: the run's teardown stops what is
 * left. Returns the call that takes a stopped server off the list.
 */
export function registerServer(pid: number | undefined, dataDir: string): () => void {
  const registry = process.env.E2E_SERVER_REGISTRY;
  if (!registry || pid === undefined) return () => undefined;
  const file = join(registry, String(pid));
  writeFileSync(file, dataDir);
  return () => {
    rmSync(file, { force: true });
  };
}

/** Kills every server still on the list that is still the run's (`bundle`), and removes its data
 * folder. */
export function stopLeftServers(registry: string, bundle: string): void {
  for (const name of readdirSync(registry)) {
    const pid = Number(name);
    try {
      // A process id freed and taken by another program since is left alone.
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(bundle))
        process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    rmSync(readFileSync(join(registry, name), 'utf8'), { recursive: true, force: true });
  }
}
