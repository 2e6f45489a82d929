import { ClinicalPages } from '../pages/ClinicalPages';
import { createAccount, createPatientWithVisits, signInPage } from './accounts';
import { serviceWorkerActive, tablet, type App } from './app';

/**
 * The start of every home-programme journey: a professional with a patient record, a patient
 * account not linked yet, and the therapist's tablet on that patient's page with a fresh
 * invitation shown. The tablet's service worker is active, so it can go offline afterwards.
 */
export async function inviteFromTablet(app: App) {
  const pro = await createAccount(app.url, 'professionalBasic');
  const name = await createPatientWithVisits(app.url, pro);
  const patient = await createAccount(app.url, 'patientBasic');
  const therapist = await app.newPage(tablet);
  const t = therapist.page;
  const c = new ClinicalPages(t);
  await signInPage(t, app.url, pro);
  await serviceWorkerActive(t);
  await c.search('Castellanos');
  await c.openPatient(name);
  const panel = await c.patientSection('Home programme');
  await panel.getByRole('button', { name: 'Invite the patient' }).click();
  const code = await t.getByTestId('invite-code').innerText();
  return { pro, patient, therapist, panel, code };
}
