import { downloadFhir } from '../data/fhir-export';
import { SaveFileButton } from './SaveFileButton';

/** Saves the patient's whole chart as a FHIR R4 file for an EHR, made on the device (works
 * offline) with what the server's export holds (docs/export.md). */
export function FhirExportButton({ patientId }: { patientId: string }) {
  return (
    <SaveFileButton
      variant="subtle"
      color="gray"
      size="xs"
      failure="The chart could not be exported"
      saved="Chart exported"
      save={(practice) => downloadFhir(patientId, practice)}
    >
      Export chart (FHIR)
    </SaveFileButton>
  );
}
