import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness } from '../test/harness';

const outer = process.env.TMPDIR;
afterEach(() => {
  process.env.TMPDIR = outer;
});

describe('the server test harness', () => {
  it('leaves no data folder behind when the server refuses its settings', async () => {
    // A folder of the test's own: other files' harnesses make theirs in the usual one.
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
      rmSync(own, { recursive: true, force: true });
    }
  });
});
