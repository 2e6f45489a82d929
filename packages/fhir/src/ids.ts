import { v5 as uuidv5 } from 'uuid';
import type { Reference } from 'fhir/r4';

/** The namespace of the ids the export derives (a fixed, random UUID). */
const NAMESPACE = '5d0c4c3e-8a5b-4f7e-9d43-2f0f6b1d7a90';

/**
 * An id for something the chart holds no id of (a diagnosis, a goal, one finding), derived from
 * what it is: the same chart exported twice gives the same ids, so a receiving system updates
 * instead of duplicating.
 */
export const derivedId = (...parts: string[]) => uuidv5(parts.join('|'), NAMESPACE);

export const fullUrl = (id: string) => `urn:uuid:${id}`;

export const ref = (id: string, display?: string): Reference => ({
  reference: fullUrl(id),
  ...(display ? { display } : {}),
});

/** Bytes as base64, in Node and in the browser alike (a FHIR attachment's `data`); in slices, so
 * a large PDF does not overflow the call's arguments. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
