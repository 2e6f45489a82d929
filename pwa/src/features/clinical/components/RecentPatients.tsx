import { Paper, Title } from '@mantine/core';
import { DownloadNotice } from '../../../components/DownloadBar';
import { PatientTable } from '../../../components/PatientTable';
import { useMemo } from 'react';
import { unarchived, usePatients } from '../data/patients';
import { useOpenPatient } from './use-open-patient';
import { useWaiting } from '../data/waiting';
import { WaitingNote } from './WaitingNote';

/** Recent Patients: the device's patients, newest change first, 3 rows per page
 * (docs/product.md#patient-lists). */
export function RecentPatients() {
  const openPatient = useOpenPatient();
  const all = usePatients();
  // Archived patients are set aside: Search shows them with its toggle.
  const patients = useMemo(() => all && unarchived(all), [all]);
  const waiting = useWaiting();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs" id="recent-patients">
        Recent Patients
      </Title>
      <DownloadNotice />
      <PatientTable
        label="Recent Patients"
        patients={patients}
        defaultPageSize={3}
        onOpen={openPatient}
        renderStatus={(p) => <WaitingNote waiting={waiting?.get(p.id)} />}
      />
    </Paper>
  );
}
