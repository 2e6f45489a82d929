import { Alert, Text } from '@mantine/core';
import { readSectionLeniently, type SectionName } from '@optolight/domain';
import { useAppUpdate } from '../../../lib/pwa/update';
import { UnreadableValues } from './UnreadableValues';

/**
 * Above a section a newer version of the app saved
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions). The form below is read-only: a
 * save from this version would drop what it cannot read, so the tablet keeps the content exactly
 * as it came until the app is updated. Values this version cannot show are listed as stored.
 */
export function NewerVersionNotice({ section, raw }: { section: SectionName; raw: unknown }) {
  const update = useAppUpdate();
  const { unreadable } = readSectionLeniently(section, raw);
  return (
    <Alert color="blue" title="Saved by a newer version of Optolight" mb="md">
      <Text size="sm" mb={unreadable.length ? 'xs' : 0}>
        This was saved by a newer version of Optolight; update the app to edit it. It is shown here
        as stored, and this tablet does not change it.
        {update.isWaiting ? ' The update is ready: choose “Update now”.' : ''}
      </Text>
      {unreadable.length > 0 && <UnreadableValues fields={unreadable} />}
    </Alert>
  );
}
