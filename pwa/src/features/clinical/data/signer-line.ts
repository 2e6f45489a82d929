import type { Addendum } from '@optolight/contract';
import { formatDateTime } from '../../../lib/format';

/** 'Ana Ruiz, OTR/L' (no comma without credentials), as printed with a signature. */
export const signerName = (by: { name: string; credentials: string }) =>
  by.credentials.trim() ? `${by.name}, ${by.credentials.trim()}` : by.name;

/** 'Signed by Ana Ruiz, OTR/L on 03/05/2026 at 10:42 AM'. */
export const signedLine = (signed: Pick<Addendum, 'at' | 'by'>) =>
  `Signed by ${signerName(signed.by)} on ${formatDateTime(signed.at)}`;
