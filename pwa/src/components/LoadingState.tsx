import { Progress, Stack, Text } from '@mantine/core';

/** 'Loading...' with a progress bar (docs/product.md#messages-and-toasts). */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack gap="xs" maw={420} py="xl" role="status">
      <Progress value={100} animated aria-label={label} />
      <Text>Loading...</Text>
    </Stack>
  );
}
