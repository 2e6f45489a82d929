import { describe, expect, it } from 'vitest';
import { byInstant, Timestamp } from './primitives';

describe('moments', () => {
  it('keeps a timestamp of any offset as the same instant in UTC', () => {
    expect(Timestamp.parse('2026-11-02T08:18:13-05:00')).toBe('2026-11-02T13:18:13.000Z');
    expect(Timestamp.parse('2026-11-02T22:18:13.5+09:00')).toBe('2026-11-02T13:18:13.500Z');
    expect(Timestamp.parse('2026-11-02T13:18:13Z')).toBe('2026-11-02T13:18:13.000Z');
    expect(Timestamp.safeParse('2026-11-02 13:18').success).toBe(false);
  });

  it('orders moments as instants, not as text', () => {
    const stamps = [
      '2026-11-02T08:18:13-05:00',
      '2026-11-02T13:17:00Z',
      '2026-11-02T22:00:00+09:00',
    ];
    expect([...stamps].sort(byInstant)).toEqual([stamps[2], stamps[1], stamps[0]]);
  });
});
