/** User-facing validation wording, the original's typos fixed
 * (docs/decisions.md#corrected-wording-stored-values-kept). */
export const msg = {
  required: 'Required',
  notEmpty: 'Must not be empty',
  max15: 'Must be 15 characters or less',
  max30: 'Must be 30 characters or less',
  max50: 'Must be 50 characters or less',
  max200: 'Must be 200 characters or less',
  max500: 'Must be 500 characters or less',
  phone: 'Phone number is not valid',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number of 0 or more',
  pupillaryDistance: 'Must be more than 0 and less than 20 cm',
  date: 'Must be a valid date',
  futureDate: 'Must not be in the future',
  dateOrder: 'Must not be before the start date',
  url: 'Must be a valid link',
  option: 'Choose one of the listed options',
  country: 'Choose a country from the list',
  medicaidAge: 'Medicaid is offered only up to 20 years old',
  /** A code on the 'others' item, whose words go in its text field instead. */
  othersHasNoCode: 'Others has no code: type its words in the text field',
  /** A diagnosis without its code (the others item is the only one that has none). */
  chooseCode: 'Choose a code from the list',
  /** A code that is there but not one the app ships, named so the sender sees which. */
  unknownCode: (code: string) => `Not a known ICD-10-CM code: ${code}`,
  /** A delete that would take signed records with it: they are legal records, kept. */
  keptSigned: (what: 'patient' | 'evaluation') =>
    what === 'patient'
      ? 'This patient has signed records, which are kept as legal records, so the patient cannot be deleted. Archive the patient instead.'
      : 'This record or one of its notes is signed, and signed records are kept as legal records, so it cannot be deleted.',
  /** A signature asked for while two edits of the record still disagree. */
  signOverConflict: 'This record has a conflict to settle. Settle it, then sign.',
  cannotCertify:
    'Only a practice member who certifies plans of care (a physician or NPP) can certify this plan.',
  certifyUnsigned: 'The plan of care is certified once its evaluation or note is signed.',
} as const;
