import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import type { SectionName } from '@optolight/domain';
import { useSyncStatus } from '../../../sync';
import { sectionKeyOf, useWaiting, type Waiting } from '../data/waiting';
import { waitingText } from './WaitingNote';

/** A tab's mark: an icon a glance finds, the words for screen readers, the title kept as the
 * tab's name (so 'Appointment' is still 'Appointment'). */
function TabMark({ id, waiting, text }: { id: string; waiting: Waiting; text: string }) {
  return (
    <Group gap={2} wrap="nowrap" data-testid="tab-mark">
      {waiting.conflicts > 0 || waiting.refused > 0 ? (
        <IconAlertTriangle size={16} color="var(--mantine-color-red-8)" aria-hidden />
      ) : (
        <IconClockHour4 size={16} color="var(--mantine-color-yellow-9)" aria-hidden />
      )}
      {waiting.pending > 0 && (
        <Text span size="xs" fw={700} aria-hidden>
          {waiting.pending}
        </Text>
      )}
      {/* Hidden from the tab's name (still 'Evaluation One'), read as its description. */}
      <VisuallyHidden id={id} aria-hidden>
        {text}
      </VisuallyHidden>
    </Group>
  );
}

/** What of a record waits to sync: for the line above its tabs, and a mark per tab (or its
 * words, in a phone's list of forms). */
export function useRecordMarks(recordId: string | null) {
  const waiting = useWaiting();
  const { state } = useSyncStatus();
  const of = (section: SectionName) =>
    recordId ? waiting?.get(sectionKeyOf(recordId, section)) : undefined;
  return {
    record: recordId ? waiting?.get(recordId) : undefined,
    /** The mark in words ('1 change waiting: offline'), '' for none: a phone's form list. */
    words: (section: SectionName) => {
      const w = of(section);
      return w ? waitingText(w, state) : '';
    },
    tab: (section: SectionName) => {
      const w = of(section);
      const text = w ? waitingText(w, state) : '';
      if (!w || !text) return {};
      const id = `tab-mark-${section}`;
      return {
        'aria-describedby': id,
        rightSection: <TabMark id={id} waiting={w} text={text} />,
      };
    },
  };
}
