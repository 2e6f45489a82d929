import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

/** The dialog's state: open, queueing, or showing why this device refused. */
export function useConfirmQueued() {
  const [opened, { open, close }] = useDisclosure(false);
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    opened,
    open: () => {
      setRefusal(null);
      open();
    },
    /** Queues; closes the dialog once queued, or shows why it was not. */
    run: (work: () => Promise<unknown>, onQueued?: () => void) => {
      setBusy(true);
      work()
        .then(() => {
          close();
          onQueued?.();
        })
        .catch((error: unknown) => {
          setRefusal(error instanceof Error ? error.message : String(error));
        })
        .finally(() => {
          setBusy(false);
        });
    },
    dialog: { refusal, isBusy, onClose: close },
  };
}

interface Props {
  title: string;
  /** What the person confirms, in words. */
  children: ReactNode;
  /** Why this device refused to queue it; the confirm is then not offered again. */
  refusal: string | null;
  refusalTitle: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once before a signature or a certification is queued. A refusal shows in the dialog, not
 * as a toast dimmed behind it, and the confirm waits until the dialog is opened afresh.
 */
export function ConfirmQueuedDialog(p: Props) {
  return (
    <Modal opened onClose={p.onClose} title={p.title}>
      <Stack>
        {p.children}
        {p.refusal && (
          <Alert color="red" title={p.refusalTitle} role="alert">
            {p.refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onClose}>
            {p.refusal ? 'Close' : 'Cancel'}
          </Button>
          {!p.refusal && (
            <Button loading={p.isBusy} onClick={p.onConfirm}>
              {p.confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
