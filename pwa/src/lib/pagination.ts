import { formatCount as count } from './format';

/** Page sizes 3, 5, 10, 25 and All ('all') (docs/product.md#tables-and-pagination). */
export const pageSizes = [3, 5, 10, 25, 'all'] as const;
export type PageSize = (typeof pageSizes)[number];

export function pageCount(total: number, size: PageSize): number {
  if (size === 'all') return 1;
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of page `page` (0-based), clamped to the last page. */
export function pageRows<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'all') return [...rows];
  const last = pageCount(rows.length, size) - 1;
  const p = Math.min(Math.max(page, 0), last);
  return rows.slice(p * size, p * size + size);
}

/** '4–6 of 8'; '1–5 of 1,000', with the thousands marked as the header's counts are. */
export function rangeLabel(total: number, page: number, size: PageSize): string {
  if (total === 0) return '0 of 0';
  if (size === 'all') return `1–${count(total)} of ${count(total)}`;
  const start = page * size + 1;
  return `${count(start)}–${count(Math.min(total, start + size - 1))} of ${count(total)}`;
}
