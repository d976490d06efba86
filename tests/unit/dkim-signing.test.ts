import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dkimSettings, createTransport } from '@/lib/mail/transport';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';

let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The DKIM-Signature header's tags, e.g. { d: 'example.test', s: 'mail2026' }. */
function dkimTags(mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }) {
  const line = mail.headerLines.find((header) => header.key === 'dkim-signature')?.line;
  if (!line) return null;
  const value = line.replace(/^[^:]+:/, '').replace(/\s+/g, '');
  return Object.fromEntries(value.split(';').filter(Boolean).map((tag) => tag.split('=', 2) as [string, string]));
}

async function sendOne(dkim: ReturnType<typeof dkimSettings>) {
  smtp = await startSmtpServer();
  const transport = createTransport({ smtpUrl: smtp.url, mailDir: 'var/test/unused-mail', dkim });
  await transport.sendMail({ from: 'Shop <no-reply@example.test>', to: 'reader@example.test', subject: 'Signed', text: 'Hello', html: '<p>Hello</p>' });
  const [mail] = await smtp.waitFor('reader@example.test');
  return mail!;
}

describe('DKIM', () => {
  it('signs every message for the configured domain and selector', async () => {
    const mail = await sendOne(dkimSettings('example.test', 'mail2026', pem));
    const tags = dkimTags(mail);
    expect(tags).toMatchObject({ d: 'example.test', s: 'mail2026', a: 'rsa-sha256' });
    expect(tags!.b!.length).toBeGreaterThan(100);
  });

  it('reads the key from a file when DKIM_PRIVATE_KEY is a path', async () => {
    const file = path.resolve('var/test', `dkim-${process.pid}.pem`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pem);
    try {
      expect(dkimSettings('example.test', 'sel', file)?.privateKey).toBe(pem);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('signs nothing unless domain, selector and key are all set', async () => {
    expect(dkimSettings('example.test', undefined, pem)).toBeNull();
    const mail = await sendOne(dkimSettings('example.test', '', pem));
    expect(dkimTags(mail)).toBeNull();
  });
});
