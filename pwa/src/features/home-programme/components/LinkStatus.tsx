import { Button, Group, Stack, Text } from '@mantine/core';
import type { PatientProgramResponse } from '@optolight/contract';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/api';
import { makeInvite, unlinkPatient } from '../api/home';
import { InviteBox } from './InviteBox';

/** Whether a patient account is linked, and the buttons to invite one or end the link. */
export function LinkStatus(props: {
  patientId: string;
  view: PatientProgramResponse;
  /** Inviting and unlinking need the server: offline their buttons wait. */
  isOffline: boolean;
  onChanged: () => Promise<void>;
}) {
  const { patientId, view, isOffline, onChanged } = props;
  const [invite, setInvite] = useState<{ code: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text data-testid="link-status">
          {view.link
            ? `Linked with ${view.link.accountName}'s account since ${formatDate(view.link.linkedAt)}.`
            : view.pendingInviteExpiresAt && !invite
              ? `An invitation waits, until ${formatDateTime(view.pendingInviteExpiresAt)}.`
              : 'No patient account is linked.'}
        </Text>
        {view.link ? (
          <Button
            variant="default"
            color="red"
            loading={isBusy}
            disabled={isOffline}
            onClick={() =>
              void act(async () => {
                await unlinkPatient(patientId);
                await onChanged();
              })
            }
          >
            Unlink account
          </Button>
        ) : (
          <Button
            variant="default"
            loading={isBusy}
            disabled={isOffline}
            onClick={() =>
              void act(async () => {
                setInvite(await makeInvite(patientId));
                await onChanged();
              })
            }
          >
            {view.pendingInviteExpiresAt ? 'New invitation code' : 'Invite the patient'}
          </Button>
        )}
      </Group>
      {invite && !view.link && <InviteBox code={invite.code} expiresAt={invite.expiresAt} />}
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
