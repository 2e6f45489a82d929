import { Loader } from '@mantine/core';

/**
 * A small spinner that screen readers announce by its label. Mantine's Loader is a plain element,
 * on which an aria-label alone is not allowed (axe: aria-prohibited-attr); as a status it is.
 */
export function Spinner({ label }: { label: string }) {
  return <Loader size="sm" role="status" aria-label={label} />;
}
