import 'server-only';
import { getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { RU_PHONE_PLACEHOLDER } from './phone-mask';

/**
 * A mobile number of each country, written the international way, for the phone field's placeholder: the
 * page computes them once and the browser needs no phone metadata to show them.
 */
export function phoneExamples(codes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const code of codes) {
    if (code === 'RU') out[code] = RU_PHONE_PLACEHOLDER;
    else if (isSupportedCountry(code)) {
      const example = getExampleNumber(code, examples);
      if (example) out[code] = example.formatInternational();
    }
  }
  return out;
}
