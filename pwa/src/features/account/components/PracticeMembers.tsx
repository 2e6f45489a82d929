import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { PracticeMember, PracticeView } from '@optolight/contract';
import type { User } from '@optolight/domain';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api';
import { loadUser } from '../../../lib/session';
import { changeMember, getPractice, removeMember } from '../api/practice';
import { InviteMember } from './InviteMember';
import { roleLabel, roleOptions } from './member-roles';

interface RowProps {
  member: PracticeMember;
  isOwner: boolean;
  isSelf: boolean;
  onChanged: () => void;
  onFailed: (message: string) => void;
}

/** One member: the owner changes the role and canCertify, or removes them (never itself here:
 * the server keeps the last owner in any case). A list, not a table: it fits a phone without
 * scrolling sideways. */
function MemberRow({ member, isOwner, isSelf, onChanged, onFailed }: RowProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch (error) {
      onFailed(messageOf(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const editable = isOwner && !isSelf;
  // The owner may be the practice's optometrist, who certifies plans of care too.
  const certifies = member.role !== 'frontDesk' && isOwner && (
    <Checkbox
      label="Certifies plans of care"
      checked={member.canCertify}
      disabled={busy}
      onChange={(e) => {
        const canCertify = e.currentTarget.checked;
        void act(async () => {
          await changeMember(member.memberId, { canCertify });
          // What the app offers its own member follows at once (the Certify button).
          if (isSelf) await loadUser();
        });
      }}
    />
  );
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={member.name || member.email}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text size="sm" fw={500}>
            {member.name || member.email}
            {isSelf ? ' (you)' : ''}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {member.email}
          </Text>
        </div>
        {editable ? (
          <Group gap="sm" align="center">
            <Select
              aria-label={`Role of ${member.name}`}
              data={roleOptions}
              value={member.role}
              allowDeselect={false}
              disabled={busy}
              w={150}
              onChange={(value) => {
                if (value && value !== member.role)
                  void act(() => changeMember(member.memberId, { role: value }));
              }}
            />
            {certifies}
            {confirming ? (
              <Group gap="xs" wrap="nowrap">
                <Button
                  color="red"
                  loading={busy}
                  onClick={() => void act(() => removeMember(member.memberId))}
                >
                  Remove now
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setConfirming(false);
                  }}
                >
                  Keep
                </Button>
              </Group>
            ) : (
              <Button
                variant="default"
                color="red"
                onClick={() => {
                  setConfirming(true);
                }}
              >
                Remove
              </Button>
            )}
          </Group>
        ) : isSelf && certifies ? (
          <Group gap="sm" align="center">
            <Text size="sm">{roleLabel[member.role]}</Text>
            {certifies}
          </Group>
        ) : (
          <Text size="sm">
            {roleLabel[member.role]}
            {member.canCertify ? ', certifies plans of care' : ''}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The practice's members on the dashboard (docs/practices.md): everyone sees who works here;
 * the owner also invites, changes roles and removes. Read from the server: offline, it says so.
 */
export function PracticeMembers({ user }: { user: User }) {
  const [practice, setPractice] = useState<PracticeView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    getPractice().then(
      (view) => {
        setPractice(view);
        setFailure(null);
      },
      (error: unknown) => {
        setFailure(messageOf(error));
      },
    );
  }, []);
  useEffect(load, [load]);
  const isOwner = (user.practiceRole ?? 'owner') === 'owner';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-labelledby="practice-members-title"
      component="section"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="practice-members-title">
          {practice?.businessName ? `${practice.businessName}: members` : 'Practice members'}
        </Title>
        {failure && (
          <Alert color="yellow" role="status">
            {failure}
          </Alert>
        )}
        {practice && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {practice.members.map((member) => (
              <MemberRow
                key={member.memberId}
                member={member}
                isOwner={isOwner}
                isSelf={member.memberId === user.userId}
                onChanged={load}
                onFailed={setFailure}
              />
            ))}
          </Stack>
        )}
        {isOwner && (
          <>
            <Title order={3} size="h5">
              Invite a colleague
            </Title>
            <InviteMember />
          </>
        )}
      </Stack>
    </Paper>
  );
}
