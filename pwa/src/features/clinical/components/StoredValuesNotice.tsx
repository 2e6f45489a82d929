import { Alert, Text } from '@mantine/core';
import { readSectionLeniently, type SectionName } from '@optolight/domain';
import { UnreadableValues } from './UnreadableValues';

/**
 * Stored values the form cannot show (saved by an older or newer app version, or under a rule
 * since tightened). The form opens with everything else; these are listed as stored, so nothing
 * is hidden, and the person knows a save replaces them.
 */
export function StoredValuesNotice({ section, raw }: { section: SectionName; raw: unknown }) {
  const { unreadable } = readSectionLeniently(section, raw);
  if (!unreadable.length) return null;
  return (
    <Alert color="yellow" title="Some stored values cannot be shown in this form" mb="md">
      <Text size="sm" mb="xs">
        This section holds values this version of the form cannot show. They are listed here as
        stored. Saving this form replaces them with what the form shows.
      </Text>
      <UnreadableValues fields={unreadable} />
    </Alert>
  );
}
