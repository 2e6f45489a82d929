import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint (48em, 768 px): a phone, where tables become lists so
 * every action fits 360 px without sideways scrolling. Read on the first render, so a phone
 * never flashes the table first.
 */
export const useIsPhone = () =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
