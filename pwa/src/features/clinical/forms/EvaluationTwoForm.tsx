import { Button, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { EvaluationSecond, fieldLabel, severityOptions } from '@optolight/domain';
import { ChoiceField } from './option-fields';
import { useFillBlanks } from './fill-blanks';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** The seven symptom groups and their fields, read from the schema itself so a symptom added to
 * the domain appears here without touching the form. */
const groups = Object.entries(EvaluationSecond.shape).map(([group, schema]) => ({
  group,
  legend: fieldLabel('evaluationSecond', group),
  symptoms: Object.keys(schema.unwrap().shape),
}));

const [none] = severityOptions;

/** Most symptoms of a group are absent: mark the present ones, then the rest in one tap. */
function RestToNone({ group, legend, symptoms }: (typeof groups)[number]) {
  const fill = useFillBlanks();
  return (
    <Button
      variant="default"
      aria-label={`Set the rest to None: ${legend}`}
      onClick={() => {
        fill(Object.fromEntries(symptoms.map((s) => [`${group}.${s}`, none])));
      }}
    >
      Set the rest to None
    </Button>
  );
}

/** Evaluation Part Two: a severity per symptom, grouped (docs/product.md#records-and-sections). */
export function EvaluationTwoForm(props: SectionFormProps<EvaluationSecond>) {
  return (
    <SectionForm schema={EvaluationSecond} title="Evaluation Two" {...props}>
      {groups.map((g) => (
        <Fieldset key={g.group} legend={g.legend} data-group={g.group}>
          <Group justify="space-between" mb="xs">
            <Text size="sm" c="dimmed">
              Symptoms left empty were not assessed.
            </Text>
            <RestToNone {...g} />
          </Group>
          <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" verticalSpacing="sm">
            {g.symptoms.map((s) => (
              <ChoiceField
                key={s}
                name={`${g.group}.${s}`}
                label={fieldLabel('evaluationSecond', s)}
                options={severityOptions}
                isInline
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </SectionForm>
  );
}
