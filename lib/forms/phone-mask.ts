// The Russian phone mask of the partner form, without any phone metadata: the browser formats as the visitor
// types, the server checks the number (lib/forms/phone.ts).

/** SPEC point 5: what a resident sees in the empty field, and the mask shown while typing. */
export const RU_PHONE_PLACEHOLDER = '+7 (999) 999-99-99';
export const RU_PHONE_MASK = '+7 (___) ___-__-__';

/**
 * The ten national digits a resident typed. A leading "+7" is the country code. An eleventh digit after a
 * leading 8 or 7 shows that digit was the trunk prefix or country code ("8 912 345-67-89", typed the Russian
 * way, shows "+7 (891) 234-56-78" until its last digit arrives); a national number may itself start with 8
 * (812 is St Petersburg), so the decision waits for that eleventh digit.
 */
export function ruNationalDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+7')) digits = digits.slice(1);
  if (digits.length > 10 && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * Formats what a resident typed into the mask `+7 (___) ___-__-__`, as far as digits go: separators
 * appear only before a digit, so deleting backwards never gets stuck on a bracket or a dash.
 */
export function formatRuPhone(input: string): string {
  const digits = ruNationalDigits(input);
  if (!digits) return '';
  let out = '+7 (';
  for (const [index, digit] of [...digits].entries()) {
    if (index === 3) out += ') ';
    else if (index === 6 || index === 8) out += '-';
    out += digit;
  }
  return out;
}
