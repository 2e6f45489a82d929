import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { queueSignature } from '../../../db/signing';
import { useCurrentUser } from '../../../lib/session';
import { requireDb } from '../data/db';
import { signerName } from '@optolight/contract';

/**
 * 'Sign': asks once, then queues the signature of the record as this tablet shows it (works
 * offline). The server refuses it if the record changed elsewhere in between
 * (docs/product.md#signed-records).
 */
export function SignButton({ recordId, what }: { recordId: string; what: string }) {
  const user = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  const [isBusy, setBusy] = useState(false);
  if (user.status !== 'ready') return null;
  const name = signerName({
    name: `${user.user.firstName} ${user.user.lastName}`,
    credentials: user.user.credentials,
  });
  const sign = () => {
    setBusy(true);
    queueSignature(requireDb(), recordId)
      .then(() => {
        close();
        notifications.show({
          message: `Signed on this tablet: ${what} is locked. Corrections go in addenda.`,
          color: 'green',
        });
      })
      .catch((error: unknown) => {
        notifications.show({
          title: 'Not signed',
          message: error instanceof Error ? error.message : '',
          color: 'red',
        });
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <>
      <Button size="xs" leftSection={<IconSignature size={16} aria-hidden />} onClick={open}>
        Sign
      </Button>
      {opened && (
        <Modal opened onClose={close} title={`Sign ${what}?`}>
          <Stack>
            <Text size="sm">
              You sign {what} as <strong>{name}</strong>, as this tablet shows it now.
            </Text>
            <Text size="sm">
              Once signed it cannot be edited. Corrections and additions go in dated, signed addenda
              below it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button loading={isBusy} onClick={sign}>
                Sign now
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
