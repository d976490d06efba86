import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The folder boundaries and the settings rule of eslint.config.mjs, checked on code that breaks them (nothing is written to disk: the
// text is linted as if it were the named file, with the project's own configuration and resolver).

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('the import boundaries', { timeout: 60_000 }, () => {
  it('refuse app/ in components/, and app/ or components/ in lib/, through the @/ paths too', async () => {
    expect(await boundaryErrors('components/admin/zz-fixture.tsx', "import { inviteStaff } from '@/app/admin/(staff)/users/actions';\nexport const x = inviteStaff;\n")).toEqual([
      expect.stringContaining('components/ never imports app/'),
    ]);
    expect(await boundaryErrors('lib/admin/zz-fixture.ts', "import { ActionStatus } from '@/components/admin/action-status';\nexport const x = ActionStatus;\n")).toEqual([
      expect.stringContaining('lib/ never imports app/ or components/'),
    ]);
    expect(await boundaryErrors('lib/zz-fixture.ts', "import Page from '../app/admin/(staff)/page';\nexport const x = Page;\n")).toEqual([expect.stringContaining('lib/ never imports')]);
  });

  it('let app/ use components/ and lib/, and components/ use lib/', async () => {
    expect(await boundaryErrors('app/admin/zz-fixture.tsx', "import { ActionStatus } from '@/components/admin/action-status';\nimport { accounts } from '@/lib/admin/accounts';\nexport const x = [ActionStatus, accounts];\n")).toEqual([]);
    expect(await boundaryErrors('components/admin/zz-fixture.tsx', "import { formFields } from '@/lib/admin/form-values';\nexport const x = formFields;\n")).toEqual([]);
  });

  it('keep settings to lib/env.ts: process.env elsewhere in the app is an error', async () => {
    const [elsewhere] = await eslint.lintText('export const mode = process.env.MAIL_MODE;\n', { filePath: 'lib/mail/zz-fixture.ts' });
    expect(elsewhere!.messages.map((message) => message.ruleId)).toContain('no-restricted-properties');
    const [env] = await eslint.lintText('export const mode = process.env.MAIL_MODE;\n', { filePath: 'lib/env.ts' });
    expect(env!.messages.map((message) => message.ruleId)).not.toContain('no-restricted-properties');
  });
});
