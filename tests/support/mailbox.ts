import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { ENVELOPE_HEADER, MAILBOX_DIR } from './e2e-server.mjs';

// The mail the end-to-end server sent, as its capture SMTP server wrote it (tests/support/e2e-server.mjs). Every
// test writes to addresses of its own, so it reads only its own mail, whatever the other workers do meanwhile.

export type Mail = ParsedMail & { envelopeTo: string[]; file: string };

/** Each file is parsed once per worker, however many waits read it at the same time. */
const parsed = new Map<string, Promise<Mail>>();

function read(file: string): Promise<Mail> {
  let mail = parsed.get(file);
  if (!mail) {
    const raw = fs.readFileSync(path.join(MAILBOX_DIR, file));
    const firstLine = raw.subarray(0, raw.indexOf('\r\n')).toString();
    const envelopeTo = firstLine.slice(ENVELOPE_HEADER.length + 2).split(', ').filter(Boolean);
    mail = simpleParser(raw.subarray(raw.indexOf('\r\n') + 2)).then((message) => Object.assign(message, { envelopeTo, file }));
    parsed.set(file, mail);
  }
  return mail;
}

/** Every message delivered to `address` so far, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  const wanted = address.toLowerCase();
  const files = fs.existsSync(MAILBOX_DIR) ? fs.readdirSync(MAILBOX_DIR).filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort() : [];
  const mails = await Promise.all(files.map(read));
  return mails.filter((mail) => mail.envelopeTo.includes(wanted));
}

/** Waits until `count` messages reached `address` (at most `timeoutMs`), and answers them. */
export function waitForMail(address: string, count = 1, timeoutMs = 15_000): Promise<Mail[]> {
  return waitForMailWhere(address, () => true, count, timeoutMs);
}

/**
 * Waits until `count` messages to `address` match `wanted` (at most `timeoutMs`) and answers them: for a shared
 * address (sales), where other tests' mail arrives too.
 */
export async function waitForMailWhere(address: string, wanted: (mail: Mail) => boolean, count = 1, timeoutMs = 15_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailTo(address)).filter(wanted);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} matching e-mail(s) to ${address} within ${timeoutMs} ms, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A link of this site in a mail's text, e.g. linkIn(mail.text, '/confirm'). */
export function linkIn(text: string | undefined, pathname: string): string {
  const link = (text ?? '').match(new RegExp(`https?://\\S+${pathname.replace(/[/.]/g, '\\$&')}\\?token=\\S+`))?.[0];
  if (!link) throw new Error(`No ${pathname} link in:\n${text}`);
  return link;
}
