import { HttpError } from '../../http/errors';

/**
 * Refuses any change to a signed record's sections, on every path (sync and REST): a signed
 * record changes only by addenda (docs/product.md#signed-records). `rest` adds the call a
 * REST client makes instead.
 */
export function assertUnsigned(row: { signedAt: string | null; id: string }, rest = false): void {
  if (!row.signedAt) return;
  throw new HttpError(
    409,
    `This record is signed, so it can no longer be edited. To correct or add to it, add an addendum${
      rest ? ` (POST /api/addendum/${row.id} with { "text": … })` : ''
    }.`,
  );
}
