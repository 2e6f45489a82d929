import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@optolight/domain';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/session';

/**
 * A button that makes a file on the device from its own copy (offline too) and saves it: busy
 * while it works, a toast when it fails, and another naming the file when `saved` says one.
 */
export function SaveFileButton({
  children,
  save,
  failure,
  saved,
  ...button
}: ButtonProps & {
  children: ReactNode;
  /** Makes and saves the file; resolves to its name. */
  save: (practice: User) => Promise<string>;
  /** The toast's title when it fails. */
  failure: string;
  /** The toast's title once saved; none when the download itself shows. */
  saved?: string;
}) {
  const user = useCurrentUser();
  const [isBusy, setBusy] = useState(false);
  if (user.status !== 'ready') return null;
  return (
    <Button
      {...button}
      loading={isBusy}
      onClick={() => {
        setBusy(true);
        // The button leaves its busy state in the same update that shows the outcome: never a
        // toast beside a spinner that still says it works.
        save(user.user).then(
          (name) => {
            setBusy(false);
            if (saved) notifications.show({ title: saved, message: `Saved as ${name}` });
          },
          (error: unknown) => {
            setBusy(false);
            notifications.show({
              title: failure,
              message: error instanceof Error ? error.message : '',
              color: 'red',
            });
          },
        );
      }}
    >
      {children}
    </Button>
  );
}
