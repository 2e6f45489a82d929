import { Alert, Button, Group, List, Text } from '@mantine/core';
import { SectionName, sectionTitles } from '@optolight/domain';
import { discardRejected } from '../../../db/repo';
import { requireDb } from '../data/db';
import type { RecordSigning } from '../data/signing';
import { signedLine } from '../data/signer-line';

const sectionTitle = (name: string) => {
  const parsed = SectionName.safeParse(name);
  return parsed.success ? sectionTitles[parsed.data] : name;
};

/** Above a record's tabs: signed and locked, signed here and waiting to sync, or a signature
 * the server refused, with what changed (docs/product.md#signed-records). */
export function SigningNotice({ signing, what }: { signing: RecordSigning; what: string }) {
  if (signing.signature) {
    const { signedAt: at, signedBy: by } = signing.signature;
    return (
      <Alert color="teal" title="Signed and locked" data-testid="signed-notice">
        <Text size="sm">
          {signedLine({ at, by })}. It can no longer be edited; add corrections as an addendum
          below.
        </Text>
      </Alert>
    );
  }
  if (signing.pending) {
    return (
      <Alert
        color="yellow"
        title="Signed on this tablet, waiting to sync"
        data-testid="signed-notice"
      >
        <Text size="sm">
          {`${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`} is locked. The signature counts once
          the server has it and confirms nobody changed the record elsewhere since you reviewed it.
        </Text>
      </Alert>
    );
  }
  const { refused } = signing;
  if (refused) {
    const changed = Object.keys(refused.error?.errors ?? {});
    return (
      <Alert color="red" title="Your signature was not accepted" data-testid="sign-refused">
        <Text size="sm">{refused.error?.message}</Text>
        {changed.length > 0 && (
          <List size="sm" mt={4}>
            {changed.map((name) => (
              <List.Item
                key={name}
              >{`${sectionTitle(name)}: changed since you reviewed it`}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm" mt={4}>
          The tabs below show {what} as it is now. They stay read-only until you sign again, or
          choose to edit first.
        </Text>
        <Group mt="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void discardRejected(requireDb(), refused.seq);
            }}
          >
            Edit before signing
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
