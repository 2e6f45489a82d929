import { Button, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { CARD_HEIGHT_CM, CARD_WIDTH_CM, pxPerCmFromCard } from '@optolight/domain';
import { useState } from 'react';
import { StepperInput } from '../../../components/StepperInput';
import { defaultCalibration, type StoredCalibration } from '../data/calibration-store';

interface Props {
  initial: StoredCalibration | null;
  onSave: (c: StoredCalibration) => void;
  onCancel?: () => void;
}

/**
 * Screen size from a bank card: the person holds an ID-1 card (85.60 × 53.98 mm) against the
 * screen and resizes the outline until it matches. Sizes in degrees need px per cm and distance.
 */
export function CalibrationScreen({ initial, onSave, onCancel }: Props) {
  const start = initial ?? defaultCalibration;
  const [widthPx, setWidthPx] = useState(Math.round(start.pxPerCm * CARD_WIDTH_CM));
  const [distance, setDistance] = useState<number | string>(start.viewingDistanceCm);
  const pxPerCm = pxPerCmFromCard(widthPx);
  const cm = typeof distance === 'number' ? distance : Number(distance);
  const isDistanceValid = Number.isFinite(cm) && cm >= 20 && cm <= 150;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} size="h3">
          Calibrate your screen
        </Title>
        <Text size="sm">
          Hold a bank card (or any card of that size) flat against the screen, on the outline. Move
          the slider until the outline matches the card&apos;s edges exactly.
        </Text>
        <div style={{ overflowX: 'auto' }}>
          <div
            data-testid="card-outline"
            aria-hidden
            style={{
              width: widthPx,
              height: widthPx * (CARD_HEIGHT_CM / CARD_WIDTH_CM),
              border: '2px solid var(--mantine-color-blue-6)',
              borderRadius: widthPx * (0.318 / CARD_WIDTH_CM),
              background: 'var(--mantine-color-blue-0)',
            }}
          />
        </div>
        <Slider
          label={null}
          min={150}
          max={800}
          value={widthPx}
          onChange={setWidthPx}
          aria-label="Card outline width"
          thumbLabel="Card outline width"
        />
        <Text size="sm" c="dimmed" data-testid="px-per-cm">
          {pxPerCm.toFixed(1)} pixels per centimeter
        </Text>
        <StepperInput
          label="Viewing distance (cm)"
          description="From your eyes to the screen. Arm's length is about 50 cm."
          min={20}
          max={150}
          step={5}
          value={distance}
          onChange={setDistance}
          error={isDistanceValid ? undefined : 'Between 20 and 150 cm'}
          maw={320}
        />
        <Group>
          <Button
            disabled={!isDistanceValid}
            onClick={() => {
              onSave({ pxPerCm, viewingDistanceCm: cm });
            }}
          >
            Save calibration
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
