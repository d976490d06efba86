/**
 * True when `key` is one of `table`'s own keys. A code that arrives at run time (from the server, from a
 * form's validation) is checked with it before it is used as a typed message key.
 */
export function hasKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}
