import { Button, Group } from '@mantine/core';
import { eyeWithinNormalLimits } from '@optolight/domain';
import { useFormContext } from 'react-hook-form';
import { eyes } from './eye-rows';
import { byPath, useFillBlanks } from './fill-blanks';

/**
 * One tap each: an eye within normal limits, and the right eye's findings copied to the left.
 * Both fill only what is still empty, so the findings entered by hand stay as they are.
 */
export function EyeShortcuts() {
  const fill = useFillBlanks();
  const { getValues } = useFormContext();
  const [right, left] = eyes;
  return (
    <Group gap="sm">
      {eyes.map((eye) => (
        <Button
          key={eye.key}
          variant="default"
          onClick={() => {
            fill(byPath(eyeWithinNormalLimits, eye.key));
          }}
        >
          {eye.short} eye within normal limits
        </Button>
      ))}
      <Button
        variant="default"
        onClick={() => {
          const source: unknown = getValues(right.key);
          if (typeof source === 'object' && source !== null) fill(byPath(source, left.key));
        }}
      >
        Copy right eye to left eye
      </Button>
    </Group>
  );
}
