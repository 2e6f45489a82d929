import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AddendumText } from '@optolight/contract';
import { useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { ADDENDUM_DRAFT, queueAddendum } from '../../../db/signing';
import { requireDb } from '../data/db';
import type { ShownAddendum } from '../data/signing';
import { signedLine } from '../data/signer-line';
import { DraftNotice } from '../forms/DraftNotice';
import { useSectionDraft } from '../forms/use-section-draft';

type AddendumForm = { text: string };
/** Typed over the form's values, as the section forms' schemas are. */
const addendumForm: z.ZodType<AddendumForm, FieldValues> = z.object({ text: AddendumText });

function AddendumItem({ addendum }: { addendum: ShownAddendum }) {
  const status = addendum.refused
    ? `Not accepted: ${addendum.refused.message}`
    : addendum.signed
      ? signedLine(addendum.signed)
      : 'Added on this tablet, waiting to sync';
  return (
    <Paper withBorder p="sm" data-testid="addendum">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {addendum.text}
      </Text>
      <Text size="xs" mt={4} c={addendum.refused ? 'red.9' : 'dimmed'} fw={600}>
        {status}
      </Text>
    </Paper>
  );
}

/** A signed record's addenda, oldest first, and the form that adds one; what is typed is kept
 * as a draft until it is added (docs/drafts.md). */
export function Addenda({ recordId, addenda }: { recordId: string; addenda: ShownAddendum[] }) {
  const form = useForm<FieldValues, unknown, AddendumForm>({
    resolver: zodResolver(addendumForm),
    defaultValues: { text: '' },
  });
  const draft = useSectionDraft(form, { key: recordId, section: ADDENDUM_DRAFT }, { text: '' });
  const add = form.handleSubmit(async ({ text }) => {
    try {
      await queueAddendum(requireDb(), recordId, text);
      await draft.saved({ text: '' });
      form.reset({ text: '' });
    } catch (error) {
      notifications.show({
        title: 'The addendum was not added',
        message: error instanceof Error ? error.message : '',
        color: 'red',
      });
    }
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Addenda
      </Title>
      {addenda.length === 0 && <Text size="sm">No addenda yet.</Text>}
      {addenda.map((a) => (
        <AddendumItem key={a.id} addendum={a} />
      ))}
      <form onSubmit={(e) => void add(e)} noValidate aria-label="Add an addendum">
        <Stack gap="xs">
          {draft.restoredAt && (
            <DraftNotice
              typedAt={draft.restoredAt}
              onSave={(e) => void add(e)}
              onDiscard={() => void draft.discard()}
            />
          )}
          <Textarea
            label="New addendum"
            description="Dated and signed with your name when added; an addendum cannot be changed later."
            autosize
            minRows={3}
            {...form.register('text')}
            error={form.formState.errors.text?.message as string | undefined}
          />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Sign and add addendum
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
