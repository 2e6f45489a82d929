/**
 * Moving a whole practice (docs/export.md#the-whole-practice): seeds a realistic practice
 * (seed-practice.ts) of --patients (10,000) on one server, then times GET /api/export, POST
 * /api/import of that file into an empty practice on a second server, and the export from there,
 * which must equal the first file for file. E2E_DATABASE=postgres runs both servers on PostgreSQL.
 * --screen does both again through the dashboard's Practice data card in Chromium (a third
 * server takes the import) and prints what the card said on the way (needs pnpm build:test).
 *   pnpm exec tsx scripts/bench-practice-data.ts --patients 10000 [--screen]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAccount, type TestAccount } from '../pwa/e2e/support/accounts';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { startServer, type TestServer } from '../pwa/e2e/support/server';
import { openStorage } from '../sync-server/src/db/storage';
import { openPostgresStorage } from '../sync-server/src/db/storage-pg';
import { readArchive } from '../sync-server/src/modules/practice-data/archive';
import { downloadThroughCard, importThroughCard, type CardRun } from './support/practice-card';
import { seedRealisticPractice } from './support/seed-practice';

const { values } = parseArgs({
  options: {
    patients: { type: 'string', default: '10000' },
    screen: { type: 'boolean', default: false },
  },
});
const PATIENTS = Number(values.patients);

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function exportFrom(
  server: TestServer,
  account: TestAccount,
): Promise<Uint8Array<ArrayBuffer>> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/export`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  if (!res.ok) throw new Error(`export answered ${String(res.status)}: ${await res.text()}`);
  const zip = new Uint8Array(await res.arrayBuffer());
  console.log(`export: ${seconds(started)} s, ${(zip.length / 1e6).toFixed(1)} MB`);
  return zip;
}

const report = (what: string, run: CardRun) => {
  console.log(`${what}: ${String(run.seconds)} s, the card said:`);
  for (const line of run.lines) console.log(`  ${line.at.toFixed(1).padStart(6)} s  ${line.text}`);
};

/** The same move as a person makes it, on the dashboard of two tablets. */
async function throughTheCard(from: TestServer, owner: TestAccount) {
  const [spare, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const file = join(mkdtempSync(join(tmpdir(), 'practice-')), 'practice.zip');
    const down = await downloadThroughCard(browser, from.url, owner, file);
    report(`card download (${(down.bytes / 1e6).toFixed(1)} MB)`, down);
    const newcomer = await createAccount(spare.url, 'professionalBasic');
    report('card import', await importThroughCard(browser, spare.url, newcomer, file));
  } finally {
    await Promise.all([browser.close(), spare.stop()]);
  }
}

const [from, to] = await Promise.all([startServer(), startServer()]);
try {
  const owner = await createAccount(from.url, 'professionalBasic');
  const me = (await (
    await fetch(`${from.url}/api/user`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { userId: string };
  const storage = from.databaseUrl
    ? await openPostgresStorage(from.databaseUrl)
    : openStorage(join(from.dataDir, 'optolight.sqlite'));
  const seeded = await seedRealisticPractice(
    storage,
    me.userId,
    PATIENTS,
    new Date().toISOString().slice(0, 10),
  );
  await storage.close();
  console.log(
    `practice: ${String(PATIENTS)} patients, ${String(seeded.records)} records, ${String(seeded.sections)} sections`,
  );

  const first = await exportFrom(from, owner);
  const importer = await createAccount(to.url, 'professionalBasic');
  const form = new FormData();
  form.append('export', new Blob([first], { type: 'application/zip' }), 'practice.zip');
  const started = performance.now();
  const res = await fetch(`${to.url}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${importer.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`import answered ${String(res.status)}: ${await res.text()}`);
  console.log(`import: ${seconds(started)} s`, JSON.stringify(await res.json()));

  // Each file's SHA-256, as the manifests list them: equal lists, equal files.
  const listed = (zip: Uint8Array) => JSON.stringify(readArchive(zip).manifest.files);
  const again = await exportFrom(to, importer);
  console.log(
    listed(again) === listed(first)
      ? `round trip: all ${String(readArchive(first).manifest.files.length)} files equal`
      : 'round trip: the files differ',
  );
  if (values.screen) await throughTheCard(from, owner);
} finally {
  await Promise.all([from.stop(), to.stop()]);
}
