import { SimpleGrid } from '@mantine/core';
import {
  longTermGoalOptions,
  LongTermGoals,
  longTermGoalsLabels as ll,
  rehabPotentialOptions,
  shortTermGoalOptions,
  ShortTermGoals,
  shortTermGoalsLabels as sl,
  treatmentModalityOptions,
} from '@optolight/domain';
import { GoalTargetDates } from './GoalTargetDates';
import { clinicalFieldsOf } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** Field names checked against each form's values. */
const short = clinicalFieldsOf<ShortTermGoals>();
const long = clinicalFieldsOf<LongTermGoals>();

export function ShortTermGoalsForm(props: SectionFormProps<ShortTermGoals>) {
  const { ChecksField, LongTextField } = short;
  return (
    <SectionForm schema={ShortTermGoals} title="Short Term Goals" {...props}>
      <ChecksField
        name="shortTermGoals"
        label={sl.shortTermGoals}
        options={shortTermGoalOptions}
        cols={1}
      />
      <LongTextField name="additionalGoals" label={sl.additionalGoals} />
      <GoalTargetDates listName="shortTermGoals" />
    </SectionForm>
  );
}

/** Long Term Goals with the plan of care; the three frequency fields are numbers only
 * (docs/product.md#validation). */
export function LongTermGoalsForm(props: SectionFormProps<LongTermGoals>) {
  const { ChecksField, ChoiceField, LongTextField, NumberField, TextField } = long;
  return (
    <SectionForm schema={LongTermGoals} title="Long Term Goals" {...props}>
      <ChecksField
        name="longTermGoals"
        label={ll.longTermGoals}
        options={longTermGoalOptions}
        cols={1}
      />
      <LongTextField name="additionalGoals" label={ll.additionalGoals} />
      <GoalTargetDates listName="longTermGoals" />
      <LongTextField name="recomendedTreatment" label={ll.recomendedTreatment} />
      <ChecksField
        name="treatmentModalities"
        label={ll.treatmentModalities}
        options={treatmentModalityOptions}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="otherModalities1" label={ll.otherModalities1} />
        <TextField name="otherModalities2" label={ll.otherModalities2} />
        <TextField name="otherModalities3" label={ll.otherModalities3} />
        <ChoiceField
          name="rehabPotential"
          label={ll.rehabPotential}
          options={rehabPotentialOptions}
        />
        <NumberField name="frequencyTreatmentWK" label={ll.frequencyTreatmentWK} />
        <NumberField name="frequencyTreatmentWKS" label={ll.frequencyTreatmentWKS} />
        <NumberField name="frequencyTreatmenTotalVisit" label={ll.frequencyTreatmenTotalVisit} />
      </SimpleGrid>
      <LongTextField name="agrement" label={ll.agrement} />
    </SectionForm>
  );
}
