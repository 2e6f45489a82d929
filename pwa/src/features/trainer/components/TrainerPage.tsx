import { Alert, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/PageTitle';
import { LoadingState } from '../../../components/LoadingState';
import { useCurrentUser } from '../../../lib/session';
import { trainerAccess } from '../engine/entitlement';
import { TrainerFlow } from './TrainerFlow';

/** A configured external trainer replaces ours, with camera and microphone
 * (docs/decisions.md#our-own-eye-trainer). */
function externalTrainerUrl(): string | null {
  const value: unknown = import.meta.env.VITE_TRAINER_URL;
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/** /trainer-app: the eye trainer, for accounts the trainer is included in
 * (docs/decisions.md#who-may-use-the-trainer). */
export function TrainerPage() {
  const state = useCurrentUser();
  if (state.status !== 'ready') return <LoadingState />;
  const access = trainerAccess(state.user);
  const external = externalTrainerUrl();
  return (
    <Stack>
      <PageTitle>Eye Trainer</PageTitle>
      {!access.isAllowed ? (
        <Alert color="blue" title="Training is part of a plan" maw={640}>
          {access.message}
          <Button component={Link} to="/plans" mt="sm" display="block" w="fit-content">
            Go to Pricing
          </Button>
        </Alert>
      ) : external ? (
        <iframe
          src={external}
          title="Eye trainer"
          allow="camera; microphone; fullscreen"
          style={{ width: '100%', height: '78vh', border: 0 }}
        />
      ) : (
        <TrainerFlow accountId={state.user.userId} isPatient={state.user.userType === 'patient'} />
      )}
    </Stack>
  );
}
