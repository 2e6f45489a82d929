import type { EvaluationRecord, Patient, StoredOutcome } from '@optolight/contract';
import { measuresUpTo, type User } from '@optolight/domain';
import {
  fixturePatients,
  fullMainEvaluation,
  fullProgressNote,
  scriptPatients,
} from '@optolight/fixtures';
import { composeReport, type ComposeInput } from '@optolight/report';
import { loadNodeFonts } from '@optolight/report/fonts/node';
import { renderReport } from '@optolight/report/render';
import { flat, pdfText } from '@optolight/report/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeAccount, type Account } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import reportRoutes from './routes';

let h: Harness;
let a: Account;
let ids: { patient: string; evaluation: string; note: string };
const as = () => caller(() => h.app, a.auth);

/** A 48 x 16 PNG, uploaded as the therapist's signature. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAQCAYAAABQrvyxAAAAb0lEQVR42mNgGAXDECgYJPzHhoe044eEJwg5flB7ghgHDlpPkOIwqnuCEoPITRrUSlJgvZQYQokjKPUEXB+5hlArBCmNQbIcQ+2MSJU8RGopQu2ShCqlGLHlOK2KQarYPdAVEVXsHugadEi3pUgFAIav8nHLDtneAAAAAElFTkSuQmCC',
  'base64',
);

async function uploadSignature(): Promise<string> {
  const boundary = 'reportboundary';
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/signature',
    headers: { ...a.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json<{ imageUrl: string }>().imageUrl;
}

beforeAll(async () => {
  h = await startHarness({ LOGIN_RATE_MAX: '1000' });
  // Until app.ts registers the report routes, the test adds them to the app it starts.
  if (!h.app.hasRoute({ method: 'POST', url: '/api/report' })) await h.app.register(reportRoutes);
  a = await makeAccount(h.app, 'professionalBasic');
  await as().post('/api/user', {
    businessName: 'Bayview Vision Therapy',
    address: '200 Biscayne Blvd',
    city: 'Miami',
    state: 'FL',
    zipCode: '33131',
    phone: '305-555-0100',
    fax: '305-555-0101',
  });
  const patient = (await as().post('/api/patient', fixturePatients.maria)).json<Patient>();
  const evaluation = (
    await as().post(`/api/patient/${patient.patientAutoGenId}`, {
      appointment: fullMainEvaluation.appointment,
    })
  ).json<{ appointmentId: string }>().appointmentId;
  const sign = await uploadSignature();
  for (const [name, value] of Object.entries(fullMainEvaluation).slice(1)) {
    const data = name === 'dischargePlan' ? { ...value, therapistSign: sign } : value;
    await as().post(`/api/evaluation/${evaluation}`, { [name]: data });
  }
  const note = (
    await as().post(`/api/addprognote/${evaluation}`, { appointment: fullProgressNote.appointment })
  ).json<{ progAppointmentId: string }>().progAppointmentId;
  await as().post(`/api/updateprognote/${note}`, {
    objectiveObservation: fullProgressNote.objectiveObservation,
  });
  await as().post(`/api/updateprognote/${note}`, {
    binocularVision: fullProgressNote.binocularVision,
  });
  // Questionnaires at the evaluation, before the note and after it: the note's report compares
  // the first two and leaves out the one taken after its visit.
  for (const [takenAt, each] of [
    ['2026-11-02', 2],
    ['2026-11-14', 1],
    ['2026-11-20', 0],
  ] as const) {
    const answers = Array.from({ length: 15 }, () => each);
    await as().post(`/api/outcomes/${patient.patientAutoGenId}`, {
      instrument: 'CISS',
      takenAt,
      answers,
    });
  }
  ids = { patient: patient.patientAutoGenId, evaluation, note };
});
afterAll(() => h.close());

const body = (id: string, patientAutoGenId = ids.patient) => ({
  selectedEvaluation: {
    id,
    evaluationType: 'mainEvaluation',
    appointment: { physiciansName: 'Forged' },
  },
  patientData: { patientAutoGenId, firstName: 'Forged' },
  userData: { businessName: 'Forged Clinic' },
});

/** The print time differs by a second between the two renders; everything else must not. */
const comparable = (text: string) => text.replace(/Printed .*? [AP]M UTC/g, 'Printed');

