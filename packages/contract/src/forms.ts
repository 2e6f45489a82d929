import { z } from 'zod';
import { migrateStored } from '@optolight/domain';

type Sent<T extends z.core.SomeType> = z.ZodOptional<
  T extends z.ZodDefault<infer Inner> ? Inner : T
>;

/**
 * A shape's fields as a client may send some of them: each optional and none filled in with its
 * default, so a field that was not sent stays absent (and cannot override one that was).
 */
export function sentFields<S extends z.ZodRawShape>(shape: S): { [K in keyof S]: Sent<S[K]> } {
  const fields = Object.entries(shape).map(([key, field]) => [
    key,
    z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
  ]);
  return Object.fromEntries(fields) as { [K in keyof S]: Sent<S[K]> };
}

/**
 * A body that comes in one of two forms: `wrapped` when `isWrapped(body)`, else `bare`, which
 * gives the same output. Unlike a union, a refusal names the fields of the form the body is in.
 */
export function eitherForm<W extends z.ZodType, B extends z.ZodType<z.output<W>>>(
  isWrapped: (body: unknown) => boolean,
  wrapped: W,
  bare: B,
): z.ZodType<z.output<W>, z.input<W> | z.input<B>> {
  const either = z.unknown().transform((body, ctx) => {
    const parsed = (isWrapped(body) ? wrapped : bare).safeParse(body);
    if (parsed.success) return parsed.data;
    // Each refusal keeps its field and message (all an error answer carries).
    for (const { path, message } of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });
  return either as z.ZodType<z.output<W>, z.input<W> | z.input<B>>;
}

/**
 * A section as a REST call carries it. REST names no version, and the spec's own client sends
 * the first shape of each section (diagnoses as `{ title }`), so the content is brought up with
 * every step of the section (docs/sync-protocol.md#rule-16-stored-sections-have-versions). Each
 * step leaves content already in its newer shape as it is, so today's shape passes unchanged.
 */
export function unversioned<T extends z.ZodType>(
  name: string,
  schema: T,
): z.ZodType<z.output<T>, z.input<T>> {
  const brought = z.preprocess((data) => migrateStored(name, data, 1), schema);
  return brought as unknown as z.ZodType<z.output<T>, z.input<T>>;
}
