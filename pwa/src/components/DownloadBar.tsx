import { Alert, Progress, Text } from '@mantine/core';
import { formatCount as count } from '../lib/format';
import { useShownAfter } from '../lib/use-shown-after';
import { useSyncStatus } from '../sync';

/** How much of the practice is on this device, while the first download runs. Read out as
 * records, not as a percentage: Mantine's own progressbar semantics are turned off for ours. */
export function DownloadBar({ stored, total }: { stored: number; total: number }) {
  return (
    <Progress.Root
      size="sm"
      role="progressbar"
      aria-label="Practice downloaded to this device"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={stored}
      aria-valuetext={`${count(stored)} of ${count(total)} records`}
    >
      <Progress.Section value={total > 0 ? (100 * stored) / total : 0} withAria={false} />
    </Progress.Root>
  );
}

/** A download this short never shows the notice: a small practice is on the tablet at once. */
const NOTICE_AFTER_MS = 1000;

/**
 * Above a patient list while this device does not yet hold the whole practice: the list and
 * search show what is here, and say so. The header counts the download from its start.
 */
export function DownloadNotice() {
  const { complete, download, state } = useSyncStatus();
  const isShown = useShownAfter(complete === false, NOTICE_AFTER_MS);
  if (!isShown) return null;
  const isOffline = state === 'offline';
  return (
    <Alert
      color={isOffline ? 'gray' : 'blue'}
      title={
        isOffline
          ? 'Offline: the practice is not all on this tablet yet'
          : 'Downloading the practice to this tablet'
      }
      data-testid="download-notice"
    >
      {download && <DownloadBar stored={download.stored} total={download.total} />}
      <Text size="sm" mt={6}>
        Search and this list show only the patients already on this tablet; some may be missing
        until the download ends.
        {isOffline && ' It goes on from where it stopped once the tablet is back online.'}
      </Text>
    </Alert>
  );
}
