import { ciss } from './ciss';
import type { Instrument } from './instrument';
import { voms } from './voms';

/** Every instrument this app scores, by id. */
export const instruments = { CISS: ciss, VOMS: voms } as const satisfies Record<string, Instrument>;
export type InstrumentId = keyof typeof instruments;
export const instrumentIds = Object.keys(instruments) as [InstrumentId, ...InstrumentId[]];
