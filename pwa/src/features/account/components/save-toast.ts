import { notifications } from '@mantine/notifications';

/** The profile saves' toasts, 3 s bottom-right (docs/product.md#messages-and-toasts). */
export const toastSaved = () =>
  notifications.show({ message: 'Saved Successfully', color: 'green' });
export const toastFailed = () =>
  notifications.show({ message: 'Something went wrong', color: 'red' });
