import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { StepperInput } from './StepperInput';

function Distance() {
  const [value, setValue] = useState<number | string>(145);
  return (
    <StepperInput label="Distance" min={20} max={150} step={5} value={value} onChange={setValue} />
  );
}

describe('StepperInput', () => {
  it('steps with its buttons, within min and max, and has no spinners of its own', () => {
    const { container } = renderWithMantine(<Distance />);
    const field = screen.getByLabelText<HTMLInputElement>('Distance');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Distance' }));
    expect(field.value).toBe('140');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Distance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Distance' }));
    expect(field.value).toBe('150');
    // Not Mantine's arrows inside the field.
    expect(container.querySelector('.mantine-NumberInput-controls')).toBeNull();
  });
});
