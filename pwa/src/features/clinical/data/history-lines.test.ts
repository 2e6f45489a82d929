import type { RecordHistory } from '@optolight/contract';
import { describe, expect, it } from 'vitest';
import { historyFieldLabel, historyLines, historySectionTitle, sourceText } from './history-lines';

const account = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.test' };
const tablet = { kind: 'device', deviceId: 'd1', deviceName: 'Safari on iPad' } as const;

const history: RecordHistory = {
  id: 'r1',
  kind: 'mainEvaluation',
  entries: [
    {
      type: 'saved',
      at: '2026-03-05T15:42:00.000Z',
      account,
      source: { kind: 'web' },
      section: 'objectiveObservation',
      version: 2,
      changes: [
        { path: 'leftObservation.eyeMuscleStrength.LR', before: '', after: 'Moderate' },
        { path: 'rightObservation.directLightResponse', before: 'positive', after: 'negative' },
        { path: 'orientation', before: [], after: ['Person', 'Place'] },
      ],
    },
    {
      type: 'saved',
      at: '2026-03-04T15:00:00.000Z',
      account,
      source: tablet,
      section: 'appointment',
      version: 1,
      changes: [
        { path: 'appointmentDate', before: null, after: '2026-03-04' },
        { path: 'insurance', before: null, after: { title: 'MedicAid Waiver' } },
        // An old title-only item, and one with its code.
        {
          path: 'primaryDiagnosis',
          before: [],
          after: [{ title: 'Amblyopia' }, { title: 'Diplopia', code: 'H53.2' }],
        },
      ],
    },
    { type: 'created', at: '2026-03-04T15:00:00.000Z', account, source: tablet },
  ],
};

describe('historyLines', () => {
  it('words every entry with the forms’ titles and labels, newest first', () => {
    const lines = historyLines(history, new Date('2026-03-05T18:00:00.000Z'));
    expect(lines.map((l) => l.title)).toEqual([
      'Observations, version 2 saved',
      'Appointment, version 1 saved',
      'Record created',
    ]);
    expect(lines[0]?.changes).toEqual([
      {
        path: 'leftObservation.eyeMuscleStrength.LR',
        label: 'Left eye › Eye muscle strength › Lateral rectus (LR)',
        before: '—',
        after: 'Moderate',
      },
      {
        path: 'rightObservation.directLightResponse',
        label: 'Right eye › Direct light response',
        before: '+',
        after: '-',
      },
      { path: 'orientation', label: 'Orientation', before: '—', after: 'Person, Place' },
    ]);
    expect(lines[1]?.changes).toEqual([
      { path: 'appointmentDate', label: 'Date of visit', before: '—', after: '03/04/2026' },
      { path: 'insurance', label: 'Insurance', before: '—', after: 'Medicaid Waiver' },
      {
        path: 'primaryDiagnosis',
        label: 'Primary diagnosis',
        before: '—',
        after: 'Amblyopia, H53.2 Diplopia',
      },
    ]);
    expect(lines[0]).toMatchObject({ who: 'Ada Lovelace', from: sourceText({ kind: 'web' }) });
    expect(lines[2]).toMatchObject({ from: 'Safari on iPad', changes: [] });
    expect(lines[0]?.when).toMatch(/^today at \d/);
    expect(lines[1]?.when).toMatch(/^03\/0[45]\/2026 at \d/);
  });

  it('names where a change came from in plain words', () => {
    expect(sourceText({ kind: 'web' })).toMatch(/^the web/);
    expect(sourceText({ kind: 'device', deviceId: 'd', deviceName: null })).toBe(
      'A device with no name',
    );
    expect(sourceText(tablet)).toBe('Safari on iPad');
  });

  it("names a patient's sections and fields, and reads yes/no and signatures", () => {
    expect(historySectionTitle('info')).toBe('Patient details');
    expect(historySectionTitle('dischargePlan')).toBe('Discharge Form');
    expect(historySectionTitle('someNewSection')).toBe('Some new section');
    expect(historyFieldLabel('info', 'emPhone')).toBe('Emergency phone');
    expect(historyFieldLabel('someNewSection', 'a.bC')).toBe('A › B c');
    const [line] = historyLines({
      id: 'p1',
      kind: 'patient',
      entries: [
        {
          type: 'saved',
          at: '2026-03-05T15:42:00.000Z',
          account: { ...account, name: '' },
          source: tablet,
          section: 'dischargePlan',
          version: 3,
          changes: [
            { path: 'therapistSign', before: '', after: 'data:image/png;base64,AAAA' },
            { path: 'certification.from', before: '2026-01-02', after: '' },
            { path: 'someFlag', before: false, after: true },
          ],
        },
      ],
    });
    expect(line?.who).toBe('ada@example.test');
    expect(line?.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Therapist's signature", '—', 'Signed'],
      ['Certification › Certified from', '01/02/2026', '—'],
      ['Some flag', 'No', 'Yes'],
    ]);
  });
});
