import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PageTitle } from '../../../components/PageTitle';

/** /video-tutorial: a short video of the app's real screens, paused on load
 * (docs/product.md#help-pages). */
export function VideoTutorial() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    video.current?.pause();
  }, []);
  return (
    <Stack maw={980}>
      <PageTitle>Training Procedure</PageTitle>
      <Text>
        A short tour: signing in, your dashboard, choosing a plan and paying, and the help pages.
      </Text>
      <Paper withBorder p="xs" radius="md">
        <video
          ref={video}
          controls
          preload="metadata"
          poster="/guide/tutorial-poster.png"
          style={{ width: '100%', display: 'block', borderRadius: 6 }}
          data-testid="tutorial-video"
        >
          <source src="/guide/tutorial.webm" type="video/webm" />
          <track kind="captions" src="/guide/tutorial.vtt" srcLang="en" label="English" default />
          Your browser cannot play this video.
        </video>
      </Paper>
    </Stack>
  );
}
