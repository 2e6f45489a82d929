import { ActionIcon, Box, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pageSizes, type PageSize } from '../lib/pagination';
import { useIsPhone } from '../lib/use-is-phone';
import { PatientCards } from './PatientCards';
import { usePaged } from './use-paged';

/** What a row shows; `id` is the patient's record id. */
export interface PatientRow {
  id: string;
  patientId: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  phone: string;
}

interface Props<P extends PatientRow> {
  /** null while loading. */
  patients: readonly P[] | null;
  /** The table's accessible name, e.g. 'Recent Patients'. */
  label: string;
  /** 3 on the dashboard, 5 on the search page (docs/product.md#tables-and-pagination). */
  defaultPageSize?: PageSize;
  onOpen: (patient: P) => void;
  /** Said when there is no row: no patients at all, or none that matches a search. */
  emptyText?: string;
  /** Shown under the name: what of this patient waits to sync (the caller knows). */
  renderStatus?: (patient: P) => ReactNode;
}

const fullName = (p: PatientRow) => `${p.firstName} ${p.lastName}`;

interface RowsProps<P extends PatientRow> extends Pick<
  Props<P>,
  'label' | 'onOpen' | 'renderStatus'
> {
  rows: readonly P[];
  /** 'Loading...' or why there is no row; null when there are rows. */
  status: string | null;
}

function RowsTable<P extends PatientRow>({
  label,
  rows,
  onOpen,
  status,
  renderStatus,
}: RowsProps<P>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Patient Name</Table.Th>
            <Table.Th>Patient Id</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text size="sm">{status}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                {fullName(p)}
                {renderStatus?.(p)}
              </Table.Td>
              <Table.Td>{p.patientId}</Table.Td>
              <Table.Td>{[p.address, p.city].filter(Boolean).join(', ')}</Table.Td>
              <Table.Td>{p.phone}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Open ${fullName(p)}`}
                  onClick={() => {
                    onOpen(p);
                  }}
                >
                  <IconChevronRight size={18} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Patient Name, Patient Id, Address, Phone, Action; paginated 3/5/10/25/All
 * (docs/product.md#patient-lists). On a phone each row is a card, with the same names. */
export function PatientTable<P extends PatientRow>({
  patients,
  label,
  defaultPageSize = 3,
  onOpen,
  emptyText = 'No patients yet.',
  renderStatus,
}: Props<P>) {
  const paged = usePaged(patients, pageSizes, defaultPageSize);
  const isPhone = useIsPhone();
  const rows = paged.shown;
  const status = patients === null ? 'Loading...' : patients.length === 0 ? emptyText : null;

  // A list still loading keeps about a first page's room, so the rows arriving move nothing under
  // it (the dashboard's other cards, the pager): a phone's card is about 145 px, a row 45.
  const loadingRoom =
    patients === null
      ? Math.min(typeof defaultPageSize === 'number' ? defaultPageSize : 5, 5) *
        (isPhone ? 145 : 45)
      : undefined;
  return (
    <>
      <Box mih={loadingRoom}>
        {!isPhone && (
          <RowsTable
            label={label}
            rows={rows}
            onOpen={onOpen}
            status={status}
            renderStatus={renderStatus}
          />
        )}
        {isPhone && status && <Text size="sm">{status}</Text>}
        {isPhone && !status && (
          <PatientCards label={label} rows={rows} onOpen={onOpen} renderStatus={renderStatus} />
        )}
      </Box>
      {paged.pager}
    </>
  );
}
