import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FactLine } from './FactLine';
import type { PatientRow } from './PatientTable';

interface Props<P extends PatientRow> {
  label: string;
  rows: readonly P[];
  onOpen: (patient: P) => void;
  renderStatus?: ((patient: P) => ReactNode) | undefined;
}

/** The patient table on a phone: one card per patient, its Open button in reach at 360 px. */
export function PatientCards<P extends PatientRow>({
  label,
  rows,
  onOpen,
  renderStatus,
}: Props<P>) {
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((p) => {
        const name = `${p.firstName} ${p.lastName}`;
        return (
          <Paper component="li" key={p.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{name}</Text>
                {renderStatus?.(p)}
                <FactLine label="Patient Id" value={p.patientId} />
                <FactLine label="Address" value={[p.address, p.city].filter(Boolean).join(', ')} />
                <FactLine label="Phone" value={p.phone} />
              </Stack>
              <Button
                variant="light"
                style={{ flexShrink: 0 }}
                leftSection={<IconChevronRight size={18} aria-hidden />}
                aria-label={`Open ${name}`}
                onClick={() => {
                  onOpen(p);
                }}
              >
                Open
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
