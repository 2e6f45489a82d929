import { describe, expect, it } from 'vitest';
import { generatedAt, mainRecord, patient, practice, progressRecord } from '../../test/helpers';
import { composeReport } from './compose';
import { fileName } from './file-name';

const nameFor = (lastName: string, patientId: string) =>
  fileName(
    composeReport({
      kind: 'mainEvaluation',
      record: mainRecord(),
      patient: { ...patient(), lastName, patientId },
      practice,
      generatedAt,
    }),
  );

describe('fileName', () => {
  it('is <note-kind>-<last name>-<patient id>-<visit date>.pdf', () => {
    expect(nameFor('Castellanos', 'OPT-1001')).toBe(
      'main-evaluation-Castellanos-OPT-1001-2026-11-02.pdf',
    );
    const note = composeReport({
      kind: 'progressNote',
      record: progressRecord(),
      patient: patient(),
      practice,
      generatedAt,
    });
    expect(fileName(note)).toBe('progress-note-Castellanos-OPT-1001-2026-11-16.pdf');
  });

  it('keeps only safe characters', () => {
    expect(nameFor('Ørsted-Müller', 'A/1 "2"')).toBe(
      'main-evaluation-Orsted-Muller-A-1-2-2026-11-02.pdf',
    );
    expect(nameFor('Łukasz', '../../etc')).toBe('main-evaluation-Lukasz-etc-2026-11-02.pdf');
    expect(nameFor('Αθηνά', '合同')).toBe('main-evaluation-patient-no-id-2026-11-02.pdf');
    expect(nameFor("O'Brien", 'OPT 7')).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
  });
});
