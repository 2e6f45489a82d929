import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeReport, sectionHeadings } from '../compose/compose';
import { sectionsOfKind } from '@optolight/domain';
import type { ComposeInput, ReportModel } from '../model';
import {
  badWords,
  flat,
  composeInput,
  mainRecord,
  patient,
  pdfInfo,
  pdfText,
  practice,
  progressRecord,
  stored,
} from '../../test/helpers';
import type { ReportFonts } from './fonts';
import { loadNodeFonts } from './fonts-node';
import { renderReport } from './render';

let fonts: ReportFonts;
beforeAll(async () => {
  fonts = await loadNodeFonts();
});

const model = (over: Partial<ComposeInput> = {}) => composeReport(composeInput(over));
const render = (m: ReportModel) => renderReport(m, { fonts });

/** What a reader can find: the first words of a value (long values wrap in their cell). */
const start = (value: string) => flat(value).split(' ').slice(0, 3).join(' ');

/** A drawn signature: a 48 x 16 PNG with a wavy stroke. */
const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAQCAYAAABQrvyxAAAAb0lEQVR42mNgGAXDECgYJPzHhoe044eEJwg5flB7ghgHDlpPkOIwqnuCEoPITRrUSlJgvZQYQokjKPUEXB+5hlArBCmNQbIcQ+2MSJU8RGopQu2ShCqlGLHlOK2KQarYPdAVEVXsHugadEi3pUgFAIav8nHLDtneAAAAAElFTkSuQmCC';

describe('renderReport', () => {
  let m: ReportModel;
  let text: string;
  beforeAll(async () => {
    m = model();
    text = flat(pdfText(await render(m)));
  });

  it('prints the patient, the practice and the title', () => {
    for (const s of ['Castellanos, Maria', 'OPT-1001', '04/12/1958', 'Bayview Vision Therapy']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('Main Evaluation Report');
    expect(text).toContain('Date of visit: Monday, November 2, 2026');
  });

  it('prints every section heading with a sample of its labels and values', () => {
    for (const id of sectionsOfKind.mainEvaluation) expect(text).toContain(sectionHeadings[id]);
    for (const section of m.sections) {
      const rows = section.blocks.flatMap((b) =>
        b.type === 'fields'
          ? b.fields.map((f) => [f.label, f.value])
          : b.type === 'grid'
            ? b.rows
            : [],
      );
      // Short Term Goals has two labels, but three goals in its first value; the discharge plan
      // two rows, its names printing under the lines to sign.
      const least = section.id === 'dischargePlan' ? 4 : 6;
      expect(rows.flat().join('\n').split('\n').length, section.id).toBeGreaterThanOrEqual(least);
      for (const [label = '', ...values] of rows.slice(0, 4)) {
        expect(text, section.id).toContain(start(label));
        for (const line of values.flatMap((v) => v.split('\n')))
          expect(text, `${section.id} ${label}`).toContain(start(line));
      }
    }
  });

  it('prints both eyes side by side, right eye first, with strength per muscle', () => {
    expect(text).toMatch(/Pupils +Right eye \(OD\) +Left eye \(OS\)/);
    expect(text).toMatch(/Medial rectus \(MR\) +4-\/5 +4\/5/);
    expect(text).toMatch(/Edema +Severe +WNL/);
    expect(text).toContain('2 visits a week for 8 weeks, 16 visits in total');
    expect(text).toMatch(
      /I certify the need for these services furnished under this plan of treatment while under my care\. The plan of treatment will be reviewed before the certification period ends on 12\/31\/2026\. Physician\/NPP signature Dr\. Helen Okafor Date _+/,
    );
    expect(text).toContain(fullMainEvaluation.evaluationOne.workEducational);
  });

  it('never prints undefined, null, NaN or [object Object]', () => {
    for (const word of badWords) expect(text).not.toContain(word);
  });

  it('numbers every page and puts the confidentiality line on each', async () => {
    const pdf = await render(m);
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n += 1) {
      const page = flat(pdfText(pdf, n));
      expect(page).toContain(`Page ${n} of ${pages}`);
      expect(page).toContain('Confidential patient information');
      expect(page).toContain('Castellanos, Maria');
    }
  });
});

