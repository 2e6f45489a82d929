import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, Group, Stack } from '@mantine/core';
import { VisitEntry, visitEntrySection } from '@optolight/domain';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf, useField } from '../../../components/fields';
import { StepperInput } from '../../../components/StepperInput';
import { DraftNotice } from './DraftNotice';
import { SaveErrorAlert } from './save-error';
import { useSectionDraft } from './use-section-draft';
import { useSectionSubmit } from './use-section-submit';

const { TextField, DateField } = fieldsOf<VisitEntry>();
/** Typed as the form sees it: values as typed in, a VisitEntry out. */
const schema: z.ZodType<VisitEntry, FieldValues> = VisitEntry;
/** The usual session lengths, one tap each. */
const usualMinutes = [30, 45, 60] as const;

function MinutesField() {
  const { ref, field, fieldState } = useField('minutes');
  const minutes = typeof field.value === 'number' ? field.value : '';
  return (
    <Stack gap={6}>
      <StepperInput
        label="Minutes"
        ref={ref}
        value={minutes}
        min={1}
        max={600}
        step={5}
        allowDecimal={false}
        onChange={(v) => {
          field.onChange(typeof v === 'number' ? v : null);
        }}
        error={fieldState.error?.message}
        wrapperProps={{ 'data-field': 'minutes' }}
      />
      <Group gap="xs" role="group" aria-label="Usual lengths">
        {usualMinutes.map((m) => (
          <Chip
            key={m}
            checked={minutes === m}
            onChange={() => {
              field.onChange(m);
            }}
          >
            {m} min
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}

interface Props {
  /** The entry's id, or the evaluation's when adding one: the draft's key. */
  draftKey: string;
  initial: VisitEntry;
  /** `editedFrom`: the entry as stored when the typing started. */
  onSave: (values: VisitEntry, editedFrom: unknown) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
}

/** One visit entry: date, minutes and what was done (docs/product.md#plan-of-care). What is
 * typed is kept as a draft until saved (docs/drafts.md). */
export function VisitEntryForm({ draftKey, initial, onSave, onCancel, onDelete }: Props) {
  const form = useForm<FieldValues, unknown, VisitEntry>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const draft = useSectionDraft(form, { key: draftKey, section: visitEntrySection }, initial);
  const submit = useSectionSubmit(form, schema, async (values) => {
    await onSave(values, draft.base());
    await draft.saved(values);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Visit entry">
        <Stack>
          {draft.restoredAt && (
            <DraftNotice
              typedAt={draft.restoredAt}
              onSave={(e) => void submit(e)}
              onDiscard={() => void draft.discard()}
            />
          )}
          <SaveErrorAlert form={form} />
          <DateField name="date" label="Date" />
          <MinutesField />
          <TextField name="done" label="What was done" data-autofocus required />
          <Group justify="space-between">
            {onDelete ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Group>
              {/* Keeps what was typed: the form brings it back next time. */}
              <Button variant="default" onClick={onCancel}>
                Not now
              </Button>
              <Button type="submit">Save visit</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
