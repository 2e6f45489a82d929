import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}

/** One dashboard card: icon, title, content and an optional action at the bottom. */
export function InfoCard({ title, icon, children, action }: Props) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack justify="space-between" h="100%" gap="sm">
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text component="h2" fw={700} size="md" m={0}>
              {title}
            </Text>
          </Group>
          {children}
        </Stack>
        {action}
      </Stack>
    </Paper>
  );
}
