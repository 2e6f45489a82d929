import { useState, type ReactNode } from 'react';
import { pageRows, type PageSize } from '../lib/pagination';
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
 * (docs/product.md#tables-and-pagination). */
export function usePaged<T>(
  rows: readonly T[],
  sizes: readonly [PageSize, ...PageSize[]],
  first: PageSize = sizes[0],
): Paged<T> {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<PageSize>(first);
  return {
    shown: pageRows(rows, page, size),
    toFirst: () => {
      setPage(0);
    },
    pager: (
      <TablePagination
        total={rows.length}
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
