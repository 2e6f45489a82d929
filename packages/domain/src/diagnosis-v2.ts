import type { Migration } from './migrations';
import { optionLabel, othersOption, type primaryDiagnosisOptions } from './options';
import type { treatmentDiagnosisOptions } from './options';
import { diagnosisOf } from './diagnosis';

type LegacyTitle =
  (typeof primaryDiagnosisOptions)[number] | (typeof treatmentDiagnosisOptions)[number];

/**
 * The code each title of the old checkbox lists stands for, where one code says what the title
 * says (docs/product.md#diagnoses-and-icd-10-cm-codes). A title that needs a choice the clinician
 * did not make (which nerve, which type of diabetes, which stroke sequela, which kind of field
 * loss) maps to no code: its words move to the section's "others" text, to be coded by hand.
 */
export const legacyDiagnosisCodes: Partial<Record<LegacyTitle, string>> = {
  Astigmatism: 'H52.209',
  Amblyopia: 'H53.009',
  'Blurred vision': 'H53.8',
  Cataract: 'H26.9',
  'Concussion / post-concussion syndrome': 'F07.81',
  'Convergence insufficiency': 'H51.11',
  'Convergence Insufficiency': 'H51.11',
  Diplopia: 'H53.2',
  'Double Vision': 'H53.2',
  'Dry eye syndrome': 'H04.129',
  Glaucoma: 'H40.9',
  Hyperopia: 'H52.00',
  'Macular degeneration': 'H35.30',
  'Migraine with visual aura': 'G43.109',
  Myopia: 'H52.10',
  Nystagmus: 'H55.00',
  'Optic neuritis': 'H46.9',
  Presbyopia: 'H52.4',
  Ptosis: 'H02.409',
  'Retinal detachment': 'H33.20',
  Strabismus: 'H50.9',
  'Vision changes': 'H53.9',
  'Accommodative insufficiency': 'H52.529',
  Anosometropia: 'H52.31',
  'Binocular vision dysfunction': 'H53.30',
  'Convergence excess': 'H51.12',
  'Divergence insufficiency': 'H51.8',
  Dyslexia: 'R48.0',
  'Visual field loss': 'H53.40',
};

const codeOfTitle = (title: string): string | undefined =>
  Object.hasOwn(legacyDiagnosisCodes, title)
    ? legacyDiagnosisCodes[title as LegacyTitle]
    : undefined;

const titleOf = (item: unknown): string | undefined =>
  typeof item === 'object' && item !== null && 'title' in item && typeof item.title === 'string'
    ? item.title
    : undefined;

const hasCode = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && 'code' in item && typeof item.code === 'string';

/**
 * Version 1 → 2 of a section with a diagnosis list: `{ title }` items become `{ title, code }`.
 * A title with a code takes it and its official description; 'others' stays, with its text. Any
 * other title (one without a single code, or one an older app stored that no list has now) is
 * kept as words: added to the "others" text, and 'others' ticked so the text shows. Items that
 * are not `{ title }` at all are left for the lenient reader to list, and items that already have
 * a code are kept as they are, so the step leaves version 2 content unchanged.
 */
export function codeDiagnoses(listKey: string, otherKey: string): Migration {
  return (data) => {
    const list = data[listKey];
    if (!Array.isArray(list)) return data;
    const items: unknown[] = [];
    const words: string[] = [];
    for (const item of list) {
      const title = titleOf(item);
      // An item with a code is version 2 already (content sent without its version): kept.
      if (title === undefined || hasCode(item)) items.push(item);
      else if (title === othersOption) items.push({ title, code: '' });
      else {
        const code = codeOfTitle(title);
        const coded = code === undefined ? undefined : diagnosisOf(code);
        if (coded) items.push(coded);
        else words.push(optionLabel(title));
      }
    }
    if (!words.length) return { ...data, [listKey]: items };
    const stored = data[otherKey];
    const typed = typeof stored === 'string' ? stored.trim() : '';
    const hasOthers = items.some((i) => titleOf(i) === othersOption);
    return {
      ...data,
      [listKey]: hasOthers ? items : [...items, { title: othersOption, code: '' }],
      // Typed text counts only while 'others' is ticked (docs/product.md#fields-and-option-lists).
      [otherKey]: [...(hasOthers && typed ? [typed] : []), ...words].join('; '),
    };
  };
}

/** The step of a section with primary and treatment diagnoses (appointment, patientReg). */
export const codeSectionDiagnoses: Migration = (data) =>
  codeDiagnoses(
    'treatmentDiagnosis',
    'othertreatmentDiagnosis',
  )(codeDiagnoses('primaryDiagnosis', 'otherPrimaryDiagnosis')(data));
