import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The checksum list of a backup folder, in `sha256sum`'s format so `sha256sum -c` reads it. */
export const SUMS_FILE = 'SHA256SUMS';

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the checksum of each of `files` (names inside `folder`) into the folder's list. */
export async function writeSums(folder: string, files: string[]): Promise<void> {
  const lines: string[] = [];
  for (const name of files) lines.push(`${await sha256Of(join(folder, name))}  ${name}`);
  writeFileSync(join(folder, SUMS_FILE), `${lines.join('\n')}\n`, { mode: 0o600 });
}

/**
 * The files the folder's list names, once each matches its checksum; throws naming the first
 * that is missing or differs, or when there is no list.
 */
export async function verifySums(folder: string): Promise<string[]> {
  const list = join(folder, SUMS_FILE);
  if (!existsSync(list)) throw new Error(`${folder} has no ${SUMS_FILE}: it is not a backup`);
  const files: string[] = [];
  for (const line of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}([\w.-]+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new Error(`${SUMS_FILE} has a line it should not have`);
    const file = join(folder, match[2]);
    if (!existsSync(file)) throw new Error(`${match[2]} is missing from the backup`);
    if ((await sha256Of(file)) !== match[1])
      throw new Error(`${match[2]} does not match its checksum: the backup is damaged`);
    files.push(match[2]);
  }
  return files;
}
