import { sectionsOfKind, type PatientInfoInput } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import type { Page } from 'playwright-core';

export interface TestAccount {
  email: string;
  password: string;
  userHandle: string;
  firstName: string;
  lastName: string;
  token: string;
  expiresAt: string;
}

type Plan = 'professionalBasic' | 'patientBasic' | 'userOffer';

let counter = 0;
/** A fresh, unique identity (fictional people, never real patients). */
export function newIdentity(prefix = 'ada') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    userHandle: id,
    email: `${id}@example.test`,
    password: 'correct horse 1',
  };
}

/** A JSON POST to the app's API, optionally signed in; throws on any answer but 2xx. */
export async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs up through the API (and buys a plan with the test provider), for journeys that do not
 * test signup itself. */
export async function createAccount(baseUrl: string, plan?: Plan): Promise<TestAccount> {
  const who = newIdentity();
  const session = await post<{ token: string; expiresAt: string }>(`${baseUrl}/api/signup`, {
    ...who,
    confirmPassword: who.password,
  });
  if (plan) {
    const userType =
      plan === 'professionalBasic' ? 'professional' : plan === 'userOffer' ? 'userOffer' : 'user';
    const nonce = plan === 'userOffer' ? '' : 'fake-valid-nonce';
    await post(
      `${baseUrl}/api/test/checkout`,
      { selectedPlan: plan, userType, nonce },
      session.token,
    );
  }
  return { ...who, ...session };
}

/** A patient for the professional's tables (fictional). */
export async function createPatient(
  baseUrl: string,
  account: TestAccount,
  n: number,
): Promise<void> {
  const names = [
    'Grace Hopper',
    'Alan Turing',
    'Katherine Johnson',
    'Edsger Dijkstra',
    'Barbara Liskov',
    'Donald Knuth',
    'Frances Allen',
  ];
  const [firstName = 'Test', lastName = 'Patient'] = (names[n % names.length] ?? '').split(' ');
  await post(
    `${baseUrl}/api/patient`,
    {
      patientId: `P-${1000 + n}`,
      firstName,
      lastName,
      address: `${n + 1} Harbor Road`,
      city: 'Miami',
      state: 'FL',
      zip: '33101',
      phone: '305 555 0100',
    },
    account.token,
  );
}

/** A fictional patient (Maria unless another is given) with a full main evaluation (its plan's
 * goals dated), saved through the API the way another device would have; returns the ids and the
 * name the patient tables show. */
export async function createPatientWithEvaluation(
  baseUrl: string,
  account: TestAccount,
  patient: PatientInfoInput = fixturePatients.maria,
) {
  const { patientAutoGenId } = await post<{ patientAutoGenId: string }>(
    `${baseUrl}/api/patient`,
    patient,
    account.token,
  );
  const { appointmentId } = await post<{ appointmentId: string }>(
    `${baseUrl}/api/patient/${patientAutoGenId}`,
    { appointment: fullMainEvaluation.appointment },
    account.token,
  );
  for (const name of sectionsOfKind.mainEvaluation.filter((n) => n !== 'appointment'))
    await post(
      `${baseUrl}/api/evaluation/${appointmentId}`,
      { [name]: fullMainEvaluation[name] },
      account.token,
    );
  return {
    patientId: patientAutoGenId,
    evaluationId: appointmentId,
    name: `${patient.firstName} ${patient.lastName}`,
  };
}

/** The same patient and evaluation with a progress note that grades the plan's goals. */
export async function createPatientWithVisits(
  baseUrl: string,
  account: TestAccount,
  patient: PatientInfoInput = fixturePatients.maria,
): Promise<string> {
  const { evaluationId, name } = await createPatientWithEvaluation(baseUrl, account, patient);
  const { progAppointmentId } = await post<{ progAppointmentId: string }>(
    `${baseUrl}/api/addprognote/${evaluationId}`,
    { appointment: fullProgressNote.appointment },
    account.token,
  );
  for (const section of ['objectiveObservation', 'noteContent', 'dischargePlan'] as const)
    await post(
      `${baseUrl}/api/updateprognote/${progAppointmentId}`,
      { [section]: fullProgressNote[section] },
      account.token,
    );
  return name;
}

/** Stores a session in the browser the way a login does, then opens `path`. */
export async function signInPage(
  page: Page,
  baseUrl: string,
  account: Pick<TestAccount, 'token' | 'expiresAt'>,
  path = '/my-account',
) {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(
    ([token, expiresAt]) => {
      localStorage.setItem('optolight.session', JSON.stringify({ token, expiresAt }));
    },
    [account.token, account.expiresAt] as const,
  );
  await page.goto(`${baseUrl}${path}`);
}
