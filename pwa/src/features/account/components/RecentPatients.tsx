import { Paper, Title } from '@mantine/core';
import type { Patient } from '@optolight/contract';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PatientTable } from '../../../components/PatientTable';
import { listPatients } from '../api/account';

const newestFirst = (a: Patient, b: Patient) => b.updatedAt.localeCompare(a.updatedAt);

/** Recent Patients: 3 rows per page, filled from GET /api/patients until the device database
 * exists. */
export function RecentPatients() {
  const navigate = useNavigate();
  const [patients, setPatients] = useState<Patient[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void listPatients().then((list) => {
      if (isCurrent) setPatients([...list].sort(newestFirst));
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs" id="recent-patients">
        Recent Patients
      </Title>
      <PatientTable
        label="Recent Patients"
        patients={patients}
        defaultPageSize={3}
        onOpen={() => void navigate({ to: '/patient' })}
      />
    </Paper>
  );
}
