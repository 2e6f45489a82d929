import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The general error line of a form (docs/product.md#messages-and-toasts): announced to screen
 * readers when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" p="xs">
      {message}
    </Alert>
  );
}
