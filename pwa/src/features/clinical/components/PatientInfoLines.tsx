import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDateOfBirth } from '@optolight/domain';
import { useDisclosure } from '@mantine/hooks';
import type { PatientDetail } from '../data/patients';
import { PatientDialog } from './PatientDialog';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

/** The patient's details with 'Edit patient info' -> the Update Patient Info dialog (spec §2
 * /patient); named for what it edits, beside the tables' record Edit buttons. */
export function PatientInfoLines({
  detail,
  isNameLastFirst = false,
}: {
  detail: PatientDetail;
  isNameLastFirst?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const p = detail.patient;
  const name = isNameLastFirst ? `${p.lastName}, ${p.firstName}` : `${p.firstName} ${p.lastName}`;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} data-testid="patient-info">
        <Line label="Name" value={name} />
        <Line label="Patient Id" value={p.patientId} />
        <Line label="Address" value={[p.address, p.city].filter(Boolean).join(', ')} />
        <Line label="State" value={p.state} />
        <Line label="Country" value={p.country?.label ?? ''} />
        <Line label="Zip" value={p.zip} />
        <Line label="Phone" value={p.phone} />
        <Line label="Em.Phone" value={p.emPhone} />
        <Line label="Em.Contact Person" value={p.emPerson} />
        <Line label="Date of Birth" value={formatDateOfBirth(p.age)} />
      </SimpleGrid>
      <Group mt="sm">
        <Button variant="light" size="xs" onClick={open}>
          Edit patient info
        </Button>
      </Group>
      {opened && (
        <PatientDialog
          opened
          onClose={close}
          editing={{ id: p.id, info: p, stored: detail.infoData }}
        />
      )}
    </>
  );
}
