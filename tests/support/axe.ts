import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

// axe-core in the end-to-end tests: one way to run it and to report what it finds.

/** axe-core's violations on the page (or the part `include` selects), one line each: rule and elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No violations on the page as it is; `what` names it in a failure (the page's URL by default). */
export async function expectNoAxeViolations(page: Page, what?: string) {
  expect(await axeViolations(page), what ?? page.url()).toEqual([]);
}
