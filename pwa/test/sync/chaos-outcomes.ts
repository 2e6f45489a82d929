import type { Change } from '@optolight/contract';
import { outcomeResultSection, PatientInfo, sameValue, scoredResult } from '@optolight/domain';
import type { OptolightDb } from '../../src/db/schema';
import { addOutcome } from '../../src/features/outcomes/data/outcomes';
import { pickFrom } from '../../src/lib/prng';

/** A questionnaire a device stored: which record, under which patient, with which answers. */
export interface TakenQuestionnaire {
  device: string;
  recordId: string;
  patientId: string;
  answers: number[];
}

/** `n` in base 5 over 15 answers: every questionnaire of a run has answers of its own, so a
 * duplicate on the server is seen as two results with the same answers. */
const answersOf = (n: number) =>
  Array.from({ length: 15 }, (_, i) => Math.floor(n / 5 ** (i % 8)) % 5);

/** A patient fills a CISS on the device, under a patient it holds (as the tablet does). */
export async function questionnaireMove(
  db: OptolightDb,
  device: string,
  random: () => number,
  n: number,
  log: TakenQuestionnaire[],
): Promise<void> {
  const patients = await db.records
    .where('kind')
    .equals('patient')
    .filter((r) => !r.deleted)
    .toArray();
  if (!patients.length) return;
  const patient = pickFrom(random, patients);
  const answers = answersOf(n);
  const { id } = await addOutcome(db, patient.id, {
    instrument: 'CISS',
    takenAt: '2026-02-03',
    answers,
  });
  log.push({ device, recordId: id, patientId: patient.id, answers });
}

/**
 * Every questionnaire a device stored is on the server once, under its patient, with its answers
 * and the score the server works out from them; unless its patient was rightly refused (deleted).
 */
export function checkQuestionnaires(
  feed: Change[],
  log: TakenQuestionnaire[],
  refused: ReadonlySet<string>,
): string[] {
  const records = new Map(
    feed.flatMap((c) => (c.type === 'record' ? [[c.record.id, c.record] as const] : [])),
  );
  const sections = new Map(
    feed.flatMap((c) =>
      c.type === 'section' && c.name === outcomeResultSection
        ? [[c.recordId, c.data] as const]
        : [],
    ),
  );
  const infoOf = new Map(
    feed.flatMap((c) =>
      c.type === 'section' && c.name === 'info' ? [[c.recordId, c.data] as const] : [],
    ),
  );
  const problems: string[] = [];
  for (const q of log) {
    if (refused.has(q.recordId) || refused.has(q.patientId)) continue;
    const record = records.get(q.recordId);
    if (!record || record.deleted || record.parentId !== q.patientId) {
      problems.push(
        `questionnaire ${q.recordId} of ${q.device} is not on the server under its patient`,
      );
      continue;
    }
    const stored = sections.get(q.recordId);
    const dateOfBirth = PatientInfo.partial().safeParse(infoOf.get(q.patientId)).data?.age ?? '';
    const expected = scoredResult(
      { instrument: 'CISS', takenAt: '2026-02-03', answers: q.answers },
      dateOfBirth,
    );
    if (!sameValue(stored, expected))
      problems.push(
        `questionnaire ${q.recordId} stored as ${JSON.stringify(stored)}, expected ${JSON.stringify(expected)}`,
      );
  }
  const fingerprints = [...sections.values()].map((d) =>
    JSON.stringify((d as { answers?: unknown }).answers),
  );
  if (new Set(fingerprints).size !== fingerprints.length)
    problems.push('a questionnaire is stored twice on the server');
  return problems;
}
