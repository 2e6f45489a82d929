import { SimpleGrid, Table } from '@mantine/core';
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
import { eyeRows, type EyeRow } from './eye-rows';
import { ChecksField, NumberField, SelectField, TextField } from './fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

const rows = eyeRows((key) => fieldLabel('objectiveObservation', key));
const eyes = [
  { key: 'leftObservation', title: 'Left Eye' },
  { key: 'rightObservation', title: 'Right Eye' },
] as const;

function EyeCell({ row, eye, title }: { row: EyeRow; eye: string; title: string }) {
  const name = `${eye}.${row.path}`;
  const label = `${title}: ${row.label}`;
  if (row.type === 'select')
    return <SelectField name={name} label={label} options={row.options} isLabelHidden />;
  if (row.type === 'number') return <NumberField name={name} label={label} isLabelHidden />;
  return <TextField name={name} label={label} isLabelHidden />;
}

/** Objectives of Observation: whole-patient findings, then Left Eye / Right Eye (spec §2). */
export function ObservationForm(props: SectionFormProps<ObjectiveObservation>) {
  return (
    <SectionForm schema={ObjectiveObservation} title="Observations" {...props}>
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing={4} aria-label="Objectives of Observation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Observation</Table.Th>
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
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label="Other Observations">
        <SelectField name="eyeDominance" label={l.eyeDominance} options={eyeDominanceOptions} />
        <SelectField
          name="visualAcuityDevelopment"
          label={l.visualAcuityDevelopment}
          options={visualAcuityDevelopmentOptions}
        />
        <SelectField name="eyeOpening" label={l.eyeOpening} options={eyeOpeningOptions} />
        <NumberField name="pupillaryDistance" label={l.pupillaryDistance} />
        <SelectField name="gait" label={l.gait} options={gaitOptions} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChecksField
          name="orientation"
          label={l.orientation}
          options={orientationOptions}
          cols={3}
        />
        <ChecksField name="mood" label={l.mood} options={moodOptions} cols={3} />
      </SimpleGrid>
    </SectionForm>
  );
}
