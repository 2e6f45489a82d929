import {
  ActionIcon,
  Group,
  NumberInput,
  type NumberInputHandlers,
  type NumberInputProps,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';

type Props = NumberInputProps & { label: string };

/**
 * A number field with − and + buttons beside it, each 44×44 px. Mantine's own spinners are two
 * 24×17 px arrows stacked inside the field, too small for a finger (docs/touch-targets.md). The
 * buttons keep the field's min, max and step.
 */
export function StepperInput({ label, ...props }: Props) {
  const handlers = useRef<NumberInputHandlers>(undefined);
  return (
    <NumberInput
      {...props}
      label={label}
      hideControls
      handlersRef={handlers}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>{input}</div>
          <ActionIcon
            variant="default"
            aria-label={`Decrease ${label}`}
            onClick={() => handlers.current?.decrement()}
          >
            <IconMinus size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Increase ${label}`}
            onClick={() => handlers.current?.increment()}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    />
  );
}
