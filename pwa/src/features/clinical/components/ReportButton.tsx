import { downloadReport } from '../data/report';
import { SaveFileButton } from './SaveFileButton';

/** Makes the record's PDF on the device and downloads it. */
export function ReportButton({ recordId }: { recordId: string }) {
  return (
    <SaveFileButton
      size="xs"
      variant="light"
      failure="The report could not be made"
      save={(practice) => downloadReport(recordId, practice)}
    >
      Report
    </SaveFileButton>
  );
}
