import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The logo and name; links home. */
export function Brand({
  to,
  showName = true,
}: {
  to: '/login' | '/my-account';
  showName?: boolean;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={showName ? undefined : 'Optolight home'}
      display="inline-flex"
      mih={44}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {showName && (
          <Text fw={700} size="lg" c="blue.9">
            Optolight
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
