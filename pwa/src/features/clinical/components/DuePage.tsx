import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { TablePagination } from '../../../components/TablePagination';
import { pageRows, type PageSize } from '../../../lib/pagination';
import { useSyncStatus } from '../../../sync';
import { filterDue, type DueStatusFilter } from '../data/due-filter';
import { useDuePatients } from '../data/use-plan-of-care';
import { DueRows } from './DuePatients';

/** A page holds at most this many: the list can hold a whole practice. */
const sizes: readonly PageSize[] = [10, 25];

/** Every patient with a progress note or recertification due or overdue, most urgent first, a
 * page at a time, narrowed by status and by name or number (docs/product.md#plan-of-care). */
export function DuePage() {
  const { complete } = useSyncStatus();
  const due = useDuePatients(complete !== false);
  const [status, setStatus] = useState<DueStatusFilter>('all');
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<PageSize>(10);
  const rows = useMemo(
    () => (due ? filterDue(due, { status, text: deferred }) : null),
    [due, status, deferred],
  );
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
          setPage(0);
        }}
      />
      <TextInput
        aria-label="Find a due patient"
        placeholder="Patient name or number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(0);
        }}
      />
      {rows === null ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <Text>{due?.length ? 'No due patient matches.' : 'Nothing is due.'}</Text>
      ) : (
        <>
          <DueRows rows={pageRows(rows, page, size)} testId="due-list" />
          <TablePagination
            total={rows.length}
            page={page}
            size={size}
            sizes={sizes}
            onPage={setPage}
            onSize={(s) => {
              setSize(s);
              setPage(0);
            }}
          />
        </>
      )}
    </Stack>
  );
}
