import { getSize } from '@mantine/core';
import classes from './touch-targets.module.css';

/** 44 CSS px: the smallest target a finger hits reliably (docs/touch-targets.md). */
export const touch = '2.75rem';

/** The size a screen asked for, but never under 44 px; sizes above 44 px are left as they are. */
const atLeastTouch = (size: unknown, prefix: string) => `max(${getSize(size, prefix)}, ${touch})`;

/** 12 px text looks lost in a 44 px control: 'xs' buttons and fields read at 'sm' size. */
const isTiny = (size: unknown) => size === 'xs' || size === 'compact-xs';
const smallText = 'var(--mantine-font-size-sm)';

/** A theme entry by component name. Written as plain objects, not `Button.extend(...)`: that
 * would import every component named here (menus, sliders, comboboxes) into the app shell that
 * every screen, /login included, loads first. */
interface ThemeEntry {
  defaultProps?: Record<string, unknown>;
  classNames?: Record<string, string | undefined>;
  vars?: (theme: unknown, props: { size?: unknown }) => Record<string, Record<string, string>>;
}

/**
 * Every control at least 44×44 px and 8 px from its neighbours, on every screen, whatever size
 * the screen picked: the clinic's tablets and the patients' phones are used with fingers.
 * Sizes come from each component's CSS variables; the layout rules are in the CSS module.
 */
export const touchComponents: Record<string, ThemeEntry> = {
  Button: {
    vars: (_, { size }) => ({
      root: {
        '--button-height': atLeastTouch(size ?? 'sm', 'button-height'),
        ...(isTiny(size) && {
          '--button-fz': smallText,
          '--button-padding-x': 'var(--button-padding-x-sm)',
        }),
      },
    }),
  },
  ActionIcon: {
    vars: (_, { size }) => ({ root: { '--ai-size': atLeastTouch(size ?? 'md', 'ai-size') } }),
  },
  CloseButton: {
    vars: (_, { size }) => ({ root: { '--cb-size': atLeastTouch(size ?? 'md', 'cb-size') } }),
  },
  // Every text field, select, date and number field is an Input.
  Input: {
    vars: (_, { size }) => ({
      wrapper: {
        '--input-height': atLeastTouch(size ?? 'sm', 'input-height'),
        ...(isTiny(size) && { '--input-fz': smallText }),
      },
    }),
  },
  PasswordInput: {
    vars: () => ({ root: { '--psi-button-size': touch } }),
    classNames: { input: classes.passwordBox, innerInput: classes.passwordField },
  },
  // The built-in spinners are two 24×17 px arrows stacked inside the field; a field that needs
  // steps gets 44 px buttons beside it (components/StepperInput).
  NumberInput: { defaultProps: { hideControls: true } },
  Chip: {
    vars: (_, { size }) => ({ root: { '--chip-size': atLeastTouch(size ?? 'sm', 'chip-size') } }),
    classNames: { root: classes.checkable },
  },
  Pagination: {
    defaultProps: { gap: 'xs' },
    vars: (_, { size }) => ({
      root: { '--pagination-control-size': atLeastTouch(size ?? 'md', 'pagination-control-size') },
    }),
  },
  // A checkbox or radio is tapped on its label row, which is 44 px tall; the box stays small.
  Checkbox: {
    defaultProps: { size: 'md' },
    classNames: { root: classes.checkable, body: classes.checkBody, label: classes.checkLabel },
  },
  Radio: {
    defaultProps: { size: 'md' },
    classNames: { root: classes.checkable, body: classes.checkBody, label: classes.checkLabel },
  },
  Switch: {
    defaultProps: { size: 'md' },
    classNames: { root: classes.checkable, body: classes.checkBody, label: classes.checkLabel },
  },
  SegmentedControl: {
    classNames: { root: classes.segments, label: classes.segmentLabel },
  },
  Tabs: { classNames: { list: classes.tabList, tab: classes.tab } },
  Slider: { defaultProps: { thumbSize: 24 }, classNames: { root: classes.slider } },
  Menu: { classNames: { dropdown: classes.itemList, item: classes.item } },
  Combobox: { classNames: { options: classes.itemList, option: classes.item } },
  Anchor: { classNames: { root: classes.link } },
};
