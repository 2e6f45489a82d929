/** Runs in Chromium (see chromium.ts): compose + render a full main evaluation, as the PWA
 * would, with the renderer loaded lazily and the fonts fetched as Vite assets. */
import { parseSection, PatientInfo, sectionNames } from '@optolight/domain';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { composeReport, type ReportSections } from '../src/index';
import { loadBrowserFonts } from '../src/render/fonts-browser';

// This package type-checks without the DOM library; the page's address is all it needs of it.
const { location } = globalThis as unknown as { location: { search: string } };
const runs = Number(new URLSearchParams(location.search).get('runs') ?? 50);
const record: ReportSections = {};
for (const name of sectionNames) {
  Object.assign(record, { [name]: parseSection(name, fullMainEvaluation[name]) });
}
const input = {
  kind: 'mainEvaluation' as const,
  record,
  patient: PatientInfo.parse(fixturePatients.maria),
  practice: {
    businessName: 'Bayview Vision Therapy',
    address: '200 Biscayne Blvd, Suite 410',
    city: 'Miami',
    state: 'FL',
    zipCode: '33131',
    phone: '305-555-0100',
    fax: '305-555-0101',
  },
};

const coldStart = performance.now();
const [{ renderReport }, fonts] = await Promise.all([
  import('../src/render/index'),
  loadBrowserFonts(),
]);
const once = async () => {
  const start = performance.now();
  await renderReport(composeReport({ ...input, generatedAt: new Date() }), { fonts });
  return performance.now() - start;
};
await once();
const coldMs = performance.now() - coldStart;
for (let i = 0; i < 5; i += 1) await once();
const times: number[] = [];
for (let i = 0; i < runs; i += 1) times.push(await once());
Object.assign(globalThis, { benchResult: { coldMs, times } });
