import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { msg } from '@optolight/domain';
import { useKeyedLiveQuery } from '../../../db/keyed-live-query';
import { settleDraftWrites } from '../../../db/draft-writes';
import { openConflictCount, queueSignature } from '../../../db/signing';
import { useCurrentUser } from '../../../lib/session';
import { requireDb, useDb } from '../data/db';
import { signerName } from '@optolight/contract';
import { ConfirmQueuedDialog, useConfirmQueued } from './ConfirmQueuedDialog';

/**
 * 'Sign': asks once, then queues the signature of the record as this tablet shows it (works
 * offline). The server refuses it if the record changed elsewhere in between
 * (docs/product.md#signed-records). While a conflict on the record waits to be settled the button
 * is off and says why: a signed record could never settle it.
 */
export function SignButton({ recordId, what }: { recordId: string; what: string }) {
  const user = useCurrentUser();
  const db = useDb();
  const conflicts = useKeyedLiveQuery(
    () => (db ? openConflictCount(db, recordId) : 0),
    [db, recordId],
  );
  // Why this device refused the signature shows in the dialog (a toast would sit dimmed behind
  // it); 'Sign now' is not offered again until the dialog is opened afresh.
  const confirm = useConfirmQueued();
  if (user.status !== 'ready') return null;
  if (conflicts)
    return (
      <Group gap="xs">
        <Button size="xs" leftSection={<IconSignature size={16} aria-hidden />} disabled>
          Sign
        </Button>
        <Text size="sm" c="dimmed">
          {msg.signOverConflict}
        </Text>
      </Group>
    );
  const name = signerName({
    name: `${user.user.firstName} ${user.user.lastName}`,
    credentials: user.user.credentials,
  });
  // Text typed a moment ago is a draft too: the signature is refused over it, not taken without it.
  const sign = () => {
    confirm.run(
      () => settleDraftWrites().then(() => queueSignature(requireDb(), recordId)),
      () =>
        notifications.show({
          message: `Signed on this tablet: ${what} is locked. Corrections go in addenda.`,
          color: 'green',
        }),
    );
  };
  return (
    <>
      <Button
        size="xs"
        leftSection={<IconSignature size={16} aria-hidden />}
        onClick={confirm.open}
      >
        Sign
      </Button>
      {confirm.opened && (
        <ConfirmQueuedDialog
          {...confirm.dialog}
          title={`Sign ${what}?`}
          refusalTitle="Not signed"
          confirmLabel="Sign now"
          onConfirm={sign}
        >
          <Text size="sm">
            You sign {what} as <strong>{name}</strong>, as this tablet shows it now.
          </Text>
          <Text size="sm">
            Once signed it cannot be edited. Corrections and additions go in dated, signed addenda
            below it.
          </Text>
        </ConfirmQueuedDialog>
      )}
    </>
  );
}
