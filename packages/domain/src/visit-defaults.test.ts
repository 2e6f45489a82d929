import { describe, expect, it } from 'vitest';
import { Appointment } from './appointment';
import { DischargePlan } from './discharge-plan';
import { newAppointment, newDischargePlan } from './visit-defaults';

const today = '2026-11-02';

describe('a new record starts from what is already known', () => {
  it('dates a main evaluation today and starts the care on that day', () => {
    const a = newAppointment(Appointment.parse({}), { isMain: true, today });
    expect(a).toMatchObject({ createdAt: today, socDate: today, appointmentDate: '' });
  });

  it("dates a note today and keeps the evaluation's start of care", () => {
    const fromEvaluation = Appointment.parse({ socDate: '2026-10-01' });
    const a = newAppointment(fromEvaluation, { isMain: false, today });
    expect(a).toMatchObject({ appointmentDate: today, createdAt: '', socDate: '2026-10-01' });
  });

  it('a note without a start of care is not given one', () => {
    const a = newAppointment(Appointment.parse({}), { isMain: false, today });
    expect(a.socDate).toBe('');
  });

  it('never replaces what is there', () => {
    const start = Appointment.parse({ createdAt: '2026-10-30', socDate: '2026-10-29' });
    expect(newAppointment(start, { isMain: true, today })).toMatchObject({
      createdAt: '2026-10-30',
      socDate: '2026-10-29',
    });
  });

  it('signs a discharge form today, for the physician and from the start of care', () => {
    const appointment = Appointment.parse({
      createdAt: '2026-10-30',
      socDate: '2026-10-29',
      physiciansName: 'Dr Grace',
    });
    const d = newDischargePlan(DischargePlan.parse({}), appointment, today);
    expect(d).toMatchObject({
      date: today,
      physicianName: 'Dr Grace',
      certification: { from: '2026-10-29', to: '' },
    });
  });

  it('certifies from the visit when there is no start of care, and from nothing without an appointment', () => {
    const visit = Appointment.parse({ appointmentDate: '2026-11-01' });
    expect(newDischargePlan(DischargePlan.parse({}), visit, today).certification.from).toBe(
      '2026-11-01',
    );
    const alone = newDischargePlan(DischargePlan.parse({}), undefined, today);
    expect(alone).toMatchObject({ date: today, physicianName: '', certification: { from: '' } });
  });
});
