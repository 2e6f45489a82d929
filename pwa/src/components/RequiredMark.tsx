import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';

/** Every kind of field a form has, told it is required: Mantine then draws the asterisk and
 * marks the control required for assistive technology. */
const requiredTheme: MantineThemeOverride = {
  components: Object.fromEntries(
    ['TextInput', 'Textarea', 'Select', 'NativeSelect', 'RadioGroup', 'CheckboxGroup'].map(
      (name) => [name, { defaultProps: { required: true } }],
    ),
  ),
};

/**
 * Marks the field inside as required when `when` is true. A wrapper, so the shared field
 * components need no prop for it; `when` comes from the form's schema (requiredFields).
 */
export function RequiredMark({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? (
    <MantineThemeProvider theme={requiredTheme}>{children}</MantineThemeProvider>
  ) : (
    children
  );
}
