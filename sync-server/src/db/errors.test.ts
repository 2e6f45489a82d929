import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const coded = (code: string) => Object.assign(new Error('from the database'), { code });

it('tells a database that is not there from one that refused the statement', () => {
  // Connection refused or ended, shut down, still starting: the same request succeeds later.
  for (const code of ['08006', '08001', '57P01', '57P02', '57P03'])
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
  // The driver's own words for a connection lost between statements, or a pool already closed.
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(
    isDatabaseUnavailable(
      new Error('Failed query', {
        cause: new Error('Cannot use a pool after calling end on the pool'),
      }),
    ),
  ).toBe(true);
  // A constraint, a syntax error, a conflict, SQLite's faults: the database answered.
  for (const code of ['23505', '42601', '40001', '57014', 'SQLITE_CONSTRAINT_UNIQUE'])
    expect(isDatabaseUnavailable(coded(code))).toBe(false);
  expect(isDatabaseUnavailable(new Error('malformed JSON'))).toBe(false);
});
