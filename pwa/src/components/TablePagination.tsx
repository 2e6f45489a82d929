import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { touch } from '../app/touch-targets';
import { pageCount, pageSizes, rangeLabel, type PageSize } from '../lib/pagination';

interface Props {
  /** Null while the list is still read: no range yet, and no page to go to. */
  total: number | null;
  page: number;
  size: PageSize;
  onPage: (page: number) => void;
  /** Changing the size also resets the page to the first
   * (docs/product.md#tables-and-pagination). */
  onSize: (size: PageSize) => void;
  /** The sizes offered; a list that can hold a whole practice leaves out 'all'. */
  sizes?: readonly PageSize[];
}

const sizeLabel = (s: PageSize) => (s === 'all' ? 'All' : String(s));

export function TablePagination({ total, page, size, onPage, onSize, sizes = pageSizes }: Props) {
  const last = pageCount(total ?? 0, size) - 1;
  const isFirst = page <= 0;
  const isLast = page >= last;
  return (
    // On the size box's own line, not on the middle of the box and its label above it: every
    // field and button is a touch target's height, and so is the range's line.
    <Group justify="flex-end" align="flex-end" gap="md" mt="sm" wrap="wrap">
      <NativeSelect
        label="Rows per page"
        size="xs"
        w={120}
        value={sizeLabel(size)}
        data={sizes.map(sizeLabel)}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onSize(value === 'All' ? 'all' : (Number(value) as PageSize));
        }}
      />
      <Text size="sm" lh={touch} aria-live="polite">
        {total === null ? '' : rangeLabel(total, page, size)}
      </Text>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label="First page"
          disabled={isFirst}
          onClick={() => {
            onPage(0);
          }}
        >
          <IconChevronsLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Previous page"
          disabled={isFirst}
          onClick={() => {
            onPage(page - 1);
          }}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Next page"
          disabled={isLast}
          onClick={() => {
            onPage(page + 1);
          }}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label="Last page"
          disabled={isLast}
          onClick={() => {
            onPage(last);
          }}
        >
          <IconChevronsRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
