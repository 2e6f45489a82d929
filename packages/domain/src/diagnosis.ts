import { z } from 'zod';
import { msg } from './messages';
import { icd10CmCodes, othersOption } from './options';
import { ShortText } from './primitives';

/** The shape of an ICD-10-CM code as written with its dot: a letter, two characters, and up to
 * four more after the dot ('R42', 'H51.11', 'S06.0X0A'). */
export const icd10CmPattern = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

const descriptions: ReadonlyMap<string, string> = new Map(icd10CmCodes);

/** The official description of a code this app ships, or undefined for any other code. */
export const icd10Description = (code: string): string | undefined => descriptions.get(code);

/** One diagnosis: an ICD-10-CM code with the description it was picked by, or the 'others'
 * item, whose words are the section's free text (docs/product.md#diagnoses-and-icd-10-cm-codes).
 * The code is what is checked: a missing one asks for a choice, and a code this app does not
 * ship is refused by name, field by field. */
export const Diagnosis = z
  .strictObject({
    title: ShortText.min(1, msg.required),
    code: z.string({ error: msg.chooseCode }),
  })
  .superRefine(({ title, code }, ctx) => {
    if (title === othersOption ? code === '' : icd10Description(code) !== undefined) return;
    const message =
      title === othersOption
        ? msg.othersHasNoCode
        : code === ''
          ? msg.chooseCode
          : msg.unknownCode(code);
    ctx.addIssue({ code: 'custom', path: ['code'], message });
  });
export type Diagnosis = z.output<typeof Diagnosis>;

/** The diagnoses of a section: coded ones, and 'others'. A code listed twice is one diagnosis
 * (the first), as is a second 'others'. */
export const DiagnosisList = z
  .array(Diagnosis)
  .max(icd10CmCodes.length + 1)
  .transform((items) =>
    items.filter((item, i) => items.findIndex((other) => other.code === item.code) === i),
  );

/** The 'others' item of a diagnosis list. */
export const othersDiagnosis: Diagnosis = { title: othersOption, code: '' };

/** A coded diagnosis as people read it: 'H51.11 Convergence insufficiency'. */
export const diagnosisLabel = ({ title, code }: { title: string; code?: string }): string =>
  code ? `${code} ${title}` : title;

/** A picked code as a stored item, with its official description. */
export function diagnosisOf(code: string): Diagnosis | undefined {
  const title = icd10Description(code);
  return title === undefined ? undefined : { title, code };
}
