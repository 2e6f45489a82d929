import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  kindOfEvaluationType,
  sectionsOfKind,
  type EvaluationType,
  type SectionName,
} from '@optolight/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { moveDrafts } from '../../../db/drafts';
import { saveErrorText } from '../../../db/errors';
import { useLogView } from '../data/access';
import { requireDb } from '../data/db';
import { usePatient } from '../data/patients';
import { useStoredSection } from '../data/records';
import { saveTab } from '../data/save';
import { tabTitles } from '../data/tab-titles';
import type { NoteInsert } from '../forms/note-insert';
import { selectEvaluation, selectNote, takeRequestedTab, useSelection } from '../state';
import { useRecordSigning } from '../data/signing';
import { Addenda } from './Addenda';
import { RecordHistoryButton } from './RecordHistoryButton';
import { SignButton } from './SignButton';
import { PlanCertificationNotice } from './PlanCertificationNotice';
import { SigningNotice } from './SigningNotice';
import { SectionSelect } from './SectionSelect';
import { SectionTab } from './SectionTab';
import { useRecordMarks } from './record-marks';
import { WaitingNote } from './WaitingNote';
import { showSavedOnDevice } from '../../../lib/saved-toast';
import { hasTestHooks } from '../../../lib/test-hooks';
import { useIsPhone } from '../../../lib/use-is-phone';

interface Props {
  isNote: boolean;
  /** The legacy step routes (/evafirst, /shortgoals, ...) open the evaluation at their step. */
  initialTab?: SectionName;
  /** Given by the app: a note's 'Insert home-programme summary' (features never import each
   * other, docs/architecture.md). */
  noteInsert?: NoteInsert;
}

/** The main evaluation's seven tabs (/evaluation) or a note's four (/soapnotes). */
export function RecordTabs({ isNote, initialTab, noteInsert }: Props) {
  const sel = useSelection();
  const navigate = useNavigate();
  const patient = usePatient(sel.patientId);
  const type: EvaluationType = isNote ? sel.evaluationType : 'mainEvaluation';
  const kind = kindOfEvaluationType[type];
  const tabs: readonly SectionName[] = sectionsOfKind[kind];
  const recordId = isNote ? sel.noteId : sel.evaluationId;
  const parentId = isNote ? sel.evaluationId : sel.patientId;
  const [active, setShown] = useState<SectionName>(
    () => takeRequestedTab() ?? initialTab ?? tabs[0] ?? 'appointment',
  );
  // The tab on screen now, read when a save finishes: a tab tapped while it was saving wins.
  const shown = useRef(active);
  const setActive = (tab: SectionName) => {
    shown.current = tab;
    setShown(tab);
  };
  const isPhone = useIsPhone();
  // A new note starts from its evaluation's appointment (diagnoses, insurance, physician).
  const startFrom = useStoredSection(isNote && !recordId ? parentId : null, 'appointment');
  const marks = useRecordMarks(recordId);
  const signing = useRecordSigning(recordId);
  useLogView(recordId);

  if (
    !sel.patientId ||
    patient === null ||
    (isNote && (!sel.evaluationId || type === 'mainEvaluation'))
  ) {
    return (
      <Stack>
        <PageTitle>{isNote ? 'SOAP Notes' : 'Evaluation'}</PageTitle>
        <Alert color="blue" title="No patient selected">
          Pick a patient (and, for a note, their evaluation) on{' '}
          <Anchor component={Link} to="/search" c="blue.9" underline="always">
            Search Patient
          </Anchor>{' '}
          first.
        </Alert>
      </Stack>
    );
  }

  const draftKey = recordId ?? `new-${kind}-${parentId ?? ''}`;
  /** Throws when nothing was saved, so the form keeps the text as typed (and its draft). */
  const onSave = async (name: SectionName, values: unknown, editedFrom: unknown) => {
    try {
      const start = performance.now();
      const id = await saveTab({ kind, recordId, parentId, name, values, editedFrom });
      // A User Timing entry, so scripts/bench-local.ts can read how long the device write took.
      if (hasTestHooks)
        performance.measure('optolight:save-section', { start, end: performance.now() });
      if (!recordId) {
        // The other tabs' drafts were kept for the record this save created.
        await moveDrafts(requireDb(), draftKey, id, name);
        if (isNote) selectNote(type, id);
        else selectEvaluation(id);
      }
      showSavedOnDevice();
    } catch (error) {
      notifications.show({
        title: 'Error occurred while saving',
        message: saveErrorText(error),
        color: 'red',
      });
      throw error;
    }
    // Moved on while it saved (another tab, a new note): 'continue' no longer means the next tab.
    if (shown.current !== name) return;
    const next = tabs[tabs.indexOf(name) + 1];
    if (next) setActive(next);
    else void navigate({ to: '/search' });
  };

  /** A save made from another tab (a suggested code into the appointment's diagnosis): the
   * person stays where they are. */
  const onSaveOther = async (name: SectionName, values: unknown, editedFrom: unknown) => {
    await saveTab({ kind, recordId, parentId, name, values, editedFrom });
    showSavedOnDevice();
  };

  const tab = (t: SectionName) => (
    <SectionTab
      key={t}
      recordId={recordId}
      draftKey={draftKey}
      startFrom={startFrom}
      name={t}
      evaluationId={isNote ? sel.evaluationId : null}
      evaluationType={type}
      dateOfBirth={patient?.patient.age ?? ''}
      onSave={onSave}
      onSaveOther={onSaveOther}
      isLocked={signing?.locked ?? false}
      {...(isNote && noteInsert && sel.patientId
        ? { noteInsert: { insert: noteInsert, patientId: sel.patientId } }
        : {})}
    />
  );
  const what = isNote ? 'this note' : 'this evaluation';
  const who = patient ? `${patient.patient.firstName} ${patient.patient.lastName}` : '';
  return (
    <Stack>
      <PageTitle>{isNote ? 'SOAP Notes' : 'Evaluation'}</PageTitle>
      <Group justify="space-between">
        {who && <Text>Patient: {who}</Text>}
        <WaitingNote waiting={marks.record} />
        {recordId && <RecordHistoryButton recordId={recordId} what={what} />}
        {recordId && signing && !signing.takesAddenda && (
          <SignButton recordId={recordId} what={what} />
        )}
        {isNote && recordId && (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              // Clearing the selected note resets its id; the next save starts a new one
              // (docs/product.md#what-the-app-remembers).
              selectNote(type, null);
              setActive('appointment');
            }}
          >
            Start a new note
          </Button>
        )}
      </Group>
      {signing && <SigningNotice signing={signing} what={what} />}
      {recordId && signing?.plan && signing.takesAddenda && (
        <PlanCertificationNotice recordId={recordId} plan={signing.plan} />
      )}
      {isPhone ? (
        <>
          <SectionSelect
            sections={tabs}
            active={active}
            onChange={setActive}
            markWords={marks.words}
          />
          {tab(active)}
        </>
      ) : (
        <Tabs
          value={active}
          onChange={(v) => {
            const picked = tabs.find((t) => t === v);
            if (picked) setActive(picked);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t} value={t} {...marks.tab(t)}>
                {tabTitles[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t} value={t} pt="md">
              {tab(t)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {recordId && signing?.takesAddenda && (
        <Addenda recordId={recordId} addenda={signing.addenda} />
      )}
    </Stack>
  );
}
