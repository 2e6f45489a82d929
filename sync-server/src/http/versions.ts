import { createHash } from 'node:crypto';
import { badRequest } from './errors';

/**
 * One version in quotes, strong or weak: `"3"` or `W/"3"` (the contract's If-Match format).
 * The digits are bounded, so any header, however long, is matched in linear time.
 */
const versionTagPattern = /^\s*(?:W\/)?"(\d{1,15})"\s*$/;

const ifMatchHelp = 'If-Match must be one version in quotes, e.g. "3" or W/"3"';

/** The strong ETag of one section version: what a save answers and the next If-Match echoes. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * A weak validator of a list: it changes whenever a record is added or removed or one of its
 * sections gets a new version.
 */
export function listTag(items: { id: string; versions: Record<string, number> }[]): string {
  const hash = createHash('sha256');
  for (const { id, versions } of items) {
    hash.update(id);
    for (const name of Object.keys(versions).sort()) hash.update(`\0${name}=${versions[name]}`);
    hash.update('\n');
  }
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/**
 * The version a save says it was edited from: `baseVersion` in the body or an If-Match header;
 * undefined when it names none. A malformed If-Match, or one that disagrees with baseVersion,
 * is refused rather than guessed at.
 */
export function namedBase(
  ifMatch: string | string[] | undefined,
  baseVersion: number | undefined,
): number | undefined {
  if (ifMatch === undefined) return baseVersion;
  const header = Array.isArray(ifMatch) ? ifMatch.join(', ') : ifMatch;
  const digits = versionTagPattern.exec(header)?.[1];
  const version = digits === undefined ? NaN : Number(digits);
  if (!Number.isSafeInteger(version)) throw badRequest(ifMatchHelp, { 'If-Match': ifMatchHelp });
  if (baseVersion !== undefined && baseVersion !== version) {
    const message = 'If-Match and baseVersion name different versions; send one of them';
    throw badRequest(message, { baseVersion: message });
  }
  return version;
}
