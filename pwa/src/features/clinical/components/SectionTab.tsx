import { Fragment, useState } from 'react';
import type { EvaluationType, SectionName } from '@optolight/domain';
import {
  evaluationTypeLabels,
  newAppointment,
  newDischargePlan,
  noteAppointmentFrom,
} from '@optolight/domain';
import { readSection, useStoredSection, type StoredSection } from '../data/records';
import { useShownSection } from '../data/shown-section';
import { todayIso } from '../../../lib/format';
import { AppointmentForm } from '../forms/AppointmentForm';
import { BinocularVisionTab } from './BinocularVisionTab';
import { DischargeForm } from '../forms/DischargeForm';
import { EvaluationOneForm } from '../forms/EvaluationOneForm';
import { EvaluationTwoForm } from '../forms/EvaluationTwoForm';
import { LongTermGoalsForm, ShortTermGoalsForm } from '../forms/GoalsForms';
import type { NoteInsert } from '../forms/note-insert';
import { NoteContentTab } from './NoteContentTab';
import { ObservationForm } from '../forms/ObservationForm';
import { ConflictNotice } from './ConflictNotice';
import { FormLockContext } from '../forms/form-lock';
import { NewerVersionNotice } from './NewerVersionNotice';
import classes from './SectionTab.module.css';
import { StoredValuesNotice } from './StoredValuesNotice';
import { Spinner } from '../../../components/Spinner';

interface Props {
  recordId: string | null;
  /** Where the tab keeps what is typed until saved: the record id, or a key for a new one. */
  draftKey: string;
  /** The evaluation's appointment a new note starts from; { raw: undefined } for none,
   * undefined while it loads. */
  startFrom: StoredSection | undefined;
  name: SectionName;
  /** A note's main evaluation, whose plan of care the note grades; null on the evaluation. */
  evaluationId?: string | null;
  evaluationType: EvaluationType;
  dateOfBirth: string;
  onSave: (name: SectionName, values: unknown, editedFrom: unknown) => Promise<void>;
  /** Saves a section and stays on this tab (a suggested code added to the appointment). */
  onSaveOther?: (name: SectionName, values: unknown, editedFrom: unknown) => Promise<void>;
  /** Signed (or signed here and waiting to sync): shown, never saved (docs/product.md#signed-records). */
  isLocked?: boolean;
  /** A note's home-programme summary, with whose record it reads. */
  noteInsert?: { insert: NoteInsert; patientId: string };
}

/** One tab: the stored section (or an empty one) in its form, with any open conflict and any
 * stored value the form cannot show above it. */
