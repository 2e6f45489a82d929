import { Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { local } from '../lib/storage';
import classes from './Fold.module.css';

interface Props {
  title: string;
  /** What is inside in one line, read open or closed. */
  summary: ReactNode;
  /** A button beside the title that works with the section closed (e.g. 'Questionnaire'). */
  action?: ReactNode;
  /** Opens by itself while this holds (something to act on inside), until the person chooses. */
  isUrgent?: boolean;
  /** Called each time it opens, and on the first draw when it starts open. */
  onOpen?: () => void;
  testId?: string;
  children: ReactNode;
}

/** Open or closed as the person last left it on this device, for every patient: a therapist who
 * reads the graphs each visit keeps them open. Only the section's name is kept. */
const keyOf = (title: string) => `optolight.open.${title}`;

/**
 * A section of a page closed to its title and a one-line summary until opened: a button in the
 * heading with aria-expanded, so Enter and Space open it as they press any button. What is
 * inside is drawn only while open (docs/product.md#patient-page). It opens by itself while
 * urgent, and otherwise as it was last left.
 */
export function Fold({
  title,
  summary,
  action,
  isUrgent = false,
  onOpen,
  testId,
  children,
}: Props) {
  const id = useId();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const isOpen = chosen ?? (isUrgent || local.get(keyOf(title)) === '1');
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen && !wasOpen.current) onOpen?.();
    wasOpen.current = isOpen;
  }, [isOpen, onOpen]);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      // The 44 px heading button has room above its title: its text lines up with other cards'.
      pt="xs"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      {/* The action goes under the title where the two do not fit one line (a phone). */}
      <Group gap="xs" align="center">
        <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Title order={2} size="h4">
            {/* Named by its title, as it reads; the summary under it is its description. */}
            <UnstyledButton
              className={classes.toggle}
              aria-expanded={isOpen}
              aria-controls={`${id}-body`}
              aria-describedby={`${id}-summary`}
              onClick={() => {
                setChosen(!isOpen);
                local.set(keyOf(title), isOpen ? '0' : '1');
              }}
            >
              <IconChevronRight size={20} className={classes.chevron} aria-hidden />
              <span id={`${id}-title`}>{title}</span>
            </UnstyledButton>
          </Title>
          <Text id={`${id}-summary`} size="sm" c="dimmed" className={classes.summary}>
            {summary}
          </Text>
        </div>
        {action}
      </Group>
      <div id={`${id}-body`} hidden={!isOpen}>
        {isOpen && <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>{children}</div>}
      </div>
    </Paper>
  );
}
