import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One 'Label: value' line of a record's details, the label bold; an empty value reads '—'. */
export function FactLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}
