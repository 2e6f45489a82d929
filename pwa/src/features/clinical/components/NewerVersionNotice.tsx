import { Alert, Text } from '@mantine/core';
import { readSectionLeniently } from '@optolight/domain';
import { newerVersionText } from '../../../db/errors';
import { useAppUpdate } from '../../../lib/pwa/update';
import { isPatientSection, type ConflictSection } from '../data/conflict-section';
import { UnreadableValues } from './UnreadableValues';

/**
 * Above a section a newer version of the app saved
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions). Nothing of it can be edited
 * here: a save from this version would drop what it cannot read, so the tablet keeps the content
 * exactly as it came until the app is updated. A clinical section's values this version cannot
 * show are listed as stored; a patient's details show what they can in their own lines.
 */
export function NewerVersionNotice({
  section,
  raw,
  id,
}: {
  section: ConflictSection;
  raw: unknown;
  /** For the controls it explains (aria-describedby). */
  id?: string;
}) {
  const update = useAppUpdate();
  const unreadable = isPatientSection(section) ? [] : readSectionLeniently(section, raw).unreadable;
  return (
    <Alert color="blue" title="Saved by a newer version of Optolight" mb="md">
      <Text size="sm" mb={unreadable.length ? 'xs' : 0} id={id}>
        {newerVersionText} It is shown here as stored, and this tablet does not change it.
        {update.isWaiting ? ' The update is ready: choose “Update now”.' : ''}
      </Text>
      {unreadable.length > 0 && <UnreadableValues fields={unreadable} />}
    </Alert>
  );
}
