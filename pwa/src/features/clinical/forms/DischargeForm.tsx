import { SimpleGrid, Text } from '@mantine/core';
import {
  certificationDisciplineOptions,
  DischargePlan,
  dischargePlanLabels as l,
  dischargePlanOptions,
  treatmentPlanOptions,
  type EvaluationType,
} from '@optolight/domain';
import { certifyNeed, reviewSentence } from '@optolight/report';
import { useController, useFormContext } from 'react-hook-form';
import { clinicalFieldsOf } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';
import { SignaturePad } from './SignaturePad';

/** Field names checked against the form's values. */
const { ChoiceField, DateField, LongTextField, RadioField, TextField } =
  clinicalFieldsOf<DischargePlan>();

function Signature() {
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'therapistSign' });
  return (
    <SignaturePad
      label={l.therapistSign}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
    />
  );
}

/** Which parts show depends on the type (docs/product.md#discharge-form-by-record-type): no
 * discharge-plan radio for a Progress Note, the treatment plan only for one, no certification
 * statement for Progress or Discharge Notes. */
export function dischargeParts(type: EvaluationType) {
  return {
    hasDischargePlan: type !== 'Progress Note',
    hasTreatmentPlan: type === 'Progress Note',
    hasCertification: type === 'mainEvaluation' || type === 'Update Note',
  };
}

export function DischargeForm({
  evaluationType,
  ...props
}: SectionFormProps<DischargePlan> & { evaluationType: EvaluationType }) {
  const parts = dischargeParts(evaluationType);
  return (
    <SectionForm schema={DischargePlan} title="Discharge Form" {...props}>
      {parts.hasDischargePlan && (
        <RadioField name="dischargePlan" label={l.dischargePlan} options={dischargePlanOptions} />
      )}
      {parts.hasTreatmentPlan && (
        <ChoiceField name="treatmentPlan" label={l.treatmentPlan} options={treatmentPlanOptions} />
      )}
      <LongTextField name="additionalPlans" label={l.additionalPlans} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="physicianName" label={l.physicianName} />
        <TextField name="therapistName" label={l.therapistName} />
        <DateField name="certification.from" label={l.from} />
        <DateField name="certification.to" label={l.to} />
        <DateField name="date" label={l.date} />
      </SimpleGrid>
      {parts.hasCertification && (
        <>
          <Text size="sm">
            {certifyNeed} {reviewSentence()}
          </Text>
          <ChoiceField
            name="certification.discipline"
            label={l.discipline}
            options={certificationDisciplineOptions}
          />
        </>
      )}
      <Signature />
    </SectionForm>
  );
}
