import { Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  eyeDominanceOptions,
  eyeOpeningOptions,
  fieldLabel,
  gaitOptions,
  moodOptions,
  ObjectiveObservation,
  objectiveObservationLabels as l,
  orientationOptions,
  visualAcuityDevelopmentOptions,
} from '@optolight/domain';
import { eyeRows, eyes, type EyeRow } from './eye-rows';
import { EyeShortcuts } from './EyeShortcuts';
import { NumberField, TextField } from '../../../components/fields';
import { ChecksField, ChoiceField } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

const rows = eyeRows((key) => fieldLabel('objectiveObservation', key));

function EyeCell({ row, eye, title }: { row: EyeRow; eye: string; title: string }) {
  const name = `${eye}.${row.path}`;
  const label = `${title}: ${row.label}`;
  if (row.type === 'select')
    return <ChoiceField name={name} label={label} options={row.options} isLabelHidden />;
  if (row.type === 'number') return <NumberField name={name} label={label} isLabelHidden />;
  return <TextField name={name} label={label} isLabelHidden />;
}

/** Tablet and wider: one row per finding, a column per eye. */
function EyeTable() {
  return (
    <Table striped verticalSpacing={6} aria-label="Objectives of Observation">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">Observation</Table.Th>
          {eyes.map((e) => (
            <Table.Th key={e.key}>{e.title}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.path}>
            <Table.Th scope="row" fw={500}>
              {row.label}
            </Table.Th>
            {eyes.map((e) => (
              <Table.Td key={e.key}>
                <EyeCell row={row} eye={e.key} title={e.title} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A phone: each finding with its two eyes beneath it, nothing off-screen. */
function EyeList() {
  return (
    <Stack gap="md" aria-label="Objectives of Observation" role="group">
      {rows.map((row) => (
        <Stack key={row.path} gap="sm">
          <Text fw={600} size="sm">
            {row.label}
          </Text>
          {eyes.map((e) => (
            <Group key={e.key} gap="xs" wrap="nowrap" align="center">
              <Text size="sm" w={32} c="dimmed" aria-hidden>
                {e.key === 'rightObservation' ? 'OD' : 'OS'}
              </Text>
              <Box flex={1}>
                <EyeCell row={row} eye={e.key} title={e.title} />
              </Box>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** Objectives of Observation: the per-eye findings (right eye first), then whole-patient ones. */
export function ObservationForm(props: SectionFormProps<ObjectiveObservation>) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <SectionForm schema={ObjectiveObservation} title="Observations" {...props}>
      <EyeShortcuts />
      {isWide ? <EyeTable /> : <EyeList />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label="Other Observations">
        <ChoiceField name="eyeDominance" label={l.eyeDominance} options={eyeDominanceOptions} />
        <ChoiceField
          name="visualAcuityDevelopment"
          label={l.visualAcuityDevelopment}
          options={visualAcuityDevelopmentOptions}
        />
        <ChoiceField name="eyeOpening" label={l.eyeOpening} options={eyeOpeningOptions} />
        <NumberField name="pupillaryDistance" label={l.pupillaryDistance} />
        <ChoiceField name="gait" label={l.gait} options={gaitOptions} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChecksField
          name="orientation"
          label={l.orientation}
          options={orientationOptions}
          cols={3}
          canSelectAll
        />
        <ChecksField name="mood" label={l.mood} options={moodOptions} cols={3} />
      </SimpleGrid>
    </SectionForm>
  );
}
