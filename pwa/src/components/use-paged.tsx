import { useState, type ReactNode } from 'react';
import { pageCount, pageRows, type PageSize } from '../lib/pagination';
import { TablePagination } from './TablePagination';

export interface Paged<T> {
  /** The rows of the current page. */
  shown: T[];
  /** Back to the first page (the list was narrowed). */
  toFirst: () => void;
  /** The pager under the list: its sizes, the range shown and the page buttons. */
  pager: ReactNode;
}

/** A list shown a page at a time, `first` rows to a page until another of `sizes` is chosen
 * (docs/product.md#tables-and-pagination). `rows` is null while the list is still read: the
 * pager then says no range, where "0 of 0" read as an empty practice. */
export function usePaged<T>(
  rows: readonly T[] | null,
  sizes: readonly [PageSize, ...PageSize[]],
  first: PageSize = sizes[0],
): Paged<T> {
  const [chosen, setPage] = useState(0);
  const [size, setSize] = useState<PageSize>(first);
  // The list can shrink under the page shown (a row removed, another device's change): the rows,
  // the range and the buttons then all show the last page that still exists.
  const page = Math.min(chosen, pageCount(rows?.length ?? 0, size) - 1);
  return {
    shown: pageRows(rows ?? [], page, size),
    toFirst: () => {
      setPage(0);
    },
    pager: (
      <TablePagination
        total={rows?.length ?? null}
        page={page}
        size={size}
        sizes={sizes}
        onPage={setPage}
        onSize={(s) => {
          setSize(s);
          setPage(0);
        }}
      />
    ),
  };
}
