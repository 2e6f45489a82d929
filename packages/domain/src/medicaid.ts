import { ageOn } from './dates';
import { insuranceOptions, medicaidOption } from './options';

/** Medicaid is offered only to patients aged 20 or younger
 * (docs/decisions.md#medicaid-up-to-age-20), i.e. until the 21st birthday. With no (or an
 * unreadable) date of birth the answer is true: the registration form shows insurance before the
 * date of birth is known, and hiding Medicaid there would make the clinician think it is not
 * accepted; once a date of birth is entered the list narrows. */
export function isMedicaidEligible(dateOfBirth: string, today: Date): boolean {
  const age = ageOn(dateOfBirth, today);
  return age === null || age <= 20;
}

/** The insurance choices to offer a patient with this date of birth. */
export function insuranceOptionsFor(
  dateOfBirth: string,
  today: Date,
): readonly (typeof insuranceOptions)[number][] {
  return isMedicaidEligible(dateOfBirth, today)
    ? insuranceOptions
    : insuranceOptions.filter((o) => o !== medicaidOption);
}
