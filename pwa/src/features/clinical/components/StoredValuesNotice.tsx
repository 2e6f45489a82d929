import { Alert, List, Text } from '@mantine/core';
import { readSectionLeniently, storedValueText, type SectionName } from '@optolight/domain';

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
      <List size="sm">
        {unreadable.map((field) => (
          <List.Item key={field.path.join('.')}>
            <Text size="sm" span fw={600}>
              {field.label}:
            </Text>{' '}
            <Text size="sm" span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {storedValueText(field.raw)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
