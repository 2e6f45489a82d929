/** Page geometry (US Letter in points: clinics are in the US) and the report's typography. */
export const page = {
  width: 612,
  height: 792,
  /** Left and right margin. */
  side: 50,
  /** Where content starts on every page, under the running header. */
  top: 96,
  /** Where content must end, above the footer. */
  bottom: 734,
} as const;

export const contentWidth = page.width - 2 * page.side;

export const family = 'NotoSans';

export const size = {
  title: 17,
  heading: 12.5,
  caption: 10,
  body: 9.5,
  header: 11,
  small: 8,
  tiny: 7.5,
} as const;

type Rgb = [number, number, number];
const rgb = (r: number, g: number, b: number): Rgb => [r, g, b];
export const color = {
  ink: rgb(30, 34, 40),
  label: rgb(72, 80, 90),
  muted: rgb(110, 118, 128),
  /** A calm teal: reads as clinical, prints well in greyscale. */
  accent: rgb(16, 94, 108),
  rule: rgb(200, 208, 214),
  zebra: rgb(244, 247, 249),
  tint: rgb(232, 242, 244),
  white: rgb(255, 255, 255),
  /** The band that marks an unsigned record. */
  draft: rgb(222, 224, 226),
};

/** Vertical rhythm, in points. */
export const space = {
  beforeHeading: 18,
  afterHeading: 8,
  betweenBlocks: 10,
  /** A heading or caption never ends a page: at least this much of what follows goes with it. */
  keepWithNext: 42,
  /** Tables up to this height are kept on one page. */
  keepTogether: 170,
} as const;
