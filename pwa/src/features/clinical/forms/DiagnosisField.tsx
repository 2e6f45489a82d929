import { CloseButton, Group, Input, Select, Stack, Text } from '@mantine/core';
import { diagnosisLabel, diagnosisOf, othersDiagnosis, othersOption } from '@optolight/domain';
import { useState } from 'react';
import { TextField, useField } from '../../../components/fields';
import { diagnosisChoices, diagnosisFilter } from './diagnosis-search';

interface Props {
  /** The list of `{ title, code }` items. */
  name: string;
  label: string;
  /** The free text 'others' stands for, shown once 'others' is picked. */
  otherName: string;
  otherLabel: string;
}

interface Item {
  title: string;
  code: string;
}

const itemsOf = (value: unknown): Item[] =>
  Array.isArray(value)
    ? value.filter(
        (i: unknown): i is Item =>
          typeof i === 'object' &&
          i !== null &&
          'title' in i &&
          typeof i.title === 'string' &&
          'code' in i &&
          typeof i.code === 'string',
      )
    : [];

/** The first error on the list or one of its items ('Not a known ICD-10-CM code'). */
function listError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(listError).find(Boolean);
}

/**
 * A diagnosis list picked by ICD-10-CM code or by words, offline: a searchable select adds one
 * diagnosis at a time, and each chosen one shows as 'H51.11 Convergence insufficiency' with a
 * button to remove it (docs/product.md#diagnoses-and-icd-10-cm-codes). The shipped codes are
 * part of the app, so the search needs no network.
 */
export function DiagnosisField({ name, label, otherName, otherLabel }: Props) {
  const { field, fieldState } = useField(name);
  const [search, setSearch] = useState('');
  const items = itemsOf(field.value);
  const chosen = new Set(items.map((i) => (i.title === othersOption ? othersOption : i.code)));
  const add = (value: string | null) => {
    setSearch('');
    const item = value === othersOption ? othersDiagnosis : value ? diagnosisOf(value) : undefined;
    if (item) field.onChange([...items, item]);
  };
  const remove = (index: number) => {
    field.onChange(items.filter((_, i) => i !== index));
  };
  const error = listError(fieldState.error);
  return (
    <Stack gap={4}>
      <Input.Wrapper label={label} error={error} data-field={name}>
        {/* 'xs' apart: remove buttons keep 8 px between them (docs/touch-targets.md). */}
        <Stack gap="xs" mt={4} role="list" aria-label={label}>
          {items.map((item, i) => (
            <Group key={`${item.code}-${item.title}`} role="listitem" gap="xs" wrap="nowrap">
              <Text flex={1}>{diagnosisLabel(item)}</Text>
              <CloseButton
                aria-label={`Remove ${diagnosisLabel(item)}`}
                onClick={() => {
                  remove(i);
                }}
              />
            </Group>
          ))}
        </Stack>
        <Select
          mt="xs"
          aria-label={`Add ${label.toLowerCase()}`}
          placeholder="Search by code or words"
          searchable
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={add}
          data={diagnosisChoices.filter((c) => !chosen.has(c.value))}
          filter={diagnosisFilter}
          limit={30}
          nothingFoundMessage="No code matches; pick 'others' to type it in words"
        />
      </Input.Wrapper>
      {chosen.has(othersOption) && <TextField name={otherName} label={otherLabel} />}
    </Stack>
  );
}
