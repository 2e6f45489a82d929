import { z } from 'zod';
import { local } from '../storage';
import { createStore, useStore } from '../store';
import { hasTestHooks } from '../test-hooks';
import { DEFAULT_IDLE_MINUTES, IDLE_MINUTE_CHOICES, type IdleMinutes } from './idle-clock';

/** The tablet's idle time, a setting of the device rather than of an account: whoever signs in
 * on this tablet gets the same lock. */
const KEY = 'optolight.lock.idleMinutes';
/** Browser journeys shorten the idle time to seconds; the production build drops this. */
const TEST_KEY = 'optolight.test.idleMs';

const Minutes = z.coerce
  .number()
  .refine((n): n is IdleMinutes => (IDLE_MINUTE_CHOICES as readonly number[]).includes(n));

function read(): IdleMinutes {
  const parsed = Minutes.safeParse(local.get(KEY));
  return parsed.success ? parsed.data : DEFAULT_IDLE_MINUTES;
}

export const idleMinutes = createStore<IdleMinutes>(read());

export function setIdleMinutes(minutes: IdleMinutes): void {
  local.set(KEY, String(minutes));
  idleMinutes.set(minutes);
}

export function idleMs(): number {
  if (hasTestHooks) {
    const forced = Number(local.get(TEST_KEY));
    if (Number.isFinite(forced) && forced > 0) return forced;
  }
  return idleMinutes.get() * 60_000;
}

export const useIdleMinutes = () => useStore(idleMinutes);
