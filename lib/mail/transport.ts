import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export type MailTransport = Pick<Transporter, 'sendMail'> & { describe: string };

/** DKIM signing of every message: the domain, the selector (its DNS record) and the private key. */
export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

/**
 * The DKIM settings when all three are given, else null (then nothing is signed). The key is PEM text, or
 * the path of a file that holds it (a key rarely fits an environment variable well).
 */
export function dkimSettings(domain?: string, selector?: string, key?: string): DkimSettings | null {
  if (!domain || !selector || !key) return null;
  const privateKey = key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : fs.readFileSync(path.resolve(key), 'utf8');
  return { domainName: domain, keySelector: selector, privateKey };
}

/**
 * The part of an .eml file's name that comes from the message's Message-ID (the outbox's `messageId`, unique):
 * the files are `<time>-<this>.eml`, so an erasure finds the files of the mails it deleted (lib/privacy/scrub.ts).
 */
export function mailFileId(messageId: string): string {
  return messageId.replace(/[^a-zA-Z0-9.-]+/g, '_').replace(/^_|_$/g, '');
}

/** The Message-ID part of a file's name written here (`2026-11-27T06-26-36-123Z-<id>.eml`), or null. */
export function mailFileIdOf(fileName: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(.+)\.eml$/.exec(fileName)?.[1] ?? null;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in MAIL_DIR, so the embedded
 * default works without a mail server (the links in it are logged too). With `dkim`, nodemailer signs
 * every message, either way.
 */
export function createTransport(options: { smtpUrl?: string; mailDir: string; dkim?: DkimSettings | null }): MailTransport {
  const dkim = options.dkim ?? undefined;
  const signed = dkim ? `, DKIM ${dkim.keySelector}._domainkey.${dkim.domainName}` : '';
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, dkim });
    return Object.assign(transport, { describe: `SMTP ${new URL(options.smtpUrl).host}${signed}` });
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', dkim });
  const dir = path.resolve(options.mailDir);
  return {
    describe: `files in ${dir}${signed}`,
    async sendMail(message) {
      const info = await streamer.sendMail(message);
      await fsp.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mailFileId(String(info.messageId))}.eml`);
      await fsp.writeFile(file, info.message as Buffer);
      // The file only: the log is kept where an erasure cannot reach it, so it holds no address and no link (whose
      // tokens open a person's data); the file has both, and an erasure removes it.
      console.log(`[mail] wrote ${file}`);
      return info;
    },
  };
}