/** What the device makes: the same package, fed what the API lists for this account. */
async function renderedOnDevice(url: string, id: string): Promise<string> {
  const records = (await as().get(url)).json<EvaluationRecord[]>();
  const record = records.find((r) => r.id === id);
  const patient = (await as().get('/api/patients')).json<Patient[]>()[0];
  const user = (await as().get('/api/user')).json<User>();
  if (!record || !patient) throw new Error('fixture records missing');
  const main = (await as().get(`/api/evaluations/${patient.patientAutoGenId}`))
    .json<EvaluationRecord[]>()
    .find((r) => r.id === ids.evaluation);
  const sources = [...(main ? [main] : []), ...(record.kind === 'mainEvaluation' ? [] : records)];
  const sign = record.dischargePlan?.therapistSign ?? '';
  const image = sign ? (await h.app.inject({ method: 'GET', url: sign })).rawPayload : null;
  const input: ComposeInput = {
    kind: record.kind,
    record,
    patient,
    practice: user,
    generatedAt: new Date(),
    signatureDataUrl: image ? `data:image/png;base64,${image.toString('base64')}` : null,
    signature: record.signature,
    addenda: record.addenda,
    certification: record.certification,
    measures: measuresUpTo(
      sources,
      id,
      patient.age,
      (await as().get(`/api/outcomes/${patient.patientAutoGenId}`)).json<StoredOutcome[]>(),
    ),
    ...(record.kind !== 'mainEvaluation' && { binocularBaseline: main?.binocularVision }),
    // The note is visit 2 of the evaluation's 16, reporting since the evaluation.
    ...(record.kind === 'progressNote'
      ? { planOfCare: { visit: 2, from: '2026-11-02', to: '2026-11-16', authorized: 16 } }
      : {}),
  };
  return pdfText(await renderReport(composeReport(input), { fonts: await loadNodeFonts() }));
}

