import { Alert, Anchor, Box, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useLogView } from '../data/access';
import { useDb } from '../data/db';
import { loadPatients, usePatient } from '../data/patients';
import { selectPatient, useSelection } from '../state';
import { AccessLogPanel } from './AccessLogPanel';
import { ArchivePatient } from './ArchivePatient';
import { PatientHistory } from './PatientHistory';
import { PatientInfoLines } from './PatientInfoLines';
import { MeasuresPanel } from './MeasuresPanel';
import { PlanOfCarePanel } from './PlanOfCarePanel';
import { useWaiting } from '../data/waiting';
import { WaitingNote } from './WaitingNote';

/** A box to jump to another patient by their patient id (docs/product.md#patient-page). The list is
 * read only when the clinician submits, so opening a patient never pays for loading every
 * patient. */
function PatientIdSearch() {
  const db = useDb();
  const [text, setText] = useState('');
  const [isMissing, setMissing] = useState(false);
  const find = async () => {
    if (!db || text.trim() === '') return;
    const q = text.trim().toLowerCase();
    const all = await loadPatients(db);
    const found =
      all.find((p) => p.patientId.toLowerCase() === q) ??
      all.find((p) => p.patientId.toLowerCase().includes(q));
    setMissing(!found);
    if (found) selectPatient(found.id);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void find();
      }}
      role="search"
    >
      <Group align="flex-start">
        <TextInput
          aria-label="Search by Patient Id"
          placeholder="Patient Id"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setMissing(false);
          }}
          error={isMissing ? 'No patient with this Patient Id' : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
          Find
        </Button>
      </Group>
    </form>
  );
}

/** /patient: the selected patient's details and visit history
 * (docs/product.md#patient-page); the app composes the outcome measures and the home programme
 * in. */
export function PatientPage({
  homeProgramme,
  outcomes,
}: {
  homeProgramme?: (patientId: string) => ReactNode;
  outcomes?: (patientId: string) => ReactNode;
}) {
  const { patientId } = useSelection();
  const detail = usePatient(patientId);
  const waiting = useWaiting();
  useLogView(detail?.patient.id);
  return (
    <Stack>
      <PageTitle>Appointment</PageTitle>
      <PatientIdSearch />
      {detail === null && (
        <Alert color="blue" title="No patient selected">
          Pick a patient on{' '}
          <Anchor component={Link} to="/search" c="blue.9" underline="always">
            Search Patient
          </Anchor>
          .
        </Alert>
      )}
      {detail && (
        <>
          <Paper withBorder p="md">
            <Box mb="xs">
              <WaitingNote waiting={waiting?.get(detail.patient.id)} />
            </Box>
            <PatientInfoLines detail={detail} />
            <ArchivePatient detail={detail} />
          </Paper>
          <PlanOfCarePanel patientId={detail.patient.id} />
          <MeasuresPanel patientId={detail.patient.id} />
          {outcomes?.(detail.patient.id)}
          {/* The home programme beside the measures: what the patient did next to what changed. */}
          {homeProgramme?.(detail.patient.id)}
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              Patient History
            </Title>
            <PatientHistory patientId={detail.patient.id} />
          </Paper>
          <AccessLogPanel key={detail.patient.id} patientId={detail.patient.id} />
        </>
      )}
    </Stack>
  );
}
