import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf, RequestError } from '../../../lib/api';
import { linkWithCode } from '../api/home';

/** A patient enters the code their therapist made, so the programme and rounds flow. */
export function LinkTherapistForm({ onLinked }: { onLinked: () => Promise<void> }) {
  // The QR code of an invitation opens /trainer-app?link=CODE.
  const [code, setCode] = useState(
    () => new URLSearchParams(window.location.search).get('link') ?? '',
  );
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await linkWithCode(code);
      setCode('');
      await onLinked();
    } catch (e) {
      setError(e instanceof RequestError ? (e.body.errors?.code ?? e.message) : messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" maw={640}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            Link to your therapist
          </Title>
          <Text size="sm">
            Enter the code your therapist gave you. They will see your rounds and can give you a
            home programme.
          </Text>
          <Group align="flex-start">
            <TextInput
              label="Invitation code"
              placeholder="XXXX-XXXX-XXXX"
              value={code}
              autoComplete="off"
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" mt={25} loading={isBusy} disabled={code.trim() === ''}>
              Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
