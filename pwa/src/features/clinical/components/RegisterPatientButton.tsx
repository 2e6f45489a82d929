import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PatientDialog } from './PatientDialog';

/** Opens the Register Patient dialog (professionals only; the nav decides who sees it). */
export function RegisterPatientButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" px="xs" onClick={open}>
        Register Patient
      </Button>
      {opened && <PatientDialog opened onClose={close} />}
    </>
  );
}
