import type { z } from 'zod';
import type { MemberRole } from './practice-schemas';

/**
 * Who may call an endpoint. `professionalWrite` also needs an active professional plan
 * (an expired plan keeps read access, never write access:
 * docs/decisions.md#expired-plans-keep-read-access).
 */
export type Access = 'public' | 'signedIn' | 'professionalRead' | 'professionalWrite';

/** The roles of a practice that see clinical content: evaluations, notes, signatures, reports,
 * outcomes, home programmes, history and the access log. The front desk does not
 * (docs/practices.md). */
export const clinicalRoles = ['owner', 'clinician'] as const satisfies readonly MemberRole[];
/** The practice's members, data as a whole and invitations. */
export const ownerRole = ['owner'] as const satisfies readonly MemberRole[];

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `/api/patient/:patientAutoGenId`. */
  path: string;
  access: Access;
  /** The practice roles that may call it, besides `access`; every role when absent. */
  roles?: readonly MemberRole[];
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart upload: the body is one file in the named form field, not JSON. */
  multipart?: { field: string; media: string };
  response: R;
  /** Answers besides success and the refusals every endpoint of its kind has (docs/product.md#the-api):
   * each status with what it means, and its body when that is not the usual error. */
  answers?: Partial<Record<number, { description: string; body?: z.ZodType }>>;
}

/** Keeps each endpoint's literal schema types while checking it is an Endpoint. */
export function endpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** Fills `:name` placeholders in a contract path. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type ParamsOf<E> = E extends Endpoint<infer P> ? z.input<P> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
