/**
 * Makes the user guide's screenshots and the 'Training Procedure' video from this app's real
 * screens: builds nothing and installs nothing; needs pwa/dist-test (pnpm build:test) and Debian's ffmpeg.
 * Run: tsx scripts/make-pwa-guide.ts (from the repository root).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  createAccount,
  createPatient,
  signInPage,
  type TestAccount,
} from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const outDir = join(import.meta.dirname, '..', 'public', 'guide');
const viewport = { width: 1200, height: 750 };
const SECONDS_PER_FRAME = 3;

/** The user guide's five steps (docs/product.md#help-pages), each reached the way a clinician
 * would. */
const guideShots: { file: string; go: (page: Page, base: string) => Promise<void> }[] = [
  {
    file: 'step-1.png',
    go: async (page, base) => {
      await page.goto(`${base}/my-account`);
      await settle(page);
      // Newest first: the last patient registered heads the table.
      await page.getByText('Donald Knuth').first().waitFor();
    },
  },
  {
    file: 'step-2.png',
    go: async (page, base) => {
      await page.goto(`${base}/search`);
      await page.getByRole('textbox', { name: 'Search patients' }).fill('P-1000');
      await page.getByRole('button', { name: 'Open Grace Hopper' }).waitFor();
    },
  },
  {
    file: 'step-3.png',
    go: async (page) => {
      await page.getByRole('button', { name: 'Open Grace Hopper' }).click();
      await page.getByRole('heading', { name: 'Appointment' }).waitFor();
      await page.getByRole('button', { name: 'Details' }).first().waitFor();
    },
  },
  {
    file: 'step-4.png',
    go: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
      await page.getByRole('dialog', { name: 'Update Patient Info' }).waitFor();
    },
  },
  {
    file: 'step-5.png',
    go: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Details' }).first().click();
      await page.getByRole('button', { name: 'Progress Note', exact: true }).first().click();
      await page.getByRole('button', { name: 'Edit', exact: true }).first().waitFor();
    },
  },
];

/** The tutorial's scenes: a route (signed in or not) and the caption shown with it. */
const scenes: { path: string; caption: string; signedIn: boolean }[] = [
  { path: '/login', caption: 'Sign in with your email and password.', signedIn: false },
  {
    path: '/my-account',
    caption: 'Your dashboard shows your profile, your plan and recent patients.',
    signedIn: true,
  },
  { path: '/plans', caption: 'Choose a plan on the Pricing page.', signedIn: true },
  {
    path: '/payment',
    caption: 'Pay by card. The free trial for patients needs no card.',
    signedIn: true,
  },
  { path: '/trainer-app', caption: 'Enter Exercise opens the eye-training area.', signedIn: true },
  {
    path: '/userguide',
    caption: 'The User Guide walks through the evaluation screens.',
    signedIn: true,
  },
  { path: '/contact', caption: 'Questions? Contact us from the Contact Us page.', signedIn: true },
];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

function requireFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error('ffmpeg is missing: apt-get install -y ffmpeg');
    process.exit(1);
  }
}

const vttTime = (s: number) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;

async function seed(baseUrl: string): Promise<TestAccount> {
  const pro = await createAccount(baseUrl, 'professionalBasic');
  await fetch(`${baseUrl}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
    body: JSON.stringify({
      businessName: 'Bright Eyes Therapy',
      address: '1 Ocean Drive',
      city: 'Miami',
      state: 'FL',
      zipCode: '33139',
      phone: '+1 (305) 555-0142',
      fax: '305 555 0143',
    }),
  });
  for (let n = 0; n < 6; n += 1) await createPatient(baseUrl, pro, n);
  // Grace Hopper gets a main evaluation with a progress note, so steps 3 and 5 have rows.
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pro.token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, string>;
  };
  const patient = await call('/api/patientinfo', { patientId: 'P-1000' });
  const appointment = {
    appointmentDate: '2026-11-02',
    primaryDiagnosis: [{ title: 'Diplopia', code: 'H53.2' }],
    insurance: { title: 'Medicare' },
    service: ['OT'],
  };
  const evaluation = await call(`/api/patient/${patient.patientAutoGenId ?? ''}`, { appointment });
  await call(`/api/addprognote/${evaluation.appointmentId ?? ''}`, {
    appointment: { ...appointment, appointmentDate: '2026-11-16' },
  });
  return pro;
}

requireFfmpeg();
mkdirSync(outDir, { recursive: true });
const frames = mkdtempSync(join(tmpdir(), 'optolight-guide-'));
const server = await startServer();
const browser = await launchBrowser();
try {
  const pro = await seed(server.url);
  const context = await browser.newContext({ viewport, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInPage(page, server.url, pro);
  await page.evaluate(() => {
    localStorage.setItem('optolight.storageNoteDismissed', '1');
  });

  for (const shot of guideShots) {
    await shot.go(page, server.url);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(outDir, shot.file) });
    console.log(`wrote public/guide/${shot.file}`);
  }

  const guest = await browser.newPage({ viewport, reducedMotion: 'reduce' });
  for (const [i, scene] of scenes.entries()) {
    const target = scene.signedIn ? page : guest;
    if (scene.path === '/payment') {
      await page.goto(`${server.url}/plans`);
      await page.getByRole('button', { name: 'Choose Short Term professional plan' }).click();
    } else {
      await target.goto(`${server.url}${scene.path}`);
    }
    await settle(target);
    if (scene.path === '/login') await guest.getByLabel('Email').fill('clinician@example.test');
    await target.screenshot({ path: join(frames, `frame-${String(i).padStart(2, '0')}.png`) });
  }

  const poster = join(outDir, 'tutorial-poster.png');
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    join(frames, 'frame-01.png'),
    '-vf',
    'scale=960:-2',
    poster,
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    `1/${SECONDS_PER_FRAME}`,
    '-i',
    join(frames, 'frame-%02d.png'),
    '-vf',
    'scale=960:-2,fps=10,format=yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-an',
    join(outDir, 'tutorial.webm'),
  ]);
  const cues = scenes.map(
    (s, i) =>
      `${i + 1}\n${vttTime(i * SECONDS_PER_FRAME)} --> ${vttTime((i + 1) * SECONDS_PER_FRAME)}\n${s.caption}\n`,
  );
  writeFileSync(join(outDir, 'tutorial.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
  console.log('wrote public/guide/tutorial.webm, tutorial.vtt and tutorial-poster.png');
} finally {
  await browser.close();
  await server.stop();
  rmSync(frames, { recursive: true, force: true });
}
