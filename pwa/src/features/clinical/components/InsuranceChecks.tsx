import { insuranceOptions, insuranceOptionsFor, patientRegLabels } from '@optolight/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChecksField, titlesOf } from '../forms/option-fields';

/**
 * /patientreg's insurance: Medicaid only up to 20 years old, judged from the date of birth typed
 * above. A choice already ticked stays on screen, so the form's error can be acted on.
 */
export function InsuranceChecks() {
  const { control } = useFormContext();
  const [dateOfBirth, insurance] = useWatch({ control, name: ['age', 'insurance'] }) as unknown[];
  const offered = insuranceOptionsFor(
    typeof dateOfBirth === 'string' ? dateOfBirth : '',
    new Date(),
  );
  const ticked = titlesOf(insurance);
  return (
    <ChecksField
      name="insurance"
      label={patientRegLabels.insurance}
      options={insuranceOptions.filter((o) => offered.includes(o) || ticked.includes(o))}
      isTitled
      cols={3}
    />
  );
}
