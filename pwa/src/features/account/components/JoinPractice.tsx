import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormError } from '../../../components/FormError';
import { messageOf, RequestError } from '../../../lib/api';
import { loadUser } from '../../../lib/session';
import { joinPractice } from '../api/practice';

/**
 * A colleague's way into a practice (docs/practices.md#joining-and-leaving): the code the owner
 * handed over, typed in any case, with or without dashes. Once joined, the account reads as the
 * practice's member and its dashboard opens, downloading the practice.
 */
export function JoinPractice({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      await joinPractice(code);
      await loadUser();
      await navigate({ to: '/my-account' });
    } catch (error) {
      const fields = error instanceof RequestError ? (error.body.errors ?? {}) : {};
      setErrors({ ...fields, form: fields.code ? '' : messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="join-practice-title" component="section">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="join-practice-title">
            Join your practice
          </Title>
          <Text size="sm">
            Invited by your clinic? Enter the code its owner gave you. You will work with the
            practice&apos;s patients under its plan.
          </Text>
          <TextInput
            label="Invitation code"
            description="12 letters and digits, such as ABCD-EFGH-JKMN"
            autoComplete="off"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
            }}
            error={errors.code}
            w={260}
          />
          <FormError message={errors.form} />
          <Group>
            <Button type="submit" loading={busy}>
              Join the practice
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
