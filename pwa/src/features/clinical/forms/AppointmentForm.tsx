import { NativeSelect, SimpleGrid } from '@mantine/core';
import {
  Appointment,
  appointmentLabels as l,
  initialEvaluationOptions,
  insuranceOptionsFor,
  optionLabel,
  othersOption,
  rxOptions,
  serviceOptions,
} from '@optolight/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldMark } from '../../../components/fields';
import { DiagnosisField } from './DiagnosisField';
import { clinicalFieldsOf } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** Field names checked against the form's values. */
const { ChecksField, DateField, RadioField, TextField } = clinicalFieldsOf<Appointment>();

interface Props extends SectionFormProps<Appointment> {
  /** The patient's date of birth: Medicaid is offered only up to 20
   * (docs/decisions.md#medicaid-up-to-age-20). */
  dateOfBirth: string;
  /** The main evaluation dates its visit by createdAt, notes by appointmentDate
   * (docs/product.md#visit-dates). */
  dateField: 'createdAt' | 'appointmentDate';
}

/** Primary and treatment diagnoses, coded; 'others' shows its free-text field
 * (docs/product.md#diagnoses-and-icd-10-cm-codes). */
function Diagnoses() {
  return (
    <>
      <DiagnosisField
        name="primaryDiagnosis"
        label={l.primaryDiagnosis}
        otherName="otherPrimaryDiagnosis"
        otherLabel={l.otherPrimaryDiagnosis}
      />
      <DiagnosisField
        name="treatmentDiagnosis"
        label={l.treatmentDiagnosis}
        otherName="othertreatmentDiagnosis"
        otherLabel={l.othertreatmentDiagnosis}
      />
    </>
  );
}

/** Insurance is one `{ title }` item (or null); the select edits the title. */
function Insurance({ dateOfBirth }: { dateOfBirth: string }) {
  const { control, setValue } = useFormContext();
  const insurance: unknown = useWatch({ control, name: 'insurance' });
  const title =
    typeof insurance === 'object' &&
    insurance !== null &&
    'title' in insurance &&
    typeof insurance.title === 'string'
      ? insurance.title
      : '';
  const options = insuranceOptionsFor(dateOfBirth, new Date());
  return (
    <>
      <NativeSelect
        label={l.insurance}
        {...fieldMark('insurance.title')}
        value={title}
        onChange={(e) => {
          const t = e.currentTarget.value;
          setValue('insurance', t === '' ? null : { title: t }, { shouldDirty: true });
        }}
        data={[
          { value: '', label: '—' },
          ...options.map((o) => ({ value: o, label: optionLabel(o) })),
        ]}
      />
      {title === othersOption && <TextField name="otherInsurance" label={l.otherInsurance} />}
    </>
  );
}

export function AppointmentForm({ dateOfBirth, dateField, ...props }: Props) {
  return (
    <SectionForm schema={Appointment} title="Appointment" {...props}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name={dateField} label={l[dateField]} />
        <DateField name="onSetDate" label={l.onSetDate} />
        <DateField name="socDate" label={l.socDate} />
        <DateField name="prescriptionDate" label={l.prescriptionDate} />
        <RadioField
          name="initialEvaluation"
          label={l.initialEvaluation}
          options={initialEvaluationOptions}
        />
        <RadioField name="rx" label={l.rx} options={rxOptions} />
        <TextField name="physiciansName" label={l.physiciansName} />
        <Insurance dateOfBirth={dateOfBirth} />
      </SimpleGrid>
      <Diagnoses />
      <ChecksField name="service" label={l.service} options={serviceOptions} cols={4} />
    </SectionForm>
  );
}
