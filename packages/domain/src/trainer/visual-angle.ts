/** ISO/IEC 7810 ID-1 card (a bank card): the one object of known size nearly everyone has. */
export const CARD_WIDTH_CM = 8.56;
export const CARD_HEIGHT_CM = 5.398;
/** Arm's length at a tablet or laptop; the person can change it on the calibration screen. */
export const DEFAULT_VIEWING_DISTANCE_CM = 50;

export interface ViewGeometry {
  pxPerCm: number;
  viewingDistanceCm: number;
}

const radians = (deg: number) => (deg * Math.PI) / 180;
const degrees = (rad: number) => (rad * 180) / Math.PI;

/**
 * On-screen size of something that spans `deg` degrees of visual angle at the viewing distance:
 * size = 2·d·tan(θ/2), in cm, times the screen's px per cm. Sizes are prescribed in degrees so an
 * exercise looks the same to the eye on a phone held close and a monitor further away.
 */
export function degToPx(deg: number, view: ViewGeometry): number {
  return 2 * view.viewingDistanceCm * Math.tan(radians(deg) / 2) * view.pxPerCm;
}

/** Visual angle of `px` pixels at the viewing distance: θ = 2·atan(size / 2d). */
export function pxToDeg(px: number, view: ViewGeometry): number {
  return degrees(2 * Math.atan(px / view.pxPerCm / (2 * view.viewingDistanceCm)));
}

/** Px per cm from the on-screen width (in CSS px) of a card outline matched to a real card. */
export function pxPerCmFromCard(cardWidthPx: number): number {
  return cardWidthPx / CARD_WIDTH_CM;
}
