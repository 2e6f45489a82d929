import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { LoadingState } from '../../../components/LoadingState';
import { useIsPhone } from '../../../lib/use-is-phone';
import { historyLines } from '../data/history-lines';
import { useWaiting } from '../data/waiting';
import { HistoryEntries } from './HistoryEntries';
import { useRecordHistory } from './use-record-history';

/** Unsynced work is on this device only, so the server's history cannot show it yet. */
function WaitingHint({ recordId }: { recordId: string }) {
  const waiting = useWaiting()?.get(recordId);
  if (!waiting?.pending && !waiting?.refused) return null;
  return (
    <Text size="sm" data-testid="history-unsynced">
      Changes on this device that have not synced yet are not in this history.
    </Text>
  );
}

function HistoryBody({ recordId }: { recordId: string }) {
  const state = useRecordHistory(recordId);
  switch (state.status) {
    case 'loading':
      return <LoadingState label="Loading the history" />;
    case 'offline':
      return (
        <Alert color="blue" title="History needs a connection">
          The history of a record is kept on the server. Connect to the internet and open it again.
          Changes made on this device while offline are not in it until they sync.
        </Alert>
      );
    case 'notOnServer':
      return (
        <Alert color="blue" title="Not on the server yet">
          This record has not synced yet. Its history starts once it reaches the server.
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title="The history could not be loaded">
          {state.message}
        </Alert>
      );
    case 'ready':
      return <HistoryEntries lines={historyLines(state.history)} />;
  }
}

/** 'History': every change of the record, from the server, in a dialog (full screen on a
 * phone) (docs/product.md#record-history). */
export function RecordHistoryButton({ recordId, what }: { recordId: string; what: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const isPhone = useIsPhone();
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={open}
      >
        History
      </Button>
      {opened && (
        <Modal
          opened
          onClose={close}
          title={`History of ${what}`}
          size="xl"
          fullScreen={isPhone}
          closeButtonProps={{ 'aria-label': 'Close the history' }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Newest first. Each change shows who made it, where, and every field before and after.
            </Text>
            <WaitingHint recordId={recordId} />
            <HistoryBody recordId={recordId} />
          </Stack>
        </Modal>
      )}
    </>
  );
}
