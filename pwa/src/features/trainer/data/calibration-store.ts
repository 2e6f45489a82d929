import type { z } from 'zod';
import { Calibration, DEFAULT_VIEWING_DISTANCE_CM } from '@optolight/domain';
import { local, readJson } from '../../../lib/storage';

/** What the calibration screen stores: the screen's size and the viewing distance. */
export const StoredCalibration = Calibration.pick({ pxPerCm: true, viewingDistanceCm: true });
export type StoredCalibration = z.infer<typeof StoredCalibration>;

const key = (accountId: string) => `optolight.trainer.calibration.${accountId}`;

export function loadCalibration(accountId: string): StoredCalibration | null {
  const parsed = StoredCalibration.safeParse(readJson(key(accountId)));
  return parsed.success ? parsed.data : null;
}

export function saveCalibration(accountId: string, c: StoredCalibration): void {
  local.set(key(accountId), JSON.stringify(c));
}

/** The calibration attached to a round: the stored one plus the screen it was played on. */
export function roundCalibration(c: StoredCalibration): Calibration {
  return {
    pxPerCm: c.pxPerCm,
    viewingDistanceCm: c.viewingDistanceCm,
    screenWidthPx: Math.round(window.screen.width),
    screenHeightPx: Math.round(window.screen.height),
  };
}

/** CSS reference pixel: 96 per inch, 37.8 per cm. The starting point of the card slider. */
const NOMINAL_PX_PER_CM = 96 / 2.54;
export const defaultCalibration: StoredCalibration = {
  pxPerCm: NOMINAL_PX_PER_CM,
  viewingDistanceCm: DEFAULT_VIEWING_DISTANCE_CM,
};
