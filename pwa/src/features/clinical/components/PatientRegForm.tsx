import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  initialEvaluationOptions,
  PatientInfo,
  patientInfoLabels,
  PatientRegForm as RegForm,
  patientRegLabels as l,
  patientRegServiceOptions,
  rxOptions,
} from '@optolight/domain';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { PageTitle } from '../../../components/PageTitle';
import { requireDb } from '../data/db';
import { isPatientIdTaken, registerPatient } from '../data/patients';
import { DiagnosisField } from '../forms/DiagnosisField';
import { clinicalFieldsOf } from '../forms/option-fields';
import { selectPatient } from '../state';
import { InsuranceChecks } from './InsuranceChecks';
import { RequiredMark } from '../../../components/RequiredMark';
import { requiredFields } from '../../../lib/forms/required';
import { useRegistrationDraft } from './use-registration-draft';

/** Field names checked against the form's values. */
const { ChecksField, DateField, NumberField, RadioField, TextField } = clinicalFieldsOf<RegForm>();

/** Seen as a form over loose values: the form starts with blanks the schema rejects (no radio
 * chosen yet), and the resolver reports them. */
const schema: z.ZodType<RegForm, FieldValues> = RegForm;

const required = requiredFields(RegForm);

const blank = {
  lastName: '',
  firstName: '',
  address: '',
  patientId: '',
  age: '',
  insurance: [],
  service: [],
  onSetDate: '',
  socDate: '',
  initialEvaluation: '',
  rx: '',
  primaryDiagnosis: [],
  otherPrimaryDiagnosis: '',
  treatmentDiagnosis: [],
  othertreatmentDiagnosis: '',
  physiciansName: '',
  duration: null,
};

/** The Patient Registration form (/patientreg, docs/product.md#registering-a-patient): the patient
 * and their patientReg are created together on the device. What is typed is kept as a draft until
 * then. */
export function PatientRegForm() {
  const navigate = useNavigate();
  const form = useForm<FieldValues, unknown, RegForm>({
    resolver: zodResolver(schema),
    defaultValues: blank,
    // Focus stays where the clinician is, as in the section forms (SectionForm.tsx): the radio
    // and check groups cannot take it.
    shouldFocusError: false,
  });
  const draft = useRegistrationDraft(form, blank);
  const submit = form.handleSubmit(async ({ age, ...reg }) => {
    try {
      const db = requireDb();
      if (await isPatientIdTaken(db, reg.patientId)) {
        form.setError('patientId', { message: 'Another patient already has this Patient Id' });
        return;
      }
      const info = PatientInfo.parse({
        patientId: reg.patientId,
        firstName: reg.firstName,
        lastName: reg.lastName,
        address: reg.address,
        age,
      });
      const id = await registerPatient(db, info, reg);
      await draft.clear();
      notifications.show({ message: 'Patient registered successfully', color: 'green' });
      selectPatient(id);
      void navigate({ to: '/patient' });
    } catch {
      notifications.show({ message: 'Something went wrong', color: 'red' });
    }
  });
  return (
    <Stack>
      <PageTitle>Patient Registration</PageTitle>
      <Paper withBorder p="md">
        <FormProvider {...form}>
          <form onSubmit={(e) => void submit(e)} noValidate aria-label="Patient Registration">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['lastName', 'firstName', 'address', 'patientId'] as const).map((name) => (
                  <RequiredMark key={name} when={required.has(name)}>
                    <TextField name={name} label={l[name]} />
                  </RequiredMark>
                ))}
                <RequiredMark when={required.has('age')}>
                  <DateField name="age" label={patientInfoLabels.age} />
                </RequiredMark>
                <DateField name="onSetDate" label={l.onSetDate} />
                <DateField name="socDate" label={l.socDate} />
                <RequiredMark when={required.has('initialEvaluation')}>
                  <RadioField
                    name="initialEvaluation"
                    label={l.initialEvaluation}
                    options={initialEvaluationOptions}
                  />
                </RequiredMark>
                <RequiredMark when={required.has('rx')}>
                  <RadioField name="rx" label={l.rx} options={rxOptions} />
                </RequiredMark>
                <TextField name="physiciansName" label={l.physiciansName} />
                <NumberField name="duration" label={l.duration} />
              </SimpleGrid>
              <ChecksField
                name="service"
                label={l.service}
                options={patientRegServiceOptions}
                cols={3}
              />
              <InsuranceChecks />
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
              <Group justify="flex-end">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Register
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </Paper>
    </Stack>
  );
}
