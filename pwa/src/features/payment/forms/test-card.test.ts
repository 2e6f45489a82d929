import { describe, expect, it } from 'vitest';
import { isCurrentExpiry, nonceFor, TestCard } from './test-card';

const valid = { number: '4111 1111 1111 1111', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' };

describe('test card form', () => {
  it('maps the sandbox cards to nonces', () => {
    expect(nonceFor('4111 1111 1111 1111')).toBe('fake-valid-visa-nonce');
    expect(nonceFor('5555-5555-5555-4444')).toBe('fake-valid-mastercard-nonce');
    expect(nonceFor('4000111111111115')).toBe('fake-processor-declined-visa-nonce');
  });
  it('rejects other numbers as a field error', () => {
    const result = TestCard.safeParse({ ...valid, number: '1234 5678 9012 3456' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['number']);
  });
  it('checks expiry and CVC', () => {
    expect(isCurrentExpiry('01/20', new Date('2026-03-01'))).toBe(false);
    expect(isCurrentExpiry('03/26', new Date('2026-03-31'))).toBe(true);
    expect(TestCard.safeParse({ ...valid, cvc: '12' }).success).toBe(false);
    expect(TestCard.safeParse(valid).success).toBe(true);
  });
});
