import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** Opens patient registration. The dialog itself arrives with the clinical screens. */
export function RegisterPatientButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" px="xs" onClick={open}>
        Register Patient
      </Button>
      <Modal opened={opened} onClose={close} title="Register Patient" centered>
        <Text>Patient registration is coming with the clinical screens.</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>Close</Button>
        </Group>
      </Modal>
    </>
  );
}
