import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useDb } from '../data/db';
import { loadPatients } from '../data/patient-list';
import { selectPatient } from '../state';

/** A box to jump to another patient by their patient id (docs/product.md#patient-page). The list is
 * read only when the clinician submits, so opening a patient never pays for loading every
 * patient. */
export function PatientIdSearch() {
  const db = useDb();
  const [text, setText] = useState('');
  const [isMissing, setMissing] = useState(false);
  const find = async () => {
    if (!db || text.trim() === '') return;
    const q = text.trim().toLowerCase();
    const all = await loadPatients(db);
    const found =
      all.find((p) => p.patientId.toLowerCase() === q) ??
      all.find((p) => p.patientId.toLowerCase().includes(q));
    setMissing(!found);
    if (found) selectPatient(found.id);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void find();
      }}
      role="search"
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Search by Patient Id"
          placeholder="Patient Id"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setMissing(false);
          }}
          error={isMissing ? 'No patient with this Patient Id' : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
          Find
        </Button>
      </Group>
    </form>
  );
}
