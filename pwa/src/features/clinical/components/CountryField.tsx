import { Select } from '@mantine/core';
import { countryOptions, normaliseCountry, patientInfoLabels } from '@optolight/domain';
import { useController, useFormContext } from 'react-hook-form';

let made: { value: string; label: string }[] | undefined;
/** The chooser's entries, made when a form first shows it (sorting the names sets up the
 * browser's collator). */
const choices = () => (made ??= countryOptions().map((c) => ({ value: c.code, label: c.label })));

/** The patient's country, stored as { code, label, phone }
 * (docs/product.md#fields-and-option-lists). */
export function CountryField() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'country' });
  const value: unknown = field.value;
  const code =
    typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string'
      ? value.code
      : null;
  return (
    <Select
      label={patientInfoLabels.country}
      searchable
      clearable
      data={choices()}
      value={code}
      onChange={(next) => {
        field.onChange(next ? normaliseCountry(next) : null);
      }}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
