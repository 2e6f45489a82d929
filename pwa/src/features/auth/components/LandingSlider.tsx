import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './LandingSlider.module.css';

const slides = [
  { src: '/slides/slide-1.svg', caption: 'Clear records for vision and eye-muscle therapy' },
  { src: '/slides/slide-2.svg', caption: 'Guided eye-tracking exercises for your patients' },
  { src: '/slides/slide-3.svg', caption: 'Evaluations, progress notes and reports in one place' },
  { src: '/slides/slide-4.svg', caption: 'Follow training rounds and progress over time' },
] as const;

const INTERVAL_MS = 5000;

/** Slides kept in the page: the current one and up to two on either side
 * (docs/product.md#signed-out-pages). */
function isRendered(index: number, current: number): boolean {
  return Math.abs(index - current) <= 2;
}

/** Four auto-playing images; only those within two positions of the current one are rendered
 * (docs/product.md#signed-out-pages). A pause button, and no auto-play for people who ask for
 * reduced motion. */
export function LandingSlider() {
  const [current, setCurrent] = useState(0);
  const reduceMotion = useReducedMotion();
  const [isPaused, setPaused] = useState(false);
  const isPlaying = !isPaused && !reduceMotion;

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => {
      setCurrent((c) => (c + 1) % slides.length);
    }, INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [isPlaying]);

  return (
    <Box
      className={classes.slider}
      aria-roledescription="carousel"
      aria-label="About Optolight"
      component="section"
    >
      <div className={classes.viewport}>
        {slides.map((slide, index) =>
          isRendered(index, current) ? (
            <figure
              key={slide.src}
              className={classes.slide}
              data-active={index === current || undefined}
              aria-hidden={index !== current}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-testid="landing-slide"
            >
              <Image src={slide.src} alt="" className={classes.image} />
              <Text component="figcaption" className={classes.caption}>
                {slide.caption}
              </Text>
            </figure>
          ) : null,
        )}
      </div>
      <Group justify="center" gap="xs" mt="sm">
        <ActionIcon
          variant="subtle"
          onClick={() => {
            setPaused((p) => !p);
          }}
          aria-label={isPlaying ? 'Pause slides' : 'Play slides'}
        >
          {isPlaying ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
        {slides.map((slide, index) => (
          <UnstyledButton
            key={slide.src}
            className={classes.dot}
            data-active={index === current || undefined}
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === current}
            onClick={() => {
              setCurrent(index);
            }}
          />
        ))}
      </Group>
    </Box>
  );
}
