import { Button, Group, Image, Input, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useUploadedImage } from '../../../lib/api/uploaded-image';

interface Props {
  label: string;
  /** A PNG data URL (or an uploaded image's link), '' when unsigned. */
  value: string;
  onChange: (dataUrl: string) => void;
}

const WIDTH = 400;
const HEIGHT = 120;

/** Signature drawn on screen with pointer events (finger, pen or mouse), kept as a PNG data URL
 * so it can be signed offline. Written here rather than pulling in a library: the need is one
 * stroke path and an export, about 60 lines. */
export function SignaturePad({ label, value, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // The stored image shows until the pad is drawn on; after that the canvas is the signature.
  const [hasDrawn, setHasDrawn] = useState(false);
  const stored = useUploadedImage(value);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };
  const ctx = () => canvas.current?.getContext('2d') ?? null;

  return (
    <Input.Wrapper label={label}>
      <Stack gap={6}>
        {stored && !hasDrawn && <Image src={stored} alt="Saved signature" w={200} fit="contain" />}
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          aria-label="Signature pad: draw the signature here"
          data-testid="signature-pad"
          style={{
            width: '100%',
            maxWidth: WIDTH,
            height: 'auto',
            aspectRatio: `${String(WIDTH)} / ${String(HEIGHT)}`,
            border: '1px solid var(--mantine-color-gray-5)',
            borderRadius: 4,
            touchAction: 'none',
            background: 'white',
          }}
          onPointerDown={(e) => {
            const c = ctx();
            // A canvas ignores the disabled fieldset of a signed form: it takes no ink there.
            if (!c || e.currentTarget.closest('fieldset:disabled')) return;
            e.currentTarget.setPointerCapture(e.pointerId);
            drawing.current = true;
            const { x, y } = point(e);
            c.lineWidth = 2;
            c.lineCap = 'round';
            c.strokeStyle = '#111';
            c.beginPath();
            c.moveTo(x, y);
          }}
          onPointerMove={(e) => {
            const c = ctx();
            if (!drawing.current || !c) return;
            const { x, y } = point(e);
            c.lineTo(x, y);
            c.stroke();
          }}
          onPointerUp={(e) => {
            if (!drawing.current) return;
            drawing.current = false;
            setHasDrawn(true);
            onChange(e.currentTarget.toDataURL('image/png'));
          }}
        />
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              const c = ctx();
              c?.clearRect(0, 0, WIDTH, HEIGHT);
              onChange('');
            }}
          >
            Clear signature
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
