import { Alert, Stack } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageTitle } from './PageTitle';

/** A clinical or trainer screen that is not built yet: the route exists so navigation works. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Alert icon={<IconTools size={18} aria-hidden />} color="blue" title="Coming soon">
        This screen is being built. Its route is in place so links and navigation already work.
      </Alert>
    </Stack>
  );
}
