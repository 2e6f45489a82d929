import { describe, expect, it } from 'vitest';
import { DischargePlan } from './discharge-plan';

describe('DischargePlan', () => {
  it('parses {} into the empty form', () => {
    expect(DischargePlan.parse({})).toEqual({
      dischargePlan: '',
      treatmentPlan: '',
      additionalPlans: '',
      physicianName: '',
      therapistName: '',
      therapistSign: '',
      certification: { from: '', to: '', discipline: '' },
      date: '',
      eval_type: '',
    });
  });

  it('rejects a certification that ends before it starts, on certification.to', () => {
    const result = DischargePlan.safeParse({
      certification: { from: '2026-03-10', to: '2026-03-09' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['certification', 'to']);
    expect(result.error?.issues[0]?.message).toBe('Must not be before the start date');
  });

  it('accepts a one-day or open-ended certification', () => {
    const ok = (certification: object) => DischargePlan.safeParse({ certification }).success;
    expect(ok({ from: '2026-03-10', to: '2026-03-10' })).toBe(true);
    expect(ok({ from: '2026-03-10', to: '2026-04-09', discipline: 'Low vision rehab' })).toBe(true);
    expect(ok({ from: '2026-03-10' })).toBe(true);
    expect(ok({ discipline: 'Dentistry' })).toBe(false);
  });

  it('takes the signature as an http(s) link of at most 500 characters, or empty', () => {
    const sign = (therapistSign: string) => DischargePlan.safeParse({ therapistSign }).success;
    expect(sign('https://files.example.org/signatures/abc.png')).toBe(true);
    expect(sign('')).toBe(true);
    expect(sign('not a link')).toBe(false);
    expect(sign('javascript:alert(1)')).toBe(false);
    expect(sign(`https://example.org/${'a'.repeat(500)}`)).toBe(false);
  });

  it('checks the plan and evaluation-type options', () => {
    expect(
      DischargePlan.safeParse({
        dischargePlan: 'N/A',
        treatmentPlan: 'Continue treatment as per the plan of care',
        eval_type: 'Progress Note',
      }).success,
    ).toBe(true);
    expect(DischargePlan.safeParse({ eval_type: 'progressNote' }).success).toBe(false);
    expect(DischargePlan.safeParse({ dischargePlan: 'Later' }).success).toBe(false);
    expect(DischargePlan.safeParse({ certification: { until: '' } }).success).toBe(false);
  });
});
