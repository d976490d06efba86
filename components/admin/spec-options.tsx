import { SPEC_GROUPS, UNIT_CODES, type SpecGroup, type UnitCode } from '@/lib/catalogue/units';

// The options of the specification selects the product form and the label dictionary share: the table's sections
// and the units, each named in the staff member's language by the caller (server or browser translator alike).

/** A `<select>`'s unit options, "no unit" first. */
export function UnitOptions({ none, name }: { none: string; name: (unit: UnitCode) => string }) {
  return (
    <>
      <option value="">{none}</option>
      {UNIT_CODES.map((unit) => (
        <option key={unit} value={unit}>
          {name(unit)}
        </option>
      ))}
    </>
  );
}

/** A `<select>`'s section options, in the table's order; `choose` adds an empty first option. */
export function GroupOptions({ name, choose }: { name: (group: SpecGroup) => string; choose?: string }) {
  return (
    <>
      {choose ? <option value="">{choose}</option> : null}
      {SPEC_GROUPS.map((group) => (
        <option key={group} value={group}>
          {name(group)}
        </option>
      ))}
    </>
  );
}
