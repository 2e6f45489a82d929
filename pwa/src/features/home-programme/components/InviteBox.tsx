import { Alert, Group, Stack, Text } from '@mantine/core';
import { QrImage } from '../../../components/QrImage';
import { formatDateTime } from '../../../lib/format';

/**
 * A new invitation: the code as text to read out or type, and as a QR code that opens the
 * trainer with the code filled in. The code is shown only now; the server keeps its hash.
 */
export function InviteBox({ code, expiresAt }: { code: string; expiresAt: string }) {
  const url = new URL('/trainer-app', window.location.origin);
  url.searchParams.set('link', code);
  return (
    <Alert color="teal" title="Invitation for the patient" data-testid="invite">
      <Group align="center" gap="lg">
        <QrImage url={url.toString()} alt={`QR code for the invitation ${code}`} />
        <Stack gap={4}>
          <Text size="sm">The patient enters this code in Training, or scans the QR code:</Text>
          <Text ff="monospace" fz={28} fw={700} data-testid="invite-code">
            {code}
          </Text>
          <Text size="sm">
            Works once, until {formatDateTime(expiresAt)}. A new code replaces this one.
          </Text>
        </Stack>
      </Group>
    </Alert>
  );
}
