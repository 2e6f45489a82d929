import { ExportManifest, type ImportSummary, type PushResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { bundleErrors, unresolvedReferences } from '@optolight/fhir/testing';
import type { Bundle, FhirResource } from 'fhir/r4';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { practiceRepo } from '../practice/repo';
import { caller, startHarness, writesSoFar, type Harness } from '../../../test/harness';
import { restEvaluation } from '../../../test/rest-records';
import { syncDevice } from '../../../test/sync-device';

/** A 1×1 PNG: the signature image the practice uploads. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const program = {
  exercises: [{ exercise: 'saccades', unit: 'minutes', amount: 5 }],
  startLevel: 2,
  sessionsPerWeek: 4,
  startDate: '2026-03-02',
  endDate: '2026-04-12',
  note: 'Mornings, glasses on.',
};

let source: Harness;
let target: Harness;
type Caller = ReturnType<typeof caller>;
let owner: Caller;
let ids: { patientId: string; evaluationId: string; synced: string };

/**
 * A practice made the ways a clinic makes one: REST and two tablets; a signed evaluation with an
 * addendum, sections edited several times (revisions), a conflict between the tablets, a deleted
 * visit, a home programme, a questionnaire, reads in the access log, a signature image.
 */
async function buildPractice(as: Caller) {
  await as.post('/api/user', {
    businessName: 'Bayshore Vision Therapy',
    credentials: 'OTR/L',
    npi: '1234567893',
  });
  const signature = await as.upload('/api/signature', 'image', {
    name: 'signature.png',
    type: 'image/png',
    bytes: png,
  });
  expect(signature.statusCode, signature.body).toBe(200);
  const { patientId, evaluationId } = await restEvaluation(as);
  expect((await as.post(`/api/sign/${evaluationId}`, {})).statusCode).toBe(200);
  expect((await as.post(`/api/addendum/${evaluationId}`, { text: 'Seen again.' })).statusCode).toBe(
    200,
  );
  expect((await as.get(`/api/fhir/Patient/${patientId}/$everything`)).statusCode).toBe(200);

  const a = syncDevice(as);
  const b = syncDevice(as);
  await a.register();
  await b.register();
  const synced = uuidv7();
  const evaluation = uuidv7();
  const [visit, outcome] = [uuidv7(), uuidv7()];
  const base = { ...fullMainEvaluation.evaluationOne };
  await a.push([
    a.create(synced),
    a.save(synced, 'info', { ...fixturePatients.maria, firstName: 'Grace', patientId: 'P-2' }),
    a.save(synced, 'homeProgram', program),
    a.create(evaluation, 'mainEvaluation', synced),
    a.save(evaluation, 'appointment', fullMainEvaluation.appointment),
    a.save(evaluation, 'evaluationOne', base),
    a.create(visit, 'visitEntry', evaluation),
    a.save(visit, 'visit', { date: '2026-03-09', minutes: 45, done: 'Vergence drills' }),
    a.remove(visit),
    a.create(outcome, 'outcomeResult', synced),
    a.save(outcome, 'outcome', {
      instrument: 'CISS',
      takenAt: '2026-03-02',
      answers: Array(15).fill(2),
    }),
  ]);
  await a.push([a.save(evaluation, 'evaluationOne', { ...base, workEducational: 'A' }, base, 1)]);
  const clash = await b.push([
    b.save(evaluation, 'evaluationOne', { ...base, workEducational: 'B' }, base, 1),
  ]);
  expect(clash.results[0]?.status).toBe('conflict');
  return { patientId, evaluationId, synced };
}

const files = (zip: Uint8Array) => unzipSync(zip);
const manifestOf = (unzipped: Record<string, Uint8Array>) =>
  ExportManifest.parse(JSON.parse(strFromU8(unzipped['manifest.json'] ?? new Uint8Array())));
const lines = (unzipped: Record<string, Uint8Array>, name: string) =>
  strFromU8(unzipped[name] ?? new Uint8Array())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function exportOf(as: Caller): Promise<Uint8Array> {
  const res = await as.get('/api/export');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="optolight-practice-/);
  return new Uint8Array(res.rawPayload);
}

const importInto = (as: Caller, bytes: Uint8Array) =>
  as.upload('/api/import', 'export', { name: 'practice.zip', type: 'application/zip', bytes });

/** An archive with one file replaced and the manifest made to agree: well-formed, but wrong. */
function withFile(zip: Uint8Array, name: string, text: string): Uint8Array {
  const unzipped = files(zip);
  const bytes = strToU8(text);
  unzipped[name] = bytes;
  const manifest = manifestOf(unzipped);
  manifest.files = manifest.files.map((f) =>
    f.name === name
      ? { ...f, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
      : f,
  );
  unzipped['manifest.json'] = strToU8(JSON.stringify(manifest));
  return zipSync(unzipped);
}

let first: Uint8Array;

beforeAll(async () => {
  [source, target] = await Promise.all([startHarness(), startHarness()]);
  owner = caller(() => source.app, (await makeAccount(source.app, 'professionalBasic')).auth);
  ids = await buildPractice(owner);
  first = await exportOf(owner);
}, 60_000);
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

describe('GET /api/export', () => {
  it('holds every table of the practice, losslessly, and nothing of another account', async () => {
    const unzipped = files(first);
    const manifest = manifestOf(unzipped);
    const count = (name: string) => manifest.files.find((f) => f.name === name)?.rows;
    expect(count('optolight/records.ndjson')).toBe(6);
    expect(count('optolight/devices.ndjson')).toBe(2);
    expect(count('optolight/conflicts.ndjson')).toBe(1);
    expect(count('optolight/addenda.ndjson')).toBe(1);
    expect(count('optolight/home_programs.ndjson')).toBe(1);
    expect(count('optolight/uploads.ndjson')).toBe(1);
    expect(count('optolight/section_revisions.ndjson')).toBeGreaterThan(
      count('optolight/sections.ndjson') ?? 0,
    );
    const signed = lines(unzipped, 'optolight/records.ndjson').find(
      (r) => r.id === ids.evaluationId,
    );
    expect(signed).toMatchObject({ signedBy: { credentials: 'OTR/L' } });
    expect(signed?.signedAt).toEqual(expect.any(String));
    expect(lines(unzipped, 'optolight/practice.json')[0]).toMatchObject({
      businessName: 'Bayshore Vision Therapy',
      npi: '1234567893',
    });
    // Who logs in is not the practice's data.
    expect(strFromU8(unzipped['optolight/practice.json'] ?? new Uint8Array())).not.toMatch(
      /password|email|plan/i,
    );
    for (const file of manifest.files) {
      const bytes = unzipped[file.name] ?? new Uint8Array();
      expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
    }
    const stranger = caller(
      () => source.app,
      (await makeAccount(source.app, 'professionalBasic')).auth,
    );
    const theirs = manifestOf(files(await exportOf(stranger)));
    expect(
      theirs.files.filter((f) => f.name !== 'optolight/practice.json').map((f) => f.rows),
    ).toEqual(theirs.files.filter((f) => f.name !== 'optolight/practice.json').map(() => 0));
  });

  // A hang guard, not a timing: the official schema compiles in seconds, and in a loaded run
  // the whole check took 24 s.
  it('writes FHIR R4 Bulk Data that passes the official schema, every reference resolving', () => {
    const unzipped = files(first);
    const resources = manifestOf(unzipped)
      .files.filter((f) => f.name.startsWith('fhir/'))
      .flatMap((f) => {
        const all = lines(unzipped, f.name) as unknown as FhirResource[];
        expect(
          all.every((r) => `fhir/${r.resourceType}.ndjson` === f.name),
          f.name,
        ).toBe(true);
        return all;
      });
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: resources.map((resource) => ({
        fullUrl: `urn:uuid:${resource.id ?? ''}`,
        resource,
      })),
    };
    expect(bundleErrors(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    const types = new Set(resources.map((r) => r.resourceType));
    for (const type of [
      'Patient',
      'Organization',
      'Practitioner',
      'Encounter',
      'Condition',
      'DocumentReference',
      'Provenance',
      'Observation',
    ])
      expect(types, type).toContain(type);
    expect(resources.filter((r) => r.resourceType === 'Patient')).toHaveLength(2);
  }, 60_000);

  it('is logged as an export of each patient', async () => {
    const log = await owner.get(`/api/audit?patientId=${ids.synced}`);
    expect(JSON.stringify(log.json())).toContain('"export"');
  });
});

describe('POST /api/import', () => {
  let importer: Caller;
  beforeAll(async () => {
    importer = caller(() => target.app, (await makeAccount(target.app, 'professionalBasic')).auth);
  });

  it('refuses a damaged, foreign or self-contradicting file whole, changing nothing', async () => {
    const empty = caller(
      () => target.app,
      (await makeAccount(target.app, 'professionalBasic')).auth,
    );
    const records = strFromU8(files(first)['optolight/records.ndjson'] ?? new Uint8Array());
    const sections = strFromU8(files(first)['optolight/sections.ndjson'] ?? new Uint8Array());
    const damaged = new Uint8Array(first);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    const cases: [string, Uint8Array, RegExp][] = [
      ['an image', png, /not an Optolight practice export/],
      ['cut short', first.slice(0, first.length - 200), /not an Optolight practice export/],
      ['a byte changed', damaged, /not an Optolight practice export|changed or damaged/],
      ['another zip', zipSync({ 'notes.txt': strToU8('hello') }), /no manifest/],
      [
        'a file changed, its manifest not',
        (() => {
          const unzipped = files(first);
          unzipped['optolight/records.ndjson'] = strToU8(records.replace('patient', 'patienT'));
          return zipSync(unzipped);
        })(),
        /records.ndjson was changed or damaged/,
      ],
      [
        'a record of an unknown kind',
        withFile(
          first,
          'optolight/records.ndjson',
          records.replace('"kind":"patient"', '"kind":"dog"'),
        ),
        /records.ndjson line \d+: kind/,
      ],
      [
        'a section whose record is missing',
        withFile(
          first,
          'optolight/records.ndjson',
          records
            .split('\n')
            .filter((l) => !l.includes(`"id":"${ids.synced}"`))
            .join('\n'),
        ),
        /line \d+: (its parent is not in the export|no such (record|patient))/,
      ],
      [
        'section content its schema refuses',
        withFile(
          first,
          'optolight/sections.ndjson',
          sections.replace('"firstName":"Grace"', '"firstName":42'),
        ),
        /sections.ndjson line \d+: firstName/,
      ],
    ];
    for (const [what, bytes, message] of cases) {
      const before = await writesSoFar(target.app);
      const res = await importInto(empty, bytes);
      expect(res.statusCode, what).toBe(400);
      expect(res.json<{ message: string }>().message, what).toMatch(message);
      expect(await writesSoFar(target.app), what).toBe(before);
    }
    expect(
      (
        await empty.upload('/api/import', 'image', {
          name: 'a.zip',
          type: 'application/zip',
          bytes: first,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('loads the export into an empty practice; exported again, it is the same', async () => {
    const res = await importInto(importer, first);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<ImportSummary>();
    expect(summary.patients).toBe(2);
    expect(summary.rows.records).toBe(6);
    expect(summary.practiceId).toBe(manifestOf(files(first)).practiceId);

    const again = files(await exportOf(importer));
    const before = files(first);
    expect(Object.keys(again).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before).filter((n) => n !== 'manifest.json'))
      expect(strFromU8(again[name] ?? new Uint8Array()), name).toBe(
        strFromU8(before[name] ?? new Uint8Array()),
      );
    // The manifest too, but for when each export was made.
    expect({ ...manifestOf(again), exportedAt: '' }).toEqual({
      ...manifestOf(before),
      exportedAt: '',
    });
  });

  it('leaves a practice that works: listed, signed, downloadable, the same FHIR chart', async () => {
    const list = await importer.get('/api/patients');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Grace');
    // Still signed: its sections cannot change.
    expect((await importer.post(`/api/sign/${ids.evaluationId}`, {})).statusCode).toBe(409);
    // A new tablet downloads the whole practice from the new feed.
    const tablet = syncDevice(importer);
    await tablet.register();
    const changes = await tablet.pullAll();
    expect(changes.filter((c) => c.type === 'record')).toHaveLength(6);
    expect(changes.filter((c) => c.type === 'conflict')).toHaveLength(1);
    const pushed: PushResponse = await tablet.push([
      tablet.save(
        ids.synced,
        'info',
        { ...fixturePatients.maria, firstName: 'Grace', patientId: 'P-2', city: 'Oakland' },
        { ...fixturePatients.maria, firstName: 'Grace', patientId: 'P-2' },
        1,
      ),
    ]);
    expect(pushed.results[0]?.status).toBe('applied');
    // The chart reads the same on both servers (ids kept), PDFs aside.
    const chart = async (as: Caller) => {
      const bundle = (
        await as.get(`/api/fhir/Patient/${ids.patientId}/$everything`)
      ).json<Bundle>();
      return (bundle.entry ?? []).map((e) => {
        const r = e.resource as FhirResource & { content?: unknown };
        return r.resourceType === 'DocumentReference' ? r.id : JSON.stringify(r);
      });
    };
    expect(await chart(importer)).toEqual(await chart(owner));
  });

  it('refuses a practice that holds patients, and an export already on this server', async () => {
    const again = await importInto(importer, first);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already holds patients/);
    const other = caller(
      () => target.app,
      (await makeAccount(target.app, 'professionalBasic')).auth,
    );
    const before = await writesSoFar(target.app);
    const twice = await importInto(other, first);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toMatch(/already on this server/);
    expect(await writesSoFar(target.app)).toBe(before);
  });

  it('is for the practice owner: neither a patient account nor a clinician may import', async () => {
    const patient = caller(() => target.app, (await makeAccount(target.app, 'patientBasic')).auth);
    expect((await importInto(patient, first)).statusCode).toBe(403);
    const clinician = await makeAccount(target.app, 'professionalBasic');
    await target.app.storage.write((tx) =>
      practiceRepo.change(tx, clinician.userId, { role: 'clinician' }),
    );
    const res = await importInto(
      caller(() => target.app, clinician.auth),
      first,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Only the practice owner can do this.' });
  });
});
