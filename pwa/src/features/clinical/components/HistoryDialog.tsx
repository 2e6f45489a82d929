import { Modal, NativeSelect, Table } from '@mantine/core';
import { sectionNames, sectionTitles, type SectionName } from '@optolight/domain';
import { useState } from 'react';
import { useRecordSections } from '../data/records';
import { labelledValues } from '../data/labelled-values';

/** 'Patient Registration' dialog: a section selector listing the stored labelled values. */
export function HistoryDialog({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const sections = useRecordSections(recordId);
  const [section, setSection] = useState<SectionName>('appointment');
  const rows = labelledValues(section, sections?.[section]);
  return (
    <Modal opened onClose={onClose} title="Patient Registration" size="lg" centered>
      <NativeSelect
        label="Section"
        value={section}
        data={sectionNames.map((n) => ({ value: n, label: sectionTitles[n] }))}
        onChange={(e) => {
          const picked = sectionNames.find((n) => n === e.currentTarget.value);
          if (picked) setSection(picked);
        }}
        mb="sm"
      />
      <Table striped aria-label={sectionTitles[section]}>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td>Nothing recorded in this section.</Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.path}>
              <Table.Th scope="row">{r.label}</Table.Th>
              <Table.Td>{r.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
