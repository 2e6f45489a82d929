import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** Toasts sit bottom-right for 3 seconds (docs/product.md#messages-and-toasts). Dates are US
 * English (docs/decisions.md#dates). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0 }}>
        <Notifications position="bottom-right" autoClose={3000} />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
