import type { Appointment } from '@optolight/domain';
import { expect, it } from 'vitest';
import { TextField } from '../../../components/fields';
import { clinicalFieldsOf } from './option-fields';

it('hands out the same components, with names checked by the type checker', () => {
  const typed = clinicalFieldsOf<Appointment>();
  expect(typed.TextField).toBe(TextField);
  // `pnpm typecheck` fails if a misspelt name ever compiles again.
  // @ts-expect-error 'physicianName' is not a field of the appointment
  const misspelt = <typed.TextField name="physicianName" label="Physician" />;
  const nested = <typed.ChecksField name="primaryDiagnosis" label="Diagnoses" options={[]} />;
  expect([misspelt.props, nested.props]).toHaveLength(2);
});
