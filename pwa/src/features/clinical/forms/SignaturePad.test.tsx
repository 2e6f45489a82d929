import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { SignaturePad } from './SignaturePad';

/** jsdom draws nothing: a context that takes every call, and a fixed image. */
function fakeCanvas() {
  const context = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
  // jsdom has no pointer capture.
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', {
    configurable: true,
    value: () => undefined,
  });
}

const stroke = () => {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { clientX: 40, clientY: 30, pointerId: 1 });
};

describe('the signature pad', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes a drawing in an open form', () => {
    fakeCanvas();
    const onChange = vi.fn();
    renderWithMantine(<SignaturePad label="Therapist signature" value="" onChange={onChange} />);
    stroke();
    expect(onChange).toHaveBeenCalledWith('data:image/png;base64,AA');
  });

  it('takes no ink in a locked form (a signed record)', () => {
    fakeCanvas();
    const onChange = vi.fn();
    renderWithMantine(
      <fieldset disabled>
        <SignaturePad label="Therapist signature" value="" onChange={onChange} />
      </fieldset>,
    );
    stroke();
    expect(onChange).not.toHaveBeenCalled();
  });
});