describe('POST /api/report and /api/soapnote', () => {
  it('answer the PDF the device makes from the same records, ignoring the posted copies', async () => {
    const res = await as().post('/api/report', body(ids.evaluation));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="main-evaluation-Castellanos-OPT-1001-2026-11-02.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Bayview Vision Therapy');
    expect(text).not.toContain('Forged');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const local = await renderedOnDevice(`/api/evaluations/${ids.patient}`, ids.evaluation);
    expect(comparable(text)).toBe(comparable(local));
  });

  it('print a progress note through /api/soapnote', async () => {
    const res = await as().post('/api/soapnote', body(ids.note));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'progress-note-Castellanos-OPT-1001-2026-11-16.pdf',
    );
    expect(flat(pdfText(res.rawPayload))).toContain(
      'Visit 2 of 16 · Reporting period: Monday, November 2, 2026 to Monday, November 16, 2026',
    );
    // The evaluation's findings are the baseline the note's are compared with.
    expect(pdfText(res.rawPayload)).toMatch(
      /Near point of convergence, break +14 cm +8 cm +-6 cm +Outside: less than 6 cm/,
    );
    // The questionnaire taken after the note's visit is not its 'now'.
    expect(pdfText(res.rawPayload)).toMatch(
      /CISS symptom score \(0–60\) +30 points +15 points +-15 +Within: under 21/,
    );
    const local = await renderedOnDevice(`/api/prognote/${ids.evaluation}`, ids.note);
    expect(comparable(pdfText(res.rawPayload))).toBe(comparable(local));
  });

  it("answer 404 for another professional's ids and for a record of another patient", async () => {
    const b = await makeAccount(h.app, 'professionalBasic');
    const res = await caller(() => h.app, b.auth).post('/api/report', body(ids.evaluation));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Castellanos');
    const other = (await as().post('/api/patient', fixturePatients.tobias)).json<Patient>();
    expect(
      (await as().post('/api/report', body(ids.evaluation, other.patientAutoGenId))).statusCode,
    ).toBe(404);
    expect((await as().post('/api/report', body(ids.patient))).statusCode).toBe(404);
  });

  it('answer 401 signed out, 403 to a patient account, 400 to a malformed payload', async () => {
    expect((await caller(() => h.app).post('/api/report', body(ids.evaluation))).statusCode).toBe(
      401,
    );
    const patient = await makeAccount(h.app, 'patientBasic');
    const res = await caller(() => h.app, patient.auth).post('/api/soapnote', body(ids.note));
    expect(res.statusCode).toBe(403);
    const bad = await as().post('/api/report', { selectedEvaluation: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty([
      'selectedEvaluation.id',
    ]);
  });

  it('print a signed record with its signature and addenda, as the device does, not as a draft', async () => {
    const draft = flat(pdfText((await as().post('/api/soapnote', body(ids.note))).rawPayload));
    expect(draft).toContain('DRAFT — NOT SIGNED');
    await as().post('/api/user', { credentials: 'OTR/L, COVD' });
    expect((await as().post(`/api/sign/${ids.note}`, {})).statusCode).toBe(200);
    const text = 'Convergence rechecked after the visit: 8 cm.';
    expect((await as().post(`/api/addendum/${ids.note}`, { text })).statusCode).toBe(200);

    const res = await as().post('/api/soapnote', body(ids.note));
    expect(res.statusCode).toBe(200);
    const printed = flat(pdfText(res.rawPayload));
    expect(printed).not.toContain('DRAFT');
    const signed =
      /Electronically signed by Ada Lovelace, OTR\/L, COVD on \w+ \d+, \d{4} at \d+:\d\d [AP]M UTC/;
    expect(printed).toMatch(new RegExp(`Signature Electronic signature ${signed.source}`));
    expect(printed).toMatch(new RegExp(`Addendum of .* UTC ${text} ${signed.source}`));
    const local = await renderedOnDevice(`/api/prognote/${ids.evaluation}`, ids.note);
    expect(comparable(pdfText(res.rawPayload))).toBe(comparable(local));
  });

  it('print names in Chinese and Arabic with the fonts of their scripts', async () => {
    for (const [patient, name] of [
      [scriptPatients.wang, '王, 小明'],
      [scriptPatients.fatima, 'الحسيني'],
    ] as const) {
      const { patientAutoGenId } = (await as().post('/api/patient', patient)).json<Patient>();
      const evaluation = (
        await as().post(`/api/patient/${patientAutoGenId}`, {
          appointment: fullMainEvaluation.appointment,
        })
      ).json<{ appointmentId: string }>().appointmentId;
      const res = await as().post('/api/report', body(evaluation, patientAutoGenId));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`patient-${patient.patientId}`);
      const text = flat(pdfText(res.rawPayload).normalize('NFKC'));
      expect(text).toContain(name);
      expect(text).not.toContain('could not be printed');
    }
  });

  it('print an update note with the plan it certifies: goals with dates, frequency', async () => {
    const id = (
      await as().post(`/api/addUpdateNote/${ids.evaluation}`, {
        appointment: fullProgressNote.appointment,
      })
    ).json<{ updateNoteAppointId: string }>().updateNoteAppointId;
    await as().post(`/api/updateUpdateNote/${id}`, { noteContent: fullProgressNote.noteContent });
    const res = await as().post('/api/soapnote', body(id));
    expect(res.statusCode).toBe(200);
    const printed = flat(pdfText(res.rawPayload));
    expect(printed).toContain('Goal progress');
    expect(printed).toContain('Plan of care certified: short-term goals');
    expect(printed).toContain('Resume driving in daylight. 12/31/2026');
    expect(printed).toContain('Frequency and duration 2 visits a week for 8 weeks, 16 visits');
  });

  it('still print for a professional whose plan has expired', async () => {
    await h.app.storage.write(async (tx) => {
      await tx
        .update(users)
        .set({ planExpiresAt: '2020-01-01T00:00:00.000Z' })
        .where(eq(users.id, a.userId));
    });
    expect((await as().post('/api/report', body(ids.evaluation))).statusCode).toBe(200);
  });
});
