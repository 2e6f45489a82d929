import { signerName, type Addendum } from '@optolight/contract';
import { formatDateTime } from '../../../lib/format';

/** 'Signed by Ana Ruiz, OTR/L on 03/05/2026 at 10:42 AM'. */
export const signedLine = (signed: Pick<Addendum, 'at' | 'by'>) =>
  `Signed by ${signerName(signed.by)} on ${formatDateTime(signed.at)}`;
