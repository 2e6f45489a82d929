import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useSyncStatus, type SyncState } from '../../../sync';
import type { Waiting } from '../data/waiting';

const changes = (n: number) => (n === 1 ? '1 change' : `${String(n)} changes`);

/** Why queued changes are still here, in the header's words. */
const why: Partial<Record<SyncState, string>> = {
  offline: 'waiting: offline',
  signin: 'waiting: sign in again',
};

/** What of this patient, record or section has not reached the server, and why: a conflict
 * to settle, changes queued (offline, signed out, or about to go) and changes refused. */
export function waitingText(waiting: Waiting, state: SyncState): string {
  const parts: string[] = [];
  if (waiting.conflicts)
    parts.push(waiting.conflicts === 1 ? '1 conflict' : `${String(waiting.conflicts)} conflicts`);
  if (waiting.pending) parts.push(`${changes(waiting.pending)} ${why[state] ?? 'waiting to sync'}`);
  if (waiting.refused) parts.push(`${changes(waiting.refused)} not accepted`);
  return parts.join(' · ');
}

/** A line under a patient or record: nothing when all of it is on the server. */
export function WaitingNote({ waiting }: { waiting: Waiting | undefined }) {
  const { state } = useSyncStatus();
  if (!waiting) return null;
  const text = waitingText(waiting, state);
  if (!text) return null;
  const isAlarm = waiting.conflicts > 0 || waiting.refused > 0;
  const Icon = isAlarm ? IconAlertTriangle : IconClockHour4;
  return (
    <Group gap={4} wrap="nowrap" data-testid="waiting">
      <Icon size={14} aria-hidden color={`var(--mantine-color-${isAlarm ? 'red' : 'yellow'}-9)`} />
      <Text size="xs" fw={600} c={isAlarm ? 'red.9' : 'dark.6'}>
        {text}
      </Text>
    </Group>
  );
}
