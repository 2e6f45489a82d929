import { Button, Group, SimpleGrid } from '@mantine/core';
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

/** The notice's words, which also say why Edit patient info is disabled. */
const newerNoticeId = 'patient-info-newer';

/** The patient's details with 'Edit patient info' -> the Update Patient Info dialog
 * (docs/product.md#patient-page); named for what it edits, beside the tables' record Edit
 * buttons. */
export function PatientInfoLines({ detail }: { detail: PatientDetail }) {
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
  return (
    <>
      {patientSections.map((section) => (
        <ConflictNotice key={section} recordId={p.id} section={section} />
      ))}
      {/* One notice for the patient: both sections say the same thing. */}
      {newer && <NewerVersionNotice section={newer.section} raw={newer.raw} id={newerNoticeId} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} data-testid="patient-info">
        <FactLine label="Name" value={name} />
        <FactLine label="Patient Id" value={p.patientId} />
        <FactLine label="Address" value={[p.address, p.city].filter(Boolean).join(', ')} />
        <FactLine label="State" value={p.state} />
        <FactLine label="Country" value={p.country?.label ?? ''} />
        <FactLine label="Zip" value={p.zip} />
        <FactLine label="Phone" value={p.phone} />
        <FactLine label="Em.Phone" value={p.emPhone} />
        <FactLine label="Em.Contact Person" value={p.emPerson} />
        <FactLine label="Date of Birth" value={formatDateOfBirth(p.age)} />
      </SimpleGrid>
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
        <RecordHistoryButton recordId={p.id} what={`${p.firstName} ${p.lastName}`} />
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
