import { signerName, type Addendum } from '@optolight/contract';
import { onDateTime } from '../../../lib/format';

/** 'Signed by Ana Ruiz, OTR/L on 03/05/2026 at 10:42 AM' (or 'today at 10:42 AM'). */
export const signedLine = (signed: Pick<Addendum, 'at' | 'by'>) =>
  `Signed by ${signerName(signed.by)} ${onDateTime(signed.at)}`;
