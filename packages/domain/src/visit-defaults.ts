import type { Appointment } from './appointment';
import type { DischargePlan } from './discharge-plan';

/**
 * What a new record's forms start with, so the clinician confirms instead of typing: each only
 * where the field is still empty. The visit is dated today; a main evaluation starts the care,
 * so its start-of-care date is the visit's.
 */
export function newAppointment(
  start: Appointment,
  { isMain, today }: { isMain: boolean; today: string },
): Appointment {
  const dateField = isMain ? 'createdAt' : 'appointmentDate';
  const visit = start[dateField] || today;
  return {
    ...start,
    [dateField]: visit,
    socDate: start.socDate || (isMain ? visit : ''),
  };
}

/**
 * A new discharge form: signed today, the plan of care certified from the start of care, and the
 * physician the appointment names.
 */
export function newDischargePlan(
  start: DischargePlan,
  appointment: Appointment | undefined,
  today: string,
): DischargePlan {
  const careFrom = appointment
    ? appointment.socDate || (appointment.createdAt || appointment.appointmentDate).slice(0, 10)
    : '';
  return {
    ...start,
    date: start.date || today,
    physicianName: start.physicianName || (appointment?.physiciansName ?? ''),
    certification: { ...start.certification, from: start.certification.from || careFrom },
  };
}
