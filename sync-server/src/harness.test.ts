import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHarness } from '../test/harness';

describe('the server test harness', () => {
  it('leaves no data folder behind when the server refuses its settings', async () => {
    // A folder of the test's own: other files' harnesses make theirs in the usual one.
    const outer = process.env.TMPDIR;
    const own = mkdtempSync(join(tmpdir(), 'harness-test-'));
    process.env.TMPDIR = own;
    try {
      await expect(
        startHarness({
          BRAINTREE_MERCHANT_ID: 'merchant',
          BRAINTREE_PUBLIC_KEY: 'public',
          BRAINTREE_PRIVATE_KEY: 'private',
          PAYMENTS_TEST_PROVIDER: 'true',
        }),
      ).rejects.toThrow(/PAYMENTS_TEST_PROVIDER/);
      expect(readdirSync(own)).toEqual([]);
    } finally {
      // The worker's later files share this process: an unset TMPDIR must stay unset, not
      // become the string "undefined".
      if (outer === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = outer;
      rmSync(own, { recursive: true, force: true });
    }
  });
});
