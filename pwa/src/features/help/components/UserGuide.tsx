import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { guideSteps } from '../guide-steps';

/** /userguide: five steps with Back and Next (docs/product.md#help-pages). */
export function UserGuide() {
  const [index, setIndex] = useState(0);
  const step = guideSteps[index] ?? guideSteps[0];
  const last = guideSteps.length - 1;
  return (
    <Stack maw={980}>
      <PageTitle>User Guide</PageTitle>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="guide-step-title">
        <Text size="sm" fw={600} aria-live="polite">
          Step {index + 1} of {guideSteps.length}
        </Text>
        <Title order={2} size="h3" id="guide-step-title" mb="sm">
          {step.title}
        </Title>
        <Image
          src={step.image}
          alt={`Screenshot: ${step.title}`}
          radius="sm"
          fit="contain"
          mah={520}
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
        <Text mt="sm">{step.text}</Text>
        <Group justify="space-between" mt="md">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={index === 0}
            onClick={() => {
              setIndex((i) => Math.max(0, i - 1));
            }}
          >
            Back
          </Button>
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            disabled={index === last}
            onClick={() => {
              setIndex((i) => Math.min(last, i + 1));
            }}
          >
            Next
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
