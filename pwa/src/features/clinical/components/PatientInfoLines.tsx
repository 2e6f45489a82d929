import { Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateOfBirth } from '@optolight/domain';
import { useDisclosure } from '@mantine/hooks';
import { FactLine } from '../../../components/FactLine';
import type { PatientDetail } from '../data/patients';
import { patientSections } from '@optolight/contract';
import type { PatientSection } from '../data/conflict-section';
import { useStoredSection } from '../data/records';
import { ConflictNotice } from './ConflictNotice';
import { NewerVersionNotice } from './NewerVersionNotice';
import { PatientDialog } from './PatientDialog';
import { RecordHistoryButton } from './RecordHistoryButton';
import { useSeesClinical } from '../../../lib/session';

/** One line, as an envelope reads: '1420 Coral Way, Miami, FL 33145, United States'. */
const addressOf = (p: PatientDetail['patient']) =>
  [p.address, p.city, [p.state, p.zip].filter(Boolean).join(' '), p.country?.label]
    .filter(Boolean)
    .join(', ');

/** A phone number is never broken across lines at its hyphens or spaces. */
const Phone = ({ number }: { number: string }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
);

/** 'Luis Castellanos, 305-555-0199', either alone, or '' (read '—'). */
const emergencyOf = ({ emPerson, emPhone }: PatientDetail['patient']) =>
  emPhone ? (
    <>
      {emPerson && `${emPerson}, `}
      <Phone number={emPhone} />
    </>
  ) : (
    emPerson
  );

/** The notice's words, which also say why Edit patient info is disabled. */
const newerNoticeId = 'patient-info-newer';

/** The patient's details with 'Edit patient info' -> the Update Patient Info dialog
 * (docs/product.md#patient-page); named for what it edits, beside the tables' record Edit
 * buttons. */
export function PatientInfoLines({
  detail,
  isNameShown = true,
  actions,
}: {
  detail: PatientDetail;
  /** False where the page's heading is the name already. */
  isNameShown?: boolean;
  /** More buttons for the row under the details, at its end. */
  actions?: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const p = detail.patient;
  const info = useStoredSection(p.id, 'info');
  const reg = useStoredSection(p.id, 'patientReg');
  const newer: { section: PatientSection; raw: unknown } | null = info?.newer
    ? { section: 'info', raw: info.raw }
    : reg?.newer
      ? { section: 'patientReg', raw: reg.raw }
      : null;
  // The dialog would save the details over what a newer app stored: it opens only after an update.
  const isReadOnly = info?.newer === true;
  // 'First Last' wherever a name is read (docs/product.md#patient-page).
  const name = `${p.firstName} ${p.lastName}`;
  const clinical = useSeesClinical();
  return (
    <>
      {patientSections.map((section) => (
        <ConflictNotice key={section} recordId={p.id} section={section} />
      ))}
      {/* One notice for the patient: both sections say the same thing. */}
      {newer && <NewerVersionNotice section={newer.section} raw={newer.raw} id={newerNoticeId} />}
      {/* The short facts side by side where the card is wide enough (its own width, as it
          is a column of the visits page), then the two long ones a line each. */}
      <Stack gap={4} data-testid="patient-info">
        <SimpleGrid
          type="container"
          cols={{ base: 1, '34rem': 3 }}
          spacing="md"
          verticalSpacing={4}
        >
          {isNameShown && <FactLine label="Name" value={name} />}
          <FactLine label="Patient Id" value={p.patientId} />
          <FactLine label="Date of Birth" value={formatDateOfBirth(p.age)} />
          <FactLine label="Phone" value={p.phone && <Phone number={p.phone} />} />
        </SimpleGrid>
        <FactLine label="Emergency contact" value={emergencyOf(p)} />
        <FactLine label="Address" value={addressOf(p)} />
      </Stack>
      <Group mt="sm">
        <Button
          variant="light"
          size="xs"
          onClick={open}
          disabled={isReadOnly}
          aria-describedby={isReadOnly ? newerNoticeId : undefined}
        >
          Edit patient info
        </Button>
        {/* A record's history is clinical: the front desk does not open it (docs/practices.md). */}
        {clinical && <RecordHistoryButton recordId={p.id} what={name} />}
        {actions && <Box ml="auto">{actions}</Box>}
      </Group>
      {/* Left open if a newer row arrives meanwhile: the dialog keeps the text and says why it
          cannot save it. */}
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