export function SectionTab({
  recordId,
  draftKey,
  startFrom,
  name,
  evaluationId = null,
  evaluationType,
  dateOfBirth,
  onSave,
  onSaveOther = onSave,
  isLocked = false,
  noteInsert,
}: Props) {
  const stored = useStoredSection(recordId, name);
  const shown = useShownSection(recordId, name, stored);
  // Where a locked form's notices go, outside its disabled fieldset (forms/form-lock.ts).
  const [outside, setOutside] = useState<HTMLDivElement | null>(null);
  // A new discharge form starts from the appointment's physician and start of care.
  // Binocular Vision reads the visit's day and diagnosis, and a note's baseline findings.
  const usesAppointment = name === 'dischargePlan' || name === 'binocularVision';
  const appointment = useStoredSection(usesAppointment ? recordId : null, 'appointment');
  const baseline = useStoredSection(
    name === 'binocularVision' ? evaluationId : null,
    'binocularVision',
  );
  const isLoading =
    !stored ||
    !shown ||
    (name === 'appointment' && !startFrom) ||
    (usesAppointment && recordId !== null && !appointment) ||
    (name === 'binocularVision' && !baseline);
  if (isLoading) return <Spinner label="Loading" />;
  const common = {
    typeLabel: evaluationTypeLabels[evaluationType],
    onSave: (values: unknown, editedFrom: unknown) => onSave(name, values, editedFrom),
    draft: { key: draftKey, section: name, stored: stored.raw },
  };
  const isMain = evaluationType === 'mainEvaluation';
  const form = (() => {
    switch (name) {
      case 'appointment': {
        const dateField = isMain ? 'createdAt' : 'appointmentDate';
        const initial =
          shown.raw === undefined
            ? newAppointment(
                startFrom?.raw === undefined
                  ? readSection(name, undefined)
                  : noteAppointmentFrom(readSection(name, startFrom.raw)),
                { isMain, today: todayIso() },
              )
            : readSection(name, shown.raw);
        // A stored visit without a date is dated today, as a new one is.
        if (initial[dateField] === '') initial[dateField] = todayIso();
        return (
          <AppointmentForm
            {...common}
            initial={initial}
            dateOfBirth={dateOfBirth}
            dateField={dateField}
          />
        );
      }
      case 'evaluationOne':
        return <EvaluationOneForm {...common} initial={readSection(name, shown.raw)} />;
      case 'evaluationSecond':
        return <EvaluationTwoForm {...common} initial={readSection(name, shown.raw)} />;
      case 'objectiveObservation':
        return <ObservationForm {...common} initial={readSection(name, shown.raw)} />;
      case 'binocularVision':
        return (
          <BinocularVisionTab
            {...common}
            initial={readSection(name, shown.raw)}
            isMain={isMain}
            dateOfBirth={dateOfBirth}
            appointment={appointment}
            baseline={baseline}
            onSaveOther={onSaveOther}
          />
        );
      case 'shortTermGoals':
        return <ShortTermGoalsForm {...common} initial={readSection(name, shown.raw)} />;
      case 'longTermGoals':
        return <LongTermGoalsForm {...common} initial={readSection(name, shown.raw)} />;
      case 'noteContent':
        return (
          <NoteContentTab
            {...common}
            stored={readSection(name, shown.raw)}
            evaluationId={evaluationId}
            evaluationType={evaluationType}
            recordId={recordId}
            {...(noteInsert ? { insert: noteInsert } : {})}
          />
        );
      case 'dischargePlan': {
        const initial =
          shown.raw === undefined
            ? newDischargePlan(
                readSection(name, undefined),
                appointment?.raw === undefined
                  ? undefined
                  : readSection('appointment', appointment.raw),
                todayIso(),
              )
            : readSection(name, shown.raw);
        return (
          <DischargeForm
            {...common}
            initial={{ ...initial, eval_type: evaluationType }}
            evaluationType={evaluationType}
          />
        );
      }
    }
  })();
  const readOnly = stored.newer === true || isLocked;
  // Nothing can be typed into a locked form, so it follows what is stored; and once unlocked (a
  // refused signature) it opens again on the content as it is now, for the person to review.
  const follow = isLocked ? `locked-${JSON.stringify(shown.raw ?? null)}` : 'open';
  const keyed = (
    <Fragment key={`${recordId ?? 'new'}-${name}-${shown.key}-${follow}`}>{form}</Fragment>
  );
  return (
    <>
      {recordId && <ConflictNotice recordId={recordId} section={name} />}
      {stored.newer ? (
        <NewerVersionNotice section={name} raw={stored.raw} />
      ) : (
        <StoredValuesNotice section={name} raw={stored.raw} />
      )}
      {/* Read-only under a newer version or a signature: a disabled fieldset disables every
          field and button of the form. Always there, so a newer row pulled (or a signature made)
          while the form is open keeps the form, and what was typed stays on screen. */}
      <div ref={setOutside} />
      <fieldset
        disabled={readOnly}
        className={readOnly ? `${classes.form} ${classes.readOnly}` : classes.form}
      >
        <FormLockContext.Provider value={{ isLocked: readOnly, outside }}>
          {keyed}
        </FormLockContext.Provider>
      </fieldset>
    </>
  );
}
