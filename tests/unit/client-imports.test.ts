import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the browser loads decides the public pages' weight. The public forms validate with zod/mini; when the back
// office's browser code also reached zod (even through a module that only exports a constant), Turbopack could no
// longer merge zod's modules into the forms' chunk and the contacts and partner pages grew by 7 kB gzipped. These
// tests walk the static and dynamic imports of every 'use client' module, the way the bundler does.

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib', 'i18n'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function directive(source: ts.SourceFile): string | undefined {
  const first = source.statements[0];
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : undefined;
}

/** The modules a file loads at run time: type-only imports and exports are left out, dynamic imports kept. */
function runtimeSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
}

/** Every package a client module pulls into the browser, with one import chain that leads to it. */
function browserPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = parse(file);
    // A server action's module stays on the server: the browser gets a reference to call it.
    if (chain.length > 0 && directive(source) === 'use server') return;
    for (const specifier of runtimeSpecifiers(source)) {
      const target = resolve(file, specifier);
      const here = [...chain, path.relative(ROOT, file)];
      if (target) walk(target, here);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/') && !packages.has(specifier)) packages.set(specifier, here);
    }
  };
  walk(entry, []);
  return packages;
}

const clientModules = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => directive(parse(file)) === 'use client');
const isBackOffice = (file: string) => /^(app\/admin|components\/admin)\//.test(path.relative(ROOT, file));

describe('the browser\'s share of zod', () => {
  it('finds the client modules of both sides', () => {
    expect(clientModules.filter(isBackOffice).length).toBeGreaterThan(5);
    expect(clientModules.filter((file) => !isBackOffice(file)).length).toBeGreaterThan(5);
  });

  it('public browser code reaches zod only as zod/mini', () => {
    const reached = clientModules.filter((file) => !isBackOffice(file)).flatMap((file) => [...browserPackages(file)]);
    expect(reached.some(([name]) => name === 'zod/mini')).toBe(true);
    const classic = reached.filter(([name]) => name.startsWith('zod') && name !== 'zod/mini').map(([name, chain]) => `${chain.join(' → ')} → ${name}`);
    expect(classic).toEqual([]);
  });

  it('back-office browser code reaches no zod at all (its forms are checked by the server actions\' schemas)', () => {
    const reached = clientModules.filter(isBackOffice).flatMap((file) => [...browserPackages(file)]);
    const zod = reached.filter(([name]) => name === 'zod' || name.startsWith('zod/')).map(([name, chain]) => `${chain.join(' → ')} → ${name}`);
    expect(zod).toEqual([]);
  });
});
