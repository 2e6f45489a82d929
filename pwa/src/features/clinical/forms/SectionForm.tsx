import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useDirtyForm } from '../../../sync';
import { DraftNotice } from './DraftNotice';
import { useFormLock } from './form-lock';
import { SaveErrorAlert } from './save-error';
import { useSectionDraft, type DraftTarget } from './use-section-draft';
import { useSectionSubmit } from './use-section-submit';

export interface SectionFormProps<T> {
  /** The stored section parsed with its schema (or the empty section). */
  initial: T;
  /** 'MAIN EVALUATION', ... shown in red on every form (docs/product.md#records-and-sections). */
  typeLabel: string;
  /** Saves on the device, with the stored content the edits were made over; throws if not. */
  onSave: (values: T, editedFrom: unknown) => Promise<void>;
  /** Where the form keeps what is typed until it is saved, and the stored content it opened
   * with. Without it nothing is kept (a form outside the clinical record). */
  draft?: DraftTarget & { stored: unknown };
}

interface Props<T extends FieldValues> extends SectionFormProps<T> {
  schema: z.ZodType<T, FieldValues>;
  title: string;
  children: ReactNode;
}

/** One tab's form: the domain schema validates, the fields bind by name, 'Save & continue'. */
export function SectionForm<T extends FieldValues>(props: Props<T>) {
  const { schema, initial, typeLabel, onSave, title, children, draft: target } = props;
  const form = useForm<FieldValues, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    // Focus stays where the clinician is: the option groups cannot take it, so the first error
    // focused would often be a field further down than the one to fix.
    shouldFocusError: false,
  });
  // A half-filled form keeps a new app version from reloading the page under the clinician.
  useDirtyForm(form.formState.isDirty);
  const draft = useSectionDraft(form, target, target?.stored);
  const lock = useFormLock();
  const submit = useSectionSubmit(form, schema, async (values) => {
    await onSave(values, draft.base());
    await draft.saved(values);
  });
  // A locked form can no longer be saved: its draft can only be discarded.
  const notice = draft.restoredAt && (
    <DraftNotice
      typedAt={draft.restoredAt}
      {...(lock.isLocked ? {} : { onSave: (e: SyntheticEvent) => void submit(e) })}
      onDiscard={() => void draft.discard()}
    />
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700} size="lg">
              {title}
            </Text>
            <Text c="red.9" fw={700} data-testid="evaluation-type">
              {typeLabel}
            </Text>
          </Group>
          {notice &&
            // Locked, outside the form's disabled fieldset, so Discard still works.
            (lock.isLocked ? lock.outside && createPortal(notice, lock.outside) : notice)}
          {children}
          <SaveErrorAlert form={form} />
          {/* Left-aligned: the 3-second toasts sit bottom-right and would cover it. */}
          <Group justify="flex-start">
            {/* Saved from the click, whose default is then prevented: the browser's own form
                submission work before 'submit' took 3.5 ms of a tap on Observations. Enter in a
                field still clicks this button, as the form's default button. */}
            <Button type="submit" onClick={(e) => void submit(e)}>
              Save &amp; continue
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
