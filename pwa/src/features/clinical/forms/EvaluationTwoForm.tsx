import { Fieldset, SimpleGrid } from '@mantine/core';
import { EvaluationSecond, fieldLabel, severityOptions } from '@optolight/domain';
import { SelectField } from './fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** The seven symptom groups and their fields, read from the schema itself so a symptom added to
 * the domain appears here without touching the form. */
const groups = Object.entries(EvaluationSecond.shape).map(([group, schema]) => ({
  group,
  symptoms: Object.keys(schema.unwrap().shape),
}));

/** Evaluation Part Two: a severity select per symptom, grouped (spec §2). */
export function EvaluationTwoForm(props: SectionFormProps<EvaluationSecond>) {
  return (
    <SectionForm schema={EvaluationSecond} title="Evaluation Two" {...props}>
      {groups.map(({ group, symptoms }) => (
        <Fieldset key={group} legend={fieldLabel('evaluationSecond', group)} data-group={group}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {symptoms.map((s) => (
              <SelectField
                key={s}
                name={`${group}.${s}`}
                label={fieldLabel('evaluationSecond', s)}
                options={severityOptions}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </SectionForm>
  );
}
