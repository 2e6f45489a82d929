import { Alert, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { canTryAgain, hasPin, useLockState } from '../../../lib/lock';
import { useCurrentUser } from '../../../lib/session';
import { signOutKeepingWork } from '../../../sync';
import { UnlockForm } from './UnlockForm';

/** Shown over a blank app after the idle time (docs/product.md#the-screen-lock): it names the
 * clinician, never a patient. */
export function LockScreen() {
  const current = useCurrentUser();
  const { failures } = useLockState();
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  const user = current.status === 'ready' ? current.user : null;
  const isPinSet = user ? hasPin(user.email) : false;
  const [way, setWay] = useState<'password' | 'pin'>(isPinSet ? 'pin' : 'password');

  const signInAgain = async () => {
    setLeaving(true);
    await signOutKeepingWork();
    await navigate({ to: '/login' });
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={420} w="100%" mx="auto">
      <Stack>
        <Stack gap={4} align="center">
          <IconLock size={32} aria-hidden />
          <Title order={1} size="h2">
            Optolight is locked
          </Title>
          {user && (
            <Text ta="center">
              Signed in as {user.firstName} {user.lastName}
            </Text>
          )}
          <Text size="sm" c="dimmed" ta="center">
            Patient details stay hidden until you unlock. Unsaved text and changes waiting to sync
            are kept.
          </Text>
        </Stack>
        {user && canTryAgain(failures) && (
          <>
            {isPinSet && (
              <SegmentedControl
                aria-label="Unlock with"
                value={way}
                onChange={(value) => {
                  setWay(value === 'pin' ? 'pin' : 'password');
                }}
                data={[
                  { value: 'pin', label: 'PIN' },
                  { value: 'password', label: 'Password' },
                ]}
              />
            )}
            <UnlockForm key={way} user={user} way={way} />
          </>
        )}
        {!canTryAgain(failures) && (
          <Alert color="red" title="Too many wrong tries" role="alert">
            Sign in again with your email and password. Unsaved text and changes waiting to sync
            stay on this tablet for you.
          </Alert>
        )}
        <Button
          variant={canTryAgain(failures) ? 'subtle' : 'filled'}
          onClick={() => void signInAgain()}
          loading={isLeaving}
        >
          {canTryAgain(failures) ? 'Not you? Sign in as someone else' : 'Sign in again'}
        </Button>
      </Stack>
    </Paper>
  );
}
