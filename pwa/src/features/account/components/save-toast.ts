import { notifications } from '@mantine/notifications';

/** The profile saves' toasts (spec §8, decisions §5 wording), 3 s bottom-right. */
export const toastSaved = () =>
  notifications.show({ message: 'Saved Successfully', color: 'green' });
export const toastFailed = () =>
  notifications.show({ message: 'Something went wrong', color: 'red' });
