import { Alert, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { touchComponents } from './touch-targets';

/** Shade 8 keeps white-on-primary text above the 4.5:1 contrast the axe checks require. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  respectReducedMotion: true,
  headings: { fontWeight: '650' },
  components: {
    ...touchComponents,
    // A list's options are drawn when it opens, not kept hidden in the page. Kept mounted (Mantine's
    // default), each Select placed its hidden list as it mounted, which forced the whole page's
    // layout inside React's commit: 22–76 ms of the dashboard's first commit at sign-in, the
    // longest task of a 10,000-patient download (scripts/bench-initial-sync.ts).
    Combobox: {
      ...touchComponents.Combobox,
      defaultProps: { keepMounted: false },
    },
    // Mantine's light-variant titles use shade 6, below 4.5:1 on their tinted background.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // Every dialog's and toast's close button has a name (a screen reader otherwise hears just
    // "button"). Plain entries: Modal.extend would pull the dialog, its scroll lock and focus trap
    // into the sign-in pages' entry, Notification.extend the toast.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close message' } } },
  },
});

/** Mantine's light 'dimmed' grey is 3.3:1 on white; a darker grey keeps secondary text legible. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
