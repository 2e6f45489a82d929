import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { usePaged } from '../../../components/use-paged';
import { useSyncStatus } from '../../../sync';
import { filterDue, type DueStatusFilter } from '../data/due-filter';
import { useDuePatients } from '../data/use-plan-of-care';
import { DueRows } from './DuePatients';

/** A page holds at most this many: the list can hold a whole practice. */
const sizes = [10, 25] as const;

/** Every patient with a progress note or recertification due or overdue, most urgent first, a
 * page at a time, narrowed by status and by name or number (docs/product.md#plan-of-care). */
export function DuePage() {
  const { complete } = useSyncStatus();
  const due = useDuePatients(complete !== false);
  const [status, setStatus] = useState<DueStatusFilter>('all');
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const rows = useMemo(
    () => (due ? filterDue(due, { status, text: deferred }) : null),
    [due, status, deferred],
  );
  const paged = usePaged(rows, sizes);
  return (
    <Stack>
      <PageTitle>Due for a note or recertification</PageTitle>
      {complete === false && (
        <Text size="sm" c="dimmed">
          The practice is still downloading: the list is complete once it is on this device.
        </Text>
      )}
      <SegmentedControl
        aria-label="Show"
        value={status}
        data={[
          { value: 'all', label: 'All' },
          { value: 'overdue', label: 'Overdue' },
          { value: 'due', label: 'Due soon' },
        ]}
        onChange={(value) => {
          setStatus(value);
          paged.toFirst();
        }}
      />
      <TextInput
        aria-label="Find a due patient"
        placeholder="Patient name or number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          paged.toFirst();
        }}
      />
      {rows === null ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <Text>{due?.length ? 'No due patient matches.' : 'Nothing is due.'}</Text>
      ) : (
        <>
          <DueRows rows={paged.shown} testId="due-list" />
          {paged.pager}
        </>
      )}
    </Stack>
  );
}
