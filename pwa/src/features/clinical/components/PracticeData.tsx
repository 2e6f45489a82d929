import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ImportSummary } from '@optolight/contract';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { messageOf, type Transfer } from '../../../lib/api';
import { countOf, formatBytes, formatDate } from '../../../lib/format';
import { useSyncStatus } from '../../../sync';
import { syncNowOutcome } from '../../../sync/runtime';
import { downloadPractice, importPractice } from '../api/practice-data';
import { useDb } from '../data/db';

/** Where a download or an import stands. `transfer` null: the server works and sends nothing yet. */
type Step =
  | { kind: 'idle' }
  | { kind: 'moving'; what: 'download' | 'upload'; transfer: Transfer | null }
  | { kind: 'checking' }
  | { kind: 'saved'; name: string }
  | { kind: 'imported'; summary: ImportSummary }
  | { kind: 'failed'; what: 'download' | 'import'; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function TransferLine({ step }: { step: Step }) {
  if (step.kind === 'checking')
    return <ProgressLine label="Checking and writing the practice on the server…" />;
  if (step.kind !== 'moving') return null;
  const { transfer, what } = step;
  if (!transfer || transfer.loaded === 0)
    return (
      <ProgressLine
        label={
          what === 'download' ? 'Gathering the practice on the server…' : 'Starting the upload…'
        }
      />
    );
  const verb = what === 'download' ? 'Downloaded' : 'Uploaded';
  const of = transfer.total ? ` of ${formatBytes(transfer.total)}` : '';
  return (
    <ProgressLine
      label={`${verb} ${formatBytes(transfer.loaded)}${of}`}
      value={transfer.total ? (100 * transfer.loaded) / transfer.total : undefined}
    />
  );
}

/** A bar and its words; without a value, the bar moves to say the server is working. */
function ProgressLine({ label, value }: { label: string; value?: number | undefined }) {
  return (
    <Stack gap={4}>
      <Progress
        value={value ?? 100}
        striped={value === undefined}
        animated={value === undefined}
        aria-label={label}
      />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}

function Outcome({ step }: { step: Step }) {
  if (step.kind === 'saved')
    return (
      <Text size="sm" role="status">
        Saved as {step.name}. Keep it somewhere safe: it holds every patient&apos;s chart.
      </Text>
    );
  if (step.kind === 'imported') {
    const { summary } = step;
    return (
      <Alert color="teal" title="The practice is imported" role="status">
        <Text size="sm">
          {countOf(summary.patients, 'patient')} and {countOf(summary.rows.records ?? 0, 'record')}{' '}
          from the export of {formatDate(summary.exportedAt)} are on the server. This tablet is
          downloading them now.
        </Text>
      </Alert>
    );
  }
  if (step.kind === 'failed')
    return (
      <Alert
        color="red"
        role="alert"
        title={
          step.what === 'download' ? 'The practice could not be downloaded' : 'Nothing was imported'
        }
      >
        <Text size="sm">{step.message}</Text>
      </Alert>
    );
  return null;
}

/**
 * The dashboard's "Practice data": the whole practice as one file to keep or to take elsewhere,
 * and, while this practice holds no patients, the import of such a file from another server
 * (docs/export.md#moving-a-practice). Both show their bytes as they move: a large practice's
 * file is tens of megabytes.
 */
export function PracticeData() {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const running = useRef<AbortController | null>(null);
  const isBusy = step.kind === 'moving' || step.kind === 'checking';
  const sync = useSyncStatus();
  const db = useDb();
  const isComplete = sync.complete === true;
  // Read from the store itself, not the shared patient list: that re-reads a moment after a
  // download's last page, and until then would still say "no patients" to a tablet that has just
  // received them. Read once the device holds the whole practice, as only then may it import:
  // during a first download each slice of patients read the range again, in a transaction
  // between the download's own. One key tells; a count walked every patient's key.
  const hasPatients = useLiveQuery(
    async () =>
      db && isComplete
        ? (
            await db.records
              .where('[kind+id]')
              .between(['patient', Dexie.minKey], ['patient', Dexie.maxKey])
              .limit(1)
              .primaryKeys()
          ).length > 0
        : undefined,
    [db, isComplete],
  );
  // The server refuses an import into a practice with patients; the device's copy, once whole,
  // tells before a file is chosen.
  const canImport = isComplete && hasPatients === false;

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    return controller.signal;
  };
  const onDownload = () => {
    setStep({ kind: 'moving', what: 'download', transfer: null });
    downloadPractice({
      signal: start(),
      onProgress: (transfer) => {
        setStep({ kind: 'moving', what: 'download', transfer });
      },
    }).then(
      (name) => {
        setStep({ kind: 'saved', name });
      },
      (error: unknown) => {
        setStep(
          isAbort(error)
            ? { kind: 'idle' }
            : { kind: 'failed', what: 'download', message: messageOf(error) },
        );
      },
    );
  };
  const onImport = (chosen: File) => {
    setStep({ kind: 'moving', what: 'upload', transfer: null });
    importPractice(chosen, {
      signal: start(),
      onProgress: (transfer) => {
        setStep({ kind: 'moving', what: 'upload', transfer });
      },
      onSent: () => {
        setStep({ kind: 'checking' });
      },
    }).then(
      (summary) => {
        setFile(null);
        setStep({ kind: 'imported', summary });
        // The practice's records now wait on the server: fetch them without waiting a round.
        void syncNowOutcome();
      },
      (error: unknown) => {
        setStep(
          isAbort(error)
            ? { kind: 'idle' }
            : { kind: 'failed', what: 'import', message: messageOf(error) },
        );
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="practice-data" component="section">
      <Title order={2} size="h4" mb="xs" id="practice-data">
        Practice data
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          Every patient, record, signature and upload of the practice in one file: FHIR R4 for
          another system, and Optolight&apos;s own form to move the practice to another server.
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={onDownload}
            disabled={isBusy}
          >
            Download the practice
          </Button>
          {isBusy && (
            <Button variant="subtle" color="gray" onClick={() => running.current?.abort()}>
              Cancel
            </Button>
          )}
        </Group>
        {canImport && (
          <Stack gap="xs">
            <Text size="sm">
              Moving from another Optolight server? While this practice holds no patients, import
              the file downloaded there.
            </Text>
            <Group gap="sm" align="flex-end">
              <FileInput
                label="Practice export (.zip)"
                accept=".zip,application/zip"
                value={file}
                onChange={setFile}
                disabled={isBusy}
                clearable
                clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
                style={{ flex: '1 1 14rem' }}
              />
              <Button
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={!file || isBusy}
                onClick={() => {
                  if (file) onImport(file);
                }}
              >
                Import
              </Button>
            </Group>
          </Stack>
        )}
        <TransferLine step={step} />
        <Outcome step={step} />
      </Stack>
    </Paper>
  );
}
