import { createHash } from 'node:crypto';
import { ExportManifest, exportFormat, type ExportFile } from '@optolight/contract';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { badRequest } from '../../http/errors';

/** Unpacked, an export of 50,000 patients is about 1 GB. */
const maxUnpackedBytes = 4 * 1024 ** 3;

/** The archive's table of contents, first in the zip. */
const manifestName = 'manifest.json';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A zip of the files (NDJSON: one JSON value per line) with a manifest naming each file's lines,
 * size and SHA-256, so a damaged or incomplete file is found before anything is read from it.
 * Deflated at the fastest level: NDJSON shrinks about tenfold even so.
 */
export function writeArchive(
  files: Map<string, string[]>,
  head: Pick<ExportManifest, 'exportedAt' | 'practiceId'>,
): Uint8Array {
  const entries: Zippable = {};
  const listed: ExportFile[] = [];
  for (const [name, lines] of files) {
    const bytes = strToU8(lines.map((line) => `${line}\n`).join(''));
    entries[name] = bytes;
    listed.push({ name, rows: lines.length, bytes: bytes.length, sha256: sha256(bytes) });
  }
  const manifest: ExportManifest = {
    format: exportFormat,
    formatVersion: 1,
    ...head,
    files: listed,
  };
  return zipSync(
    { [manifestName]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`), ...entries },
    { level: 1 },
  );
}

const notAnExport = (why: string) =>
  badRequest(`This file is not an Optolight practice export (${why}); nothing was imported.`, {
    export: why,
  });

/**
 * The files of an archive `writeArchive` made, each checked against the manifest; anything
 * else (another kind of file, a damaged or cut-short archive, a changed file) is refused whole.
 */
export function readArchive(zip: Uint8Array): {
  manifest: ExportManifest;
  lines: (name: string) => string[];
} {
  let files: Record<string, Uint8Array>;
  let unpacked = 0;
  try {
    // Sizes as the archive states them, checked before anything is inflated: a small upload
    // cannot unpack into more than the server will hold (what it really holds is checked below).
    files = unzipSync(zip, {
      filter: (file) => {
        unpacked += file.originalSize;
        if (unpacked > maxUnpackedBytes) throw new Error('too large');
        return true;
      },
    });
  } catch {
    throw notAnExport('not a complete zip archive, or larger unpacked than a practice can be');
  }
  const raw = files[manifestName];
  if (!raw) throw notAnExport('no manifest.json');
  let manifest: ExportManifest;
  try {
    manifest = ExportManifest.parse(JSON.parse(strFromU8(raw)));
  } catch {
    throw notAnExport('its manifest.json is not one this server reads');
  }
  for (const file of manifest.files) {
    const bytes = files[file.name];
    if (!bytes) throw notAnExport(`${file.name} is missing`);
    if (bytes.length !== file.bytes || sha256(bytes) !== file.sha256)
      throw notAnExport(`${file.name} was changed or damaged`);
  }
  const unlisted = Object.keys(files).filter(
    (name) => name !== manifestName && !manifest.files.some((f) => f.name === name),
  );
  if (unlisted.length) throw notAnExport(`${unlisted[0] ?? ''} is not in its manifest`);
  return {
    manifest,
    lines: (name) => {
      const bytes = files[name];
      if (!bytes) return [];
      const text = strFromU8(bytes);
      return text ? text.replace(/\n$/, '').split('\n') : [];
    },
  };
}
