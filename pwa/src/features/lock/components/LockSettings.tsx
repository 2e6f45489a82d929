import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  hasPin,
  IDLE_MINUTE_CHOICES,
  lockNow,
  removePin,
  setIdleMinutes,
  useIdleMinutes,
} from '../../../lib/lock';
import { useCurrentUser } from '../../../lib/session';
import { PinForm } from './PinForm';

/** The account page's Screen lock card: this tablet's idle time and the person's PIN on it. */
export function LockSettings() {
  const current = useCurrentUser();
  const minutes = useIdleMinutes();
  const [isEditing, setEditing] = useState(false);
  const [, redraw] = useState(0);
  if (current.status !== 'ready') return null;
  const { email } = current.user;
  const isPinSet = hasPin(email);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="screen-lock-title">
      <Stack>
        <Title order={2} size="h3" id="screen-lock-title">
          Screen lock
        </Title>
        <NativeSelect
          label="Lock this tablet after"
          value={String(minutes)}
          onChange={(e) => {
            const chosen = IDLE_MINUTE_CHOICES.find((m) => String(m) === e.currentTarget.value);
            if (chosen) setIdleMinutes(chosen);
          }}
          data={IDLE_MINUTE_CHOICES.map((m) => ({ value: String(m), label: `${m} minutes` }))}
          maw={320}
        />
        <Text size="sm">
          After that long without use the app locks and hides everything until you enter your
          password or PIN. What you typed and changes waiting to sync are kept.
        </Text>
        <Text size="sm" fw={600}>
          {isPinSet ? 'You have a PIN on this tablet.' : 'No PIN set on this tablet.'} A PIN works
          only on this tablet; elsewhere, and after logging out, use your password.
        </Text>
        {isEditing ? (
          <PinForm
            email={email}
            onDone={() => {
              setEditing(false);
            }}
          />
        ) : (
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setEditing(true);
              }}
            >
              {isPinSet ? 'Change PIN' : 'Set a PIN'}
            </Button>
            {isPinSet && (
              <Button
                variant="default"
                color="red"
                onClick={() => {
                  removePin(email);
                  redraw((n) => n + 1);
                }}
              >
                Remove PIN
              </Button>
            )}
            <Button variant="default" onClick={lockNow}>
              Lock now
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
