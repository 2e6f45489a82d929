/**
 * Seeds a demo professional with fictional patients, each with a full main evaluation and notes.
 * Usage: pnpm seed:demo   (uses DATA_DIR, default sync-server/data; safe to run twice)
 */
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import {
  demoPlans,
  fixturePatients,
  fullDischargeNote,
  fullMainEvaluation,
  fullProgressNote,
  scriptPatients,
} from '@optolight/fixtures';
import { sectionsOfKind, type VisitEntry } from '@optolight/domain';
import { buildApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { demoAccount } from './support/demo-account';

// The folder `pnpm start` uses (it runs in sync-server/): the script runs from the repository root,
// where the server's default ./data would be another, empty database.
const serverData = join(import.meta.dirname, '..', 'sync-server', 'data');
const app = await buildApp(loadConfig({ DATA_DIR: serverData, ...process.env }), {
  logger: false,
});
const inject = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
};

let token: string;
const login = await app.inject({ method: 'POST', url: '/api/login', payload: demoAccount });
if (login.statusCode === 200) {
  token = login.json<{ token: string }>().token;
} else {
  ({ token } = (await inject('POST', '/api/signup', {
    ...demoAccount,
    confirmPassword: demoAccount.password,
    firstName: 'Sam',
    lastName: 'Whitfield',
    // Not 'demo-therapist': signup refuses a password that repeats the handle (too easy to guess).
    userHandle: 'sam-whitfield',
  })) as { token: string });
  await inject(
    'POST',
    '/api/test/checkout',
    { selectedPlan: 'professionalLongTerm', userType: 'professional', nonce: 'fake-valid-nonce' },
    token,
  );
  await inject(
    'POST',
    '/api/user',
    {
      businessName: 'Bright Eyes Vision Therapy',
      address: '200 Biscayne Blvd, Suite 4',
      city: 'Miami',
      state: 'FL',
      zipCode: '33131',
      phone: '+1 (305) 555-0100',
      fax: '305-555-0101',
    },
    token,
  );
}

const existing = new Set(
  (
    await app.inject({
      method: 'GET',
      url: '/api/patients',
      headers: { authorization: `Bearer ${token}` },
    })
  )
    .json<{ patientId: string }[]>()
    .map((p) => p.patientId),
);
/** Visit entries travel only through sync, as a tablet sends them. */
async function addVisitEntries(evaluationId: string, entries: VisitEntry[]) {
  const deviceId = uuidv7();
  await inject('POST', '/api/sync/devices', { deviceId }, token);
  const at = new Date().toISOString();
  let seq = 0;
  const mutations = entries.flatMap((entry) => {
    const recordId = uuidv7();
    return [
      {
        seq: ++seq,
        mutationId: uuidv7(),
        type: 'createRecord',
        recordId,
        kind: 'visitEntry',
        parentId: evaluationId,
        createdAt: at,
      },
      {
        seq: ++seq,
        mutationId: uuidv7(),
        type: 'saveSection',
        recordId,
        section: 'visit',
        data: entry,
        base: {},
        baseVersion: 0,
      },
    ];
  });
  const { results } = (await inject('POST', '/api/sync/push', { deviceId, mutations }, token)) as {
    results: { status: string; message?: string }[];
  };
  const refused = results.find((r) => r.status !== 'applied');
  if (refused) throw new Error(`A visit entry was refused: ${refused.message ?? refused.status}`);
}

async function addDischargeNote(evaluationId: string) {
  const { dischargeNoteId } = (await inject(
    'POST',
    `/api/addDischargeNote/${evaluationId}`,
    { appointment: fullDischargeNote.appointment },
    token,
  )) as { dischargeNoteId: string };
  for (const name of ['objectiveObservation', 'noteContent', 'dischargePlan'] as const) {
    await inject(
      'POST',
      `/api/updateDischargeNote/${dischargeNoteId}`,
      { [name]: fullDischargeNote[name] },
      token,
    );
  }
}

// A progress note falls due for one patient and a recertification is overdue for another.
const plans = demoPlans(new Date().toISOString().slice(0, 10));
let made = 0;
// Names in Chinese, Arabic and Korean too, so the demo's reports show them printed.
for (const [key, patient] of [
  ...Object.entries(fixturePatients),
  ...Object.entries(scriptPatients),
]) {
  if (existing.has(patient.patientId)) continue;
  const plan = Object.hasOwn(plans, key) ? plans[key as keyof typeof plans] : undefined;
  const dated = <T extends object>(section: T, date: string | undefined) =>
    date ? { ...section, createdAt: date, appointmentDate: date } : section;
  const { patientAutoGenId } = (await inject('POST', '/api/patient', patient, token)) as {
    patientAutoGenId: string;
  };
  const { appointmentId } = (await inject(
    'POST',
    `/api/patient/${patientAutoGenId}`,
    { appointment: dated(fullMainEvaluation.appointment, plan?.evaluationDate) },
    token,
  )) as { appointmentId: string };
  for (const name of sectionsOfKind.mainEvaluation.filter((n) => n !== 'appointment')) {
    await inject(
      'POST',
      `/api/evaluation/${appointmentId}`,
      {
        [name]:
          name === 'dischargePlan' && plan
            ? {
                ...fullMainEvaluation.dischargePlan,
                certification: {
                  ...fullMainEvaluation.dischargePlan.certification,
                  ...plan.certification,
                },
              }
            : fullMainEvaluation[name],
      },
      token,
    );
  }
  if (plan) await addVisitEntries(appointmentId, plan.visits);
  if (plan?.progressNoteDate === null) {
    made += 1;
    continue;
  }
  const { progAppointmentId } = (await inject(
    'POST',
    `/api/addprognote/${appointmentId}`,
    { appointment: dated(fullProgressNote.appointment, plan?.progressNoteDate ?? undefined) },
    token,
  )) as { progAppointmentId: string };
  for (const name of ['objectiveObservation', 'noteContent', 'dischargePlan'] as const) {
    await inject(
      'POST',
      `/api/updateprognote/${progAppointmentId}`,
      { [name]: fullProgressNote[name] },
      token,
    );
  }
  // The discharge note grades the same goals as met, with the reason and the home program. A
  // patient whose plan is still running (a note or recertification due) is not discharged.
  if (!plan) await addDischargeNote(appointmentId);
  made += 1;
}
await app.close();
console.log(
  `Demo professional ${demoAccount.email} / ${demoAccount.password}: ${made} patient(s) added.`,
);
