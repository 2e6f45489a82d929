import {
  signerName,
  type HistoryEntry,
  type HistorySource,
  type RecordHistory,
} from '@optolight/contract';
import { humaniseFieldName, SectionName } from '@optolight/domain';
import { formatDateTime } from '../../../lib/format';
import {
  asConflictSection,
  conflictFieldLabel,
  conflictSectionTitle,
  isPatientSection,
} from './conflict-section';
import { tabTitles } from './tab-titles';
import { fieldValueText } from './value-text';

/** One field of a history entry in words. */
export interface ChangeLine {
  path: string;
  label: string;
  before: string;
  after: string;
}

/** One entry of a record's history as people read it (docs/product.md#record-history). */
export interface HistoryLine {
  key: string;
  type: HistoryEntry['type'];
  /** 'Evaluation One, version 2 saved', 'Record created'. */
  title: string;
  /** '03/05/2026 at 10:42 AM', or 'today at 10:42 AM'. */
  when: string;
  /** The account's name (its email when it has none). */
  who: string;
  /** The device's name, or how a save that came through no device came. */
  from: string;
  changes: ChangeLine[];
  /** An addendum's text. */
  note?: string;
}

/** Where a change came from, in words: the name a device registered with, or the web API. */
export function sourceText(source: HistorySource | null): string {
  if (!source) return 'Not known';
  if (source.kind === 'web') return 'the web (saved through the API, not from a device)';
  return source.deviceName ?? 'A device with no name';
}

/** A section as its form is titled: a record's tab, or a patient's details or registration. */
export function historySectionTitle(section: string): string {
  if (isPatientSection(section)) return conflictSectionTitle(section);
  const clinical = SectionName.safeParse(section);
  return clinical.success ? tabTitles[clinical.data] : humaniseFieldName(section);
}

/** 'leftObservation.pain' of Observations -> 'Left eye › Pain', with the forms' own labels. */
export function historyFieldLabel(section: string, path: string): string {
  const known = asConflictSection(section);
  return known
    ? conflictFieldLabel(known, path)
    : path.split('.').map(humaniseFieldName).join(' › ');
}

function changeLines(entry: Extract<HistoryEntry, { type: 'saved' }>): ChangeLine[] {
  return entry.changes.map((c) => {
    const key = c.path.split('.').at(-1) ?? c.path;
    return {
      path: c.path,
      label: historyFieldLabel(entry.section, c.path),
      before: fieldValueText(key, c.before),
      after: fieldValueText(key, c.after),
    };
  });
}

/** What each kind of entry is called, and what it shows beside who and when. */
function describe(
  entry: HistoryEntry,
): Pick<HistoryLine, 'key' | 'title' | 'from' | 'changes' | 'note'> {
  switch (entry.type) {
    case 'created':
      return {
        key: 'created',
        title: 'Record created',
        from: sourceText(entry.source),
        changes: [],
      };
    case 'saved':
      return {
        key: `${entry.section}/${String(entry.version)}`,
        title: `${historySectionTitle(entry.section)}, version ${String(entry.version)} saved`,
        from: sourceText(entry.source),
        changes: changeLines(entry),
      };
    case 'signed':
      return {
        key: 'signed',
        title: `Signed by ${signerName(entry.signedBy)}`,
        from: 'the signature',
        changes: [],
      };
    case 'certified':
      return {
        key: 'certified',
        title: `Plan of care certified by ${signerName(entry.certifiedBy)}`,
        from: 'the certification',
        changes: [],
      };
    case 'addendum':
      return {
        key: `addendum/${entry.id}`,
        title: `Addendum by ${signerName(entry.by)}`,
        from: sourceText(entry.source),
        changes: [],
        note: entry.text,
      };
  }
}

/** A record's history from the server as lines to show, in the server's order (newest first). */
export function historyLines(history: RecordHistory, now = new Date()): HistoryLine[] {
  return history.entries.map((entry) => ({
    ...describe(entry),
    type: entry.type,
    when: formatDateTime(entry.at, now),
    who: entry.account.name || entry.account.email,
  }));
}
