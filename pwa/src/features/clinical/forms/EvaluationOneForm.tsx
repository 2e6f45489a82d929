import { SimpleGrid } from '@mantine/core';
import {
  autonomicNervousSystemOptions,
  EvaluationOne,
  evaluationOneLabels as l,
  locationofInjuryOptions,
  ponsOptions,
} from '@optolight/domain';
import { SelectField, TextField } from './fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

const histories = [
  'presentMedicalHistory',
  'pastMedicalHistory',
  'familyPsychosocial',
  'workEducational',
  'previousStatus',
] as const;

/** Evaluation Part One (spec §2): five histories and three choosers. */
export function EvaluationOneForm(props: SectionFormProps<EvaluationOne>) {
  return (
    <SectionForm schema={EvaluationOne} title="Evaluation One" {...props}>
      {histories.map((name) => (
        <TextField key={name} name={name} label={l[name]} isLong />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          name="autonomicNervousSystem"
          label={l.autonomicNervousSystem}
          options={autonomicNervousSystemOptions}
        />
        <SelectField name="pons" label={l.pons} options={ponsOptions} />
        <SelectField
          name="locationofInjury"
          label={l.locationofInjury}
          options={locationofInjuryOptions}
        />
      </SimpleGrid>
    </SectionForm>
  );
}
