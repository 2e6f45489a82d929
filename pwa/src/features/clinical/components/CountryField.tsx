import { Select } from '@mantine/core';
import { countryOptions, normaliseCountry, patientInfoLabels } from '@optolight/domain';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** The patient's country, stored as { code, label, phone }
 * (docs/product.md#fields-and-option-lists). */
export function CountryField() {
  const { control } = useFormContext();
  // Made when a form shows the field: the sorted list sets up the browser's collator.
  const choices = useMemo(
    () => countryOptions().map((c) => ({ value: c.code, label: c.label })),
    [],
  );
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
      data={choices}
      value={code}
      onChange={(next) => {
        field.onChange(next ? normaliseCountry(next) : null);
      }}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
