import { Alert, Progress, Text } from '@mantine/core';
import { useSyncStatus } from '../sync';

const count = (n: number) => n.toLocaleString('en-US');

/** How much of the practice is on this device, while the first download runs. */
export function DownloadBar({ stored, total }: { stored: number; total: number }) {
  return (
    <Progress
      size="sm"
      value={total > 0 ? (100 * stored) / total : 0}
      aria-label="Practice downloaded to this device"
      aria-valuetext={`${count(stored)} of ${count(total)} records`}
    />
  );
}

/**
 * Above a patient list while this device does not yet hold the whole practice: the list and
 * search show what is here, and say so.
 */
export function DownloadNotice() {
  const { complete, download } = useSyncStatus();
  if (complete !== false) return null;
  return (
    <Alert
      color="blue"
      title="Downloading the practice to this tablet"
      data-testid="download-notice"
    >
      {download && <DownloadBar stored={download.stored} total={download.total} />}
      <Text size="sm" mt={6}>
        Search and this list show only the patients already on this tablet; some may be missing
        until the download ends.
      </Text>
    </Alert>
  );
}
