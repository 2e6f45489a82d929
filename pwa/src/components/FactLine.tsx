import { Text } from '@mantine/core';

/** One 'Label: value' line of a record's details, the label bold; an empty value reads '—'. */
export function FactLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}
