import { api, importField, type ImportSummary } from '@optolight/contract';
import { download, uploadWithProgress, type Transfer } from '../../../lib/api';
import { fileDay, saveFile } from '../../../lib/download';

/** The whole practice as one zip from the server (docs/export.md#the-whole-practice), saved on
 * the device; resolves to the file's name. */
export async function downloadPractice(input: {
  signal?: AbortSignal;
  onProgress?: (transfer: Transfer) => void;
}): Promise<string> {
  const { blob, name } = await download(api.exportPractice, input);
  const fileName = name ?? `optolight-practice-${fileDay()}.zip`;
  saveFile(blob, fileName);
  return fileName;
}

/** Loads an export into this practice, which must hold no patients (all of it or nothing). */
export function importPractice(
  file: File,
  input: { signal?: AbortSignal; onProgress?: (transfer: Transfer) => void; onSent?: () => void },
): Promise<ImportSummary> {
  return uploadWithProgress(api.importPractice, file, importField, input);
}
