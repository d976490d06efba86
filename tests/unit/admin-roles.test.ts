import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@/lib/admin/password';
import { AREAS, can, ROLES, requiresTwoFactor } from '@/lib/admin/roles';

describe('roles', () => {
  it('gives each role exactly the areas the issue names', () => {
    const allowed = Object.fromEntries(ROLES.map((role) => [role, AREAS.filter((area) => can(role, area))]));
    expect(allowed).toEqual({
      admin: [...AREAS],
      editor: ['dashboard', 'catalogue', 'documents', 'dealers', 'projects', 'campaigns', 'vitals'],
      sales: ['dashboard', 'leads', 'dealers', 'subscribers'],
    });
  });

  it('lets nobody in without a role', () => {
    for (const area of AREAS) {
      expect(can(null, area)).toBe(false);
      expect(can(undefined, area)).toBe(false);
    }
  });

  it('requires two-factor sign-in of admins only', () => {
    expect(ROLES.filter(requiresTwoFactor)).toEqual(['admin']);
  });
});

// "Every server action and route handler checks the role on the server": each entry point of the back office
// must start from lib/admin/session.ts. A new page, action or handler without its check fails here.
function files(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, pattern) : pattern.test(entry.name) ? [full] : [];
  });
}

/** The top-level functions of a file, exported or not, with their bodies (up to the next top-level function). */
function topLevelFunctions(source: string): Array<{ name: string; exported: boolean; body: string }> {
  const starts = [...source.matchAll(/^(export )?(?:async )?function (\w+)/gm)];
  return starts.map((match, index) => ({
    name: match[2]!,
    exported: Boolean(match[1]),
    body: source.slice(match.index, starts[index + 1]?.index ?? source.length),
  }));
}

describe('every entry point of the back office checks who is asking', () => {
  it('pages behind the sign-in call requireStaffPage or requireSignedIn', () => {
    const pages = files('app/admin/(staff)', /^page\.tsx$/);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(fs.readFileSync(page, 'utf8'), page).toMatch(/await require(StaffPage|SignedIn)\(/);
  });

  it('server actions call requireStaffAction (the sign-in flows excepted: they run before a session exists)', () => {
    const signInFlows = new Set(['signIn', 'verifyTwoFactor', 'requestPasswordReset', 'setPassword', 'chooseSignInLocale', 'signOut']);
    // Each area's actions.ts beside its screens, and the sign-in flows' own file.
    const actionFiles = [...files('app/admin/(staff)', /^actions\.ts$/), ...files('app/admin/actions', /\.ts$/)];
    expect(actionFiles.length).toBeGreaterThan(5);
    for (const file of actionFiles) {
      const functions = topLevelFunctions(fs.readFileSync(file, 'utf8'));
      // Directly, or through a helper of the same file that does.
      const helpers = functions.filter((fn) => !fn.exported && /requireStaffAction\(/.test(fn.body)).map((fn) => fn.name);
      for (const action of functions.filter((fn) => fn.exported)) {
        if (signInFlows.has(action.name)) continue;
        const checked = /requireStaffAction\(/.test(action.body) || helpers.some((helper) => new RegExp(`\\b${helper}\\(`).test(action.body));
        expect(checked, `${file}: ${action.name}`).toBe(true);
      }
    }
  });

  it('route handlers under /api/admin call requireStaffRoute', () => {
    for (const route of files('app/api/admin', /^route\.ts$/)) {
      const source = fs.readFileSync(route, 'utf8');
      const handlers = source.match(/export (async function|const) (GET|POST|PUT|PATCH|DELETE)\b/g) ?? [];
      expect(handlers.length, route).toBeGreaterThan(0);
      expect(source.match(/requireStaffRoute\(/g)?.length ?? 0, route).toBeGreaterThanOrEqual(handlers.length);
    }
  });
});

describe('staff passwords', () => {
  it.each([
    ['short', 'TOO_SHORT'],
    ['password1234', 'COMMON'],
    ['Password2024!', 'COMMON'],
    ['qwertyqwerty', 'COMMON'],
    ['aaaaaaaaaaaaaaaa', 'COMMON'],
    ['1q2w3e4r5t6y', 'COMMON'],
    ['mario.rossi!!', 'COMMON'],
    ['Кондиционер-на-крыше-7', null],
    ['vento forte sul tetto di Milano', null],
    // Easy to guess although long and not on the list: a keyboard walk, a sequence, the brand with a year, a
    // famous passphrase in part or whole, a common password spaced out.
    ['zxcvbnmasdfg', 'WEAK'],
    ['abcabcabcabc', 'WEAK'],
    ['aerisclima2026', 'WEAK'],
    ['correcthorsebattery', 'WEAK'],
    ['correct horse battery staple', 'WEAK'],
    ['p a s s w o r d', 'COMMON'],
    ['mario-rossi-2026', 'WEAK'],
  ])('%s → %s', (password, expected) => {
    expect(passwordProblem(password, 'mario.rossi@example.com')).toBe(expected);
  });
});
