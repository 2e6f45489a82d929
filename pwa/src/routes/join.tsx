import { Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PageTitle } from '../components/PageTitle';
import { JoinPractice } from '../features/account/components/JoinPractice';

/** /join?code=…: the link of a practice's invitation, with its code filled in. */
function Join() {
  const code = useMemo(() => new URLSearchParams(window.location.search).get('code') ?? '', []);
  return (
    <Stack>
      <PageTitle>Join a practice</PageTitle>
      <JoinPractice initialCode={code} />
    </Stack>
  );
}

export const Route = createLazyRoute('/_signed-in/join')({ component: Join });
