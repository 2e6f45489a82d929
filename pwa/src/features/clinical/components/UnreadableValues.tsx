import { List, Text } from '@mantine/core';
import { storedValueText, type LenientRead } from '@optolight/domain';

/** Stored values a form cannot show, listed as stored: label, then the raw value as text. */
export function UnreadableValues({ fields }: { fields: LenientRead<unknown>['unreadable'] }) {
  return (
    <List size="sm">
      {fields.map((field) => (
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
  );
}