describe('renderReport edge cases', () => {
  it('prints a block whose every field is a long, stacked one (all symptoms graded None)', async () => {
    const allNone = Object.fromEntries(
      Object.entries(fullMainEvaluation.evaluationSecond).map(([group, fields]) => [
        group,
        Object.fromEntries(Object.keys(fields).map((k) => [k, 'None'])),
      ]),
    );
    const pdf = await render(
      model({ record: { ...mainRecord(), ...stored({ evaluationSecond: allNone }) } }),
    );
    const text = flat(pdfText(pdf));
    expect(text).toContain('Convergence insufficiency');
    expect(text).toContain('Ipsilateral hemiplegia');
  });

  it('makes a valid one-page PDF of an entirely empty evaluation', async () => {
    const pdf = await render(model({ record: stored({ appointment: {} }) }));
    expect(pdfInfo(pdf)).toMatchObject({ Pages: '1', 'Page size': '612 x 792 pts (letter)' });
    const text = flat(pdfText(pdf));
    expect(text).toContain('No sections of this evaluation have been filled in yet.');
    expect(text).toMatch(/Therapist's signature Date _+ Certification of the plan of treatment/);
    expect(text).toMatch(/Physician\/NPP signature Date _+/);
    expect(text).toContain('Castellanos, Maria');
    expect(text).toContain('Page 1 of 1');
  });

  it('runs long histories over pages with the header repeated', async () => {
    const long = 'The patient describes intermittent diplopia at near. '.repeat(90).trim();
    const record = stored({
      ...fullMainEvaluation,
      evaluationOne: {
        ...fullMainEvaluation.evaluationOne,
        presentMedicalHistory: long,
        pastMedicalHistory: long,
      },
    });
    const pdf = await render(model({ record }));
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThanOrEqual(6);
    const second = flat(pdfText(pdf, 2));
    expect(second).toContain('Bayview Vision Therapy');
    expect(second).toContain('Main Evaluation Report');
    expect(second).toContain(`Page 2 of ${pages}`);
    expect(second).toContain('intermittent diplopia');
  });

  it('prints names in Latin Extended, Greek and Cyrillic', async () => {
    const text = flat(
      pdfText(
        await render(
          model({
            patient: patient({ ...fixturePatients.maria, firstName: 'Łukasz', lastName: 'Αθηνά' }),
            practice: { ...practice, businessName: 'Zoë Ørsted Vision · Jürgen & Анна' },
          }),
        ),
      ),
    );
    for (const name of ['Αθηνά, Łukasz', 'Zoë Ørsted', 'Jürgen', 'Анна'])
      expect(text).toContain(name);
  });

  it('embeds the therapist signature image', async () => {
    const record = stored({
      dischargePlan: { ...fullMainEvaluation.dischargePlan, therapistSign: signature },
    });
    const pdf = await render(model({ record }));
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('still prints the report when the signature image is broken', async () => {
    const broken = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAAB=';
    const record = stored({
      dischargePlan: { ...fullMainEvaluation.dischargePlan, therapistSign: broken },
    });
    const text = flat(pdfText(await render(model({ record }))));
    expect(text).toContain('Sam Whitfield, OTR/L');
  });

  it('renders a progress note', async () => {
    const text = flat(
      pdfText(await render(model({ kind: 'progressNote', record: progressRecord() }))),
    );
    expect(text).toContain('Progress Note');
    expect(text).toContain('Treatment Plan and Signatures');
    expect(text).toContain('Continue treatment as per the plan of care');
    expect(text).not.toContain('Certification');
  });
});
