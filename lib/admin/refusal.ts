// The one way back-office code refuses a change (docs/architecture.md, "Refusing a change"). A command calls
// `refuse(code)` wherever it finds the change cannot be made: before its transaction or inside it, where the
// throw rolls everything back. The command's body runs inside `refusable`, which turns the refusal into the
// typed answer `{ ok: false, code, fieldErrors? }` its form shows; any other error goes on up (the action
// reports it as INTERNAL). Each area names its codes once, with the type written out so that TypeScript knows
// `refuse` never returns and narrows after it: `const refusal: Refusals<Code> = refusals();`, then
// `refusal.refuse('NOT_FOUND')` and `refusal.refusable(() => …)`. No imports: `npm run users` uses it too.

/** An editor's refusals: the record changed since the form read it, it is gone, or a field is wrong. */
export type EditRefusal = 'CONFLICT' | 'NOT_FOUND' | 'INVALID';

export type Refused<Code extends string> = { ok: false; code: Code; fieldErrors?: Record<string, string> };

export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(`refused: ${code}`);
    this.name = 'Refusal';
  }
}

export type Refusals<Code extends string> = {
  /** Stops the command with `code` (and the fields to mark, as message keys); rolls back a transaction. */
  refuse(code: Code, fieldErrors?: Record<string, string>): never;
  /** Runs `work`; a refusal inside it becomes its answer. */
  refusable<T>(work: () => Promise<T>): Promise<T | Refused<Code>>;
};

export function refusals<Code extends string>(): Refusals<Code> {
  return {
    refuse(code, fieldErrors) {
      throw new Refusal(code, fieldErrors);
    },
    async refusable(work) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return { ok: false, code: error.code as Code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      }
    },
  };
}
