import { ageOn, diagnosisOf, type BinocularVision } from '@optolight/domain';
import type { SectionFormProps } from '../forms/SectionForm';
import { BinocularVisionForm } from '../forms/BinocularVisionForm';
import { readSection, type StoredSection } from '../data/records';
import { todayIso } from '../../../lib/format';

interface Props extends SectionFormProps<BinocularVision> {
  isMain: boolean;
  dateOfBirth: string;
  /** The record's own appointment: its day dates the norms, its diagnosis takes the codes. */
  appointment: StoredSection | undefined;
  /** A note's main evaluation's section, the baseline of the naming test; none on the evaluation. */
  baseline: StoredSection | undefined;
  /** Saves another section of the record without leaving this tab. */
  onSaveOther: (name: 'appointment', values: unknown, editedFrom: unknown) => Promise<void>;
}

/** Binocular Vision with what its flags read: the patient's age on the visit day, the main
 * evaluation's findings, and the visit's diagnosis that a suggested code is added to. */
export function BinocularVisionTab(props: Props) {
  const { isMain, dateOfBirth, appointment, baseline, onSaveOther, ...form } = props;
  const visit = appointment?.raw === undefined ? null : readSection('appointment', appointment.raw);
  const day = (isMain ? visit?.createdAt : visit?.appointmentDate) || todayIso();
  const age = ageOn(dateOfBirth, new Date(`${day.slice(0, 10)}T12:00:00`));
  const chosen = [...(visit?.primaryDiagnosis ?? []), ...(visit?.treatmentDiagnosis ?? [])].map(
    (d) => d.code,
  );
  const onAddCode =
    visit === null
      ? undefined
      : async (code: string) => {
          const d = diagnosisOf(code);
          if (!d || chosen.includes(code)) return;
          const next = { ...visit, primaryDiagnosis: [...visit.primaryDiagnosis, d] };
          await onSaveOther('appointment', next, appointment?.raw);
        };
  return (
    <BinocularVisionForm
      {...form}
      context={{
        age: age !== null && age >= 0 ? age : null,
        baseline:
          isMain || baseline?.raw === undefined
            ? null
            : readSection('binocularVision', baseline.raw),
      }}
      chosenCodes={chosen}
      onAddCode={onAddCode}
    />
  );
}
