/**
 * Whether `npi` is a National Provider Identifier whose last digit checks: ten digits, and the
 * Luhn check over the number prefixed with 80840 (the card-issuer prefix of US health
 * identifiers), as CMS defines the NPI check digit. A typo in any one digit, or two neighbours
 * swapped, fails it.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  // From the right: the check digit as it is, then every second digit doubled.
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits.charAt(digits.length - 1 - i)) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}
