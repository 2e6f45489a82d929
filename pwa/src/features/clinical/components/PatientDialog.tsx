import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PatientDialogForm, PatientInfo, patientInfoLabels as l } from '@optolight/domain';
import type { z } from 'zod';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { newPatientDraftKey } from '../../../db/draft-places';
import { requireDb } from '../data/db';
import { isPatientIdTaken, registerPatient, updatePatientInfo } from '../data/patients';
import { DraftNotice } from '../forms/DraftNotice';
import { keepSaveError, SaveErrorAlert } from '../forms/save-error';
import { fieldsOf } from '../../../components/fields';
import { useSectionDraft } from '../forms/use-section-draft';
import { CountryField } from './CountryField';
import { RequiredMark } from '../../../components/RequiredMark';
import { requiredFields } from '../../../lib/forms/required';
import { showSavedOnDevice } from '../../../lib/saved-toast';

/** Field names checked against the form's values. */
const { DateField, TextField } = fieldsOf<PatientDialogForm>();

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Absent: Register Patient. Present: Update Patient Info of that record. */
  editing?: { id: string; info: PatientInfo; stored: unknown };
  onRegistered?: (id: string) => void;
}

/** Seen as a form over loose values: the form starts with blanks the schema rejects (no radio
 * chosen yet), and the resolver reports them. */
const schema: z.ZodType<PatientDialogForm, FieldValues> = PatientDialogForm;

/** The dialog's fields in order (the country picker follows). */
const fields = [
  ['patientId', TextField],
  ['age', DateField],
  ['firstName', TextField],
  ['lastName', TextField],
  ['phone', TextField],
  ['emPhone', TextField],
  ['emPerson', TextField],
  ['address', TextField],
  ['city', TextField],
  ['state', TextField],
  ['zip', TextField],
] as const;
const required = requiredFields(PatientDialogForm);

const blank = {
  patientId: '',
  firstName: '',
  lastName: '',
  phone: '',
  emPhone: '',
  emPerson: '',
  age: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: null,
};

/** The dialog's own fields of a patient's details. A listed patient carries its record id too,
 * which the strict schema refuses with an error no field shows: Update did nothing at all. */
export const patientFormValues = (info: PatientInfo): PatientInfo =>
  // Every key of the schema, each from a PatientInfo: the same shape, without what it carried.
  Object.fromEntries(PatientInfo.keyof().options.map((key) => [key, info[key]])) as PatientInfo;

/** Register Patient / Update Patient Info (docs/product.md#registering-a-patient, with the rules
 * of docs/product.md#validation and docs/decisions.md#phone-numbers): saved on the device first,
 * so it works offline. */
export function PatientDialog({ opened, onClose, editing, onRegistered }: Props) {
  const form = useForm<FieldValues, unknown, PatientDialogForm>({
    resolver: zodResolver(schema),
    defaultValues: editing ? patientFormValues(editing.info) : blank,
    // Focus stays where the clinician is, as in the section forms (SectionForm.tsx).
    shouldFocusError: false,
  });
  // What is typed survives a closed dialog, a reload or a crash, like every form's (drafts.md).
  const draft = useSectionDraft(
    form,
    // A patient not yet registered keeps one draft at a time, per account.
    { key: editing?.id ?? newPatientDraftKey, section: 'info' },
    editing?.stored,
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      const db = requireDb();
      if (await isPatientIdTaken(db, values.patientId, editing?.id)) {
        form.setError('patientId', { message: 'Another patient already has this Patient Id' });
        return;
      }
      if (editing) {
        await updatePatientInfo(db, editing.id, values, editing.stored);
        showSavedOnDevice();
      } else {
        const id = await registerPatient(db, values);
        notifications.show({ message: 'Patient registered successfully', color: 'green' });
        onRegistered?.(id);
      }
      form.reset(editing ? values : blank);
      await draft.saved(values);
      onClose();
    } catch (error) {
      // Open, with the text as typed (and its draft): the reason shows in the dialog.
      if (!keepSaveError(form, error))
        notifications.show({ message: 'Something went wrong', color: 'red' });
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Update Patient Info' : 'Register Patient'}
      size="lg"
      centered
    >
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {draft.restoredAt && (
              <DraftNotice
                typedAt={draft.restoredAt}
                onSave={(e) => void submit(e)}
                onDiscard={() => void draft.discard()}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map(([name, Field]) => (
                <RequiredMark key={name} when={required.has(name)}>
                  <Field name={name} label={l[name]} />
                </RequiredMark>
              ))}
              <CountryField />
            </SimpleGrid>
            <SaveErrorAlert form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {editing ? 'Update' : 'Register'}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
