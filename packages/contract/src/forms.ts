import { z } from 'zod';

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
