type Choice = { code: string; name: string };

/** The countries a form offers, grouped: the distributor's markets first, then every other country. */
export type CountryChoices = { market: readonly Choice[]; others: readonly Choice[] };

/** A country select's options: a "choose" line, then the two groups, names in the staff member's language. */
export function CountryOptions({ countries, choose, market, others }: { countries: CountryChoices; choose: string; market: string; others: string }) {
  return (
    <>
      <option value="">{choose}</option>
      {(
        [
          [market, countries.market],
          [others, countries.others],
        ] as const
      ).map(([label, list]) => (
        <optgroup key={label} label={label}>
          {list.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
