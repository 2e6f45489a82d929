import { Text } from '@mantine/core';
import { exercises, sameValue, type HomeProgram, type StoredProgram } from '@optolight/domain';
import { formatDate } from '../../../lib/format';
import type { DeviceProgram } from '../data/program-section';

const describe = (p: HomeProgram) =>
  p.exercises.map((e) => `${exercises[e.exercise].title} ${e.amount} ${e.unit}`).join(', ') +
  `; ${p.sessionsPerWeek} sessions a week until ${formatDate(p.endDate)}.`;

/**
 * The current programme in one line: the version the server stored when it is what this tablet
 * holds, or the tablet's own save that has not reached the server (or its last read) yet.
 */
export function ProgramSummary(props: {
  device: DeviceProgram;
  latest: StoredProgram | undefined;
}) {
  const { device, latest } = props;
  const program = device.program ?? latest?.program;
  const isServerCopy = latest && (!device.program || sameValue(device.program, latest.program));
  return (
    <div>
      <Text data-testid="current-program">
        {!program
          ? 'No programme prescribed yet.'
          : isServerCopy
            ? `Version ${latest.version}, ${formatDate(latest.prescribedAt)}: ${describe(program)}`
            : `Prescribed on this tablet: ${describe(program)}`}
      </Text>
      {device.refusedWith ? (
        <Text c="red.8" size="sm" role="alert">
          The server refused this programme: {device.refusedWith}
        </Text>
      ) : (
        device.isQueued && (
          <Text size="sm" c="dimmed" data-testid="program-queued">
            Saved on this tablet; it goes to the server, and to the patient, when the tablet syncs.
          </Text>
        )
      )}
    </div>
  );
}
