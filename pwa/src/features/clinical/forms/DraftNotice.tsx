import { Alert, Button, Group, Text } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { formatTypedAt } from './typed-at';

interface Props {
  typedAt: string;
  /** Absent when the form can no longer be saved (its record was signed): only Discard. */
  onSave?: (event: SyntheticEvent) => void;
  onDiscard: () => void;
}

/** Above a form that came back with text typed earlier and never saved. */
export function DraftNotice({ typedAt, onSave, onDiscard }: Props) {
  return (
    <Alert color="yellow" title="Not saved yet" role="status" data-testid="draft-notice">
      <Text size="sm">
        This form shows what was typed on this tablet {formatTypedAt(typedAt)} and not saved.
        {!onSave && ' The record is locked now, so it can no longer be saved here.'}
      </Text>
      <Group mt="xs">
        {onSave && <Button onClick={onSave}>Save</Button>}
        <Button variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
