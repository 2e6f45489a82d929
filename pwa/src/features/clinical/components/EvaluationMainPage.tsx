import { Alert, Anchor, Box, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { kindOfEvaluationType, type EvaluationType } from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { usePatient } from '../data/patients';
import { useVisitRows } from '../data/use-visit-rows';
import { selectEvaluation, selectNote, useSelection } from '../state';
import { PatientInfoLines } from './PatientInfoLines';
import { ReportButton } from './ReportButton';
import { VisitTable } from './VisitTable';
import { useWaiting } from '../data/waiting';
import { WaitingNote } from './WaitingNote';

const titles = {
  mainEvaluation: 'Main Evaluations',
  'Progress Note': 'Progress Notes',
  'Update Note': 'Update Notes',
  'Discharge Note': 'Discharge Notes',
} as const satisfies Record<EvaluationType, string>;

const chooser = [
  ['mainEvaluation', 'Evaluation'],
  ['Progress Note', 'Progress Note'],
  ['Update Note', 'Update Note'],
  ['Discharge Note', 'Discharge Note'],
] as const;

/** /evaluationMain: patient panel, type selector and the table of that type
 * (docs/product.md#visit-tables). */
export function EvaluationMainPage() {
  const sel = useSelection();
  const navigate = useNavigate();
  const detail = usePatient(sel.patientId);
  const type = sel.evaluationType;
  const isMain = type === 'mainEvaluation';
  const rows = useVisitRows(isMain ? sel.patientId : sel.evaluationId, kindOfEvaluationType[type]);
  const waiting = useWaiting();
  const setType = (t: EvaluationType) => {
    selectNote(t, null);
  };
  const open = (id: string | null) => {
    if (isMain) {
      selectEvaluation(id);
      void navigate({ to: '/evaluation' });
    } else {
      selectNote(type, id);
      void navigate({ to: '/soapnotes' });
    }
  };

  if (!detail) {
    return (
      <Stack>
        <PageTitle>Evaluations</PageTitle>
        <Alert color="blue" title="No patient selected">
          Pick a patient on{' '}
          <Anchor component={Link} to="/search" c="blue.9" underline="always">
            Search Patient
          </Anchor>
          .
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack>
      <PageTitle>Evaluations</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <Box mb="xs">
              <WaitingNote waiting={waiting?.get(detail.patient.id)} />
            </Box>
            <PatientInfoLines detail={detail} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            {/* One way to choose: a row of buttons, one tap each (a dropdown beside them did the
                same in two). */}
            <Group gap="xs" role="group" aria-label="Evaluation type">
              {chooser.map(([t, label]) => (
                <Button
                  key={t}
                  size="xs"
                  variant={t === type ? 'filled' : 'default'}
                  aria-pressed={t === type}
                  onClick={() => {
                    setType(t);
                  }}
                >
                  {label}
                </Button>
              ))}
            </Group>
            {!isMain && !sel.evaluationId ? (
              <Alert color="yellow">
                Notes belong to a main evaluation: open one with Details on the patient page first.
              </Alert>
            ) : (
              <Paper withBorder p="md">
                <VisitTable
                  title={titles[type]}
                  rows={rows}
                  onAdd={() => {
                    open(null);
                  }}
                  renderStatus={(row) => (
                    <>
                      {row.signed && (
                        <Text size="xs" fw={600} c="teal.9" data-testid="signed-mark">
                          Signed
                        </Text>
                      )}
                      <WaitingNote waiting={waiting?.get(row.id)} />
                    </>
                  )}
                  actions={[
                    {
                      header: 'Edit',
                      render: (row) => (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => {
                            open(row.id);
                          }}
                        >
                          {isMain ? 'Edit evaluation' : 'Edit note'}
                        </Button>
                      ),
                    },
                    { header: 'Report', render: (row) => <ReportButton recordId={row.id} /> },
                  ]}
                />
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
