import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Invitation } from '@optolight/contract';
import type { MemberRole } from '@optolight/domain';
import { useState } from 'react';
import { FormError } from '../../../components/FormError';
import { QrImage } from '../../../components/QrImage';
import { messageOf, RequestError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { invite } from '../api/practice';
import { roleLabel, roleOptions } from './member-roles';

/** The code, the link and a QR code of a new invitation: shown once, the server keeps a hash. */
function InvitationBox({ invitation, role }: { invitation: Invitation; role: MemberRole }) {
  return (
    <Alert color="teal" title={`Invitation for a ${roleLabel[role].toLowerCase()}`}>
      <Group align="center" gap="lg">
        <QrImage url={invitation.link} alt={`QR code for the invitation ${invitation.code}`} />
        <Stack gap={4}>
          <Text size="sm">
            Your colleague signs in (or signs up), then enters this code under My account, opens the
            link or scans the QR code:
          </Text>
          <Text ff="monospace" fz={28} fw={700} data-testid="practice-invite-code">
            {invitation.code}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {invitation.link}
          </Text>
          <Text size="sm">Works once, until {formatDateTime(invitation.expiresAt)}.</Text>
        </Stack>
      </Group>
    </Alert>
  );
}

/** The owner invites a colleague in a role, by a code to hand over or by email. */
export function InviteMember() {
  const [role, setRole] = useState<MemberRole>('clinician');
  const [email, setEmail] = useState('');
  const [canCertify, setCanCertify] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<{ invitation: Invitation; role: MemberRole } | null>(null);

  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const invitation = await invite({
        role,
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(role !== 'frontDesk' && canCertify ? { canCertify } : {}),
      });
      setMade({ invitation, role });
    } catch (error) {
      const fields = error instanceof RequestError ? (error.body.errors ?? {}) : {};
      setErrors({ ...fields, form: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Role"
          data={roleOptions}
          value={role}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setRole(value);
          }}
          error={errors.role}
          w={180}
        />
        <TextInput
          label="Email (optional)"
          description="The invitation is mailed there, and only that account can use it"
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
          }}
          error={errors.email}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      <Checkbox
        label="May certify plans of care (physician or non-physician practitioner)"
        checked={role !== 'frontDesk' && canCertify}
        disabled={role === 'frontDesk'}
        onChange={(e) => {
          setCanCertify(e.currentTarget.checked);
        }}
        error={errors.canCertify}
      />
      <FormError message={errors.form} />
      <Group>
        <Button loading={busy} onClick={() => void submit()}>
          Create invitation
        </Button>
      </Group>
      {made && <InvitationBox {...made} />}
    </Stack>
  );
}
