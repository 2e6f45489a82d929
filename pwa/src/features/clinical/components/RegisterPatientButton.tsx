import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PatientDialog } from './PatientDialog';
import { useOpenPatient } from './use-open-patient';

/** Opens the Register Patient dialog (professionals only; the nav decides who sees it). */
export function RegisterPatientButton({ isStacked = false }: { isStacked?: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  // The next thing after registering is that patient's first evaluation: open them.
  const openPatient = useOpenPatient();
  return (
    <>
      <Button
        variant="subtle"
        px="xs"
        h={44}
        fullWidth={isStacked}
        justify={isStacked ? 'flex-start' : undefined}
        onClick={open}
      >
        Register Patient
      </Button>
      {opened && (
        <PatientDialog
          opened
          onClose={close}
          onRegistered={(id) => {
            openPatient({ id });
          }}
        />
      )}
    </>
  );
}
