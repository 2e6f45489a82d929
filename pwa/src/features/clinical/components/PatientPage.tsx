import { Alert, Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useSeesClinical } from '../../../lib/session';
import { useLogView } from '../data/access';
import { usePatient } from '../data/patients';
import { useWaiting } from '../data/waiting';
import { useSelection } from '../state';
import { AccessLogPanel } from './AccessLogPanel';
import { ArchiveButton, ArchivedNotice } from './ArchivePatient';
import { FhirExportButton } from './FhirExportButton';
import { MeasuresPanel } from './MeasuresPanel';
import { PatientHistory } from './PatientHistory';
import { PatientIdSearch } from './PatientIdSearch';
import { PatientInfoLines } from './PatientInfoLines';
import { PlanOfCarePanel } from './PlanOfCarePanel';
import { WaitingNote } from './WaitingNote';

/**
 * /patient (docs/product.md#patient-page): what a therapist opens a patient for first, in the
 * first screen of a tablet: the details, the visits and what is due. The graphs, outcome
 * measures, home programme and access log follow, each closed to a line until opened. The app
 * composes the outcome measures and the home programme in.
 */
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
  const name = detail ? `${detail.patient.firstName} ${detail.patient.lastName}`.trim() : '';
  const clinical = useSeesClinical();
  return (
    <Stack>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle documentTitle="Patient">{name || 'Patient'}</PageTitle>
        <PatientIdSearch />
      </Group>
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
            <WaitingNote waiting={waiting?.get(detail.patient.id)} />
            <PatientInfoLines
              detail={detail}
              isNameShown={false}
              actions={
                <Group gap="xs">
                  {clinical && <FhirExportButton patientId={detail.patient.id} />}
                  <ArchiveButton detail={detail} />
                </Group>
              }
            />
            <ArchivedNotice detail={detail} />
          </Paper>
          {clinical ? (
            <>
              <Paper withBorder p="md">
                <Title order={2} size="h4" mb="xs">
                  Patient History
                </Title>
                <PatientHistory patientId={detail.patient.id} />
              </Paper>
              <PlanOfCarePanel patientId={detail.patient.id} />
              <MeasuresPanel patientId={detail.patient.id} />
              {outcomes?.(detail.patient.id)}
              {/* The home programme beside the measures: what the patient did next to what
                  changed. */}
              {homeProgramme?.(detail.patient.id)}
              <AccessLogPanel key={detail.patient.id} patientId={detail.patient.id} />
            </>
          ) : (
            <>
              {/* The front desk books the visits and sees what is due, from the plan's dates. */}
              <PlanOfCarePanel patientId={detail.patient.id} />
              <Alert color="gray" title="Clinical records">
                Evaluations, notes and their history are for the practice&apos;s clinicians.
              </Alert>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
