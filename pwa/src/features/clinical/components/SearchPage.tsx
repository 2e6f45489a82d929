import { Badge, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { DownloadNotice } from '../../../components/DownloadBar';
import { PatientTable } from '../../../components/PatientTable';
import { unarchived, usePatients } from '../data/patients';
import { filterPatients } from '../data/rows';
import { useOpenPatient } from './use-open-patient';
import { useWaiting } from '../data/waiting';
import { WaitingNote } from './WaitingNote';

/** Search Patient (docs/product.md#patient-lists): filters by patient id and name as the clinician
 * types. */
export function SearchPage() {
  const openPatient = useOpenPatient();
  const patients = usePatients();
  const waiting = useWaiting();
  const [query, setQuery] = useState('');
  const [withArchived, setWithArchived] = useState(false);
  // Typing stays responsive with thousands of patients: the table catches up a frame later.
  const deferred = useDeferredValue(query);
  const listed = useMemo(
    () => (patients && !withArchived ? unarchived(patients) : patients),
    [patients, withArchived],
  );
  const rows = listed ? filterPatients(listed, deferred) : null;
  return (
    <Stack>
      <PageTitle>Search Patient</PageTitle>
      <DownloadNotice />
      <TextInput
        aria-label="Search patients"
        placeholder="Eg: Patient Name, Patient Id..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
        }}
      />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            Recent Patients
          </Title>
          <Switch
            label="Show archived patients"
            checked={withArchived}
            onChange={(e) => {
              setWithArchived(e.currentTarget.checked);
            }}
          />
        </Group>
        <PatientTable
          key={deferred}
          label="Patients"
          patients={rows}
          defaultPageSize={5}
          onOpen={openPatient}
          renderStatus={(p) => (
            <>
              {p.isArchived && <Badge color="gray">Archived</Badge>}
              <WaitingNote waiting={waiting?.get(p.id)} />
            </>
          )}
          emptyText={
            deferred.trim() && patients?.length
              ? `No patient matches “${deferred.trim()}”.`
              : 'No patients yet.'
          }
        />
      </Paper>
    </Stack>
  );
}
