import { notifications } from '@mantine/notifications';

/**
 * Says a clinical save is stored on this tablet (which is all a save promises; the header says
 * when it reached the server). One toast at a time: a run of tab saves used to stack four of
 * them over the bottom of the page.
 */
export function showSavedOnDevice(): void {
  notifications.show({
    id: 'saved-on-device',
    message: 'Saved on this tablet',
    color: 'green',
    closeButtonProps: { 'aria-label': 'Close' },
  });
}
