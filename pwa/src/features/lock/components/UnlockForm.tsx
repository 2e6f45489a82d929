import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { User } from '@optolight/domain';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { FormError } from '../../../components/FormError';
import { unlockWithPassword, unlockWithPin, waitLeft } from '../data/unlock';

/** One way to open the lock: the person's password, or the PIN they set on this tablet. */
export function UnlockForm({ user, way }: { user: User; way: 'password' | 'pin' }) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [isChecking, setChecking] = useState(false);
  const [wait, setWait] = useState(waitLeft);

  // Counts the delay after wrong tries down, so the button says when it works again.
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => {
      setWait(waitLeft());
    }, 250);
    return () => {
      clearTimeout(timer);
    };
  }, [wait]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!secret || waitLeft() > 0) return;
    setChecking(true);
    const outcome =
      way === 'pin' ? await unlockWithPin(user, secret) : await unlockWithPassword(user, secret);
    setChecking(false);
    if (outcome.isOpen) return;
    setSecret('');
    setError(outcome.message);
    setWait(waitLeft());
  };

  const label = way === 'pin' ? 'PIN' : 'Password';
  const seconds = Math.ceil(wait / 1000);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Unlock with ${label}`}>
      <Stack gap="sm">
        <FormError message={error} />
        <PasswordInput
          label={label}
          value={secret}
          onChange={(e) => {
            setSecret(e.currentTarget.value);
          }}
          autoComplete={way === 'pin' ? 'off' : 'current-password'}
          inputMode={way === 'pin' ? 'numeric' : undefined}
          data-autofocus
        />
        {way === 'pin' && (
          <Text size="sm" c="dimmed">
            The PIN you set works only on this tablet.
          </Text>
        )}
        <Button type="submit" loading={isChecking} disabled={seconds > 0}>
          {seconds > 0 ? `Try again in ${seconds} s` : 'Unlock'}
        </Button>
      </Stack>
    </form>
  );
}
