import { fullProgressNote } from '@optolight/fixtures';
import { homeProgramSummary, noSymptoms } from '@optolight/domain';
import { describe, expect, it } from 'vitest';
import { flat, pdfText, reportPdf, stored } from '../../test/helpers';

const period = { from: '2026-03-02', to: '2026-03-15' };
const round = (day: string, finalLevel: number, headache: 'none' | 'strong' = 'none') => ({
  id: `${day}-${String(finalLevel)}`,
  exercise: 'saccades' as const,
  startedAt: `${day}T17:00:00.000Z`,
  durationMs: 45_000,
  score: 10,
  accuracy: 0.9,
  finalLevel,
  symptomsBefore: noSymptoms,
  symptomsAfter: { ...noSymptoms, headache },
});

/** The paragraph a therapist inserts in a note, as the home programme's copy makes it. */
const insertedSummary = homeProgramSummary({
  period,
  isLinked: true,
  versions: [
    {
      version: 1,
      prescribedAt: '2026-03-01T09:00:00.000Z',
      program: {
        exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
        startLevel: 2,
        sessionsPerWeek: 3,
        startDate: '2026-03-02',
        endDate: '2026-04-26',
        note: '',
      },
    },
  ],
  rounds: [round('2026-03-02', 2), round('2026-03-04', 3, 'strong'), round('2026-03-10', 5)],
});

describe('a progress note with the home-programme summary inserted, read back from the PDF', () => {
  it('prints the summary as part of the objective findings', async () => {
    const objective = `${fullProgressNote.noteContent.objectiveFindings}\n\n${insertedSummary}`;
    const pdf = await reportPdf({
      kind: 'progressNote',
      record: stored({
        ...fullProgressNote,
        noteContent: { ...fullProgressNote.noteContent, objectiveFindings: objective },
      }),
      planOfCare: { visit: 5, ...period, authorized: 16 },
    });
    const text = flat(pdfText(pdf));
    expect(text).toContain('Home programme, 03/02/2026 to 03/15/2026.');
    expect(text).toContain('Saccades 5 minutes a session, 3 sessions a week.');
    expect(text).toContain('Sessions done: 3 of 6 prescribed (50%) over 2 programme weeks.');
    expect(text).toContain('Level from first to last round: Saccades level 2 to 5 (3 rounds).');
    expect(text).toContain(
      'Told to stop for the day for symptoms after 1 round: 03/04/2026 (strong headache).',
    );
  });
});
