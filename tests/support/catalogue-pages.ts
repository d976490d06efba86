import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Locator } from '@playwright/test';

// Helpers of the catalogue's specs (catalogue, compare, calculator, engineering, datasheet): the server's HTML read
// as a document without a browser (the api project has none), the text of a PDF, axe's findings.

type Dom = { window: { document: Document } };
type DomOptions = { contentType?: string; virtualConsole?: unknown };
// jsdom (a dev dependency, Vitest's DOM) has no type declarations of its own: the DOM types of lib.dom describe it.
const jsdom = createRequire(import.meta.url)('jsdom') as { JSDOM: new (source: string, options?: DomOptions) => Dom; VirtualConsole: new () => unknown };

/** Markup as a document (no scripts run, nothing is loaded; the stylesheet parser's complaints are dropped). */
export function parseDocument(source: string, contentType = 'text/html'): Document {
  return new jsdom.JSDOM(source, { contentType, virtualConsole: new jsdom.VirtualConsole() }).window.document;
}

/** A page as the server sends it: the answer and its HTML as a document. */
export async function serverPage(request: APIRequestContext, url: string): Promise<{ response: APIResponse; document: Document }> {
  const response = await request.get(url);
  return { response, document: parseDocument(await response.text()) };
}

/** Every run of white space (no-break spaces, line ends) as one space, trimmed. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text with a space at each element boundary (stricter than the browser's innerText: never glues two words). */
export function spacedText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    else if (node.nodeType === 1) {
      parts.push(' ');
      node.childNodes.forEach(walk);
      parts.push(' ');
    }
  };
  walk(element);
  return squeeze(parts.join(''));
}

/** The one element matching `selector`; fails with the selector's name when there is none. */
export function one(root: ParentNode, selector: string): Element {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`No ${selector} in the page`);
  return element;
}

/** The model codes of the product cards in a document. */
export const cardCodes = (document: Document) => [...document.querySelectorAll('[data-testid="product-card"] p.font-mono')].map((code) => code.textContent ?? '');

/** The text of a PDF, with every run of white space (no-break spaces, line ends) as one space (pdftotext, Debian's poppler-utils). */
export function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `datasheet-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: install poppler-utils');
    throw error;
  } finally {
    fs.rmSync(file, { force: true });
  }
}


/**
 * Waits until React has hydrated the element, i.e. attached its event handlers (React keeps them on the element
 * under a key starting "__reactProps$"): a change made before that (a select switched) reaches no handler.
 */
export async function expectHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { message: 'React has hydrated the element' }).toBe(true);
}
