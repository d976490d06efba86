import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export type MailTransport = Pick<Transporter, 'sendMail'> & { describe: string };

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in MAIL_DIR, so the embedded
 * default works without a mail server (the links in it are logged too).
 */
export function createTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return Object.assign(transport, { describe: `SMTP ${new URL(options.smtpUrl).host}` });
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.resolve(options.mailDir);
  return {
    describe: `files in ${dir}`,
    async sendMail(message) {
      const info = await streamer.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const id = String(info.messageId).replace(/[^a-zA-Z0-9.-]+/g, '_').replace(/^_|_$/g, '');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = String(message.text ?? '').match(/https?:\/\/\S+/g) ?? [];
      console.log(`[mail] wrote ${file} to ${String(message.to)}${links.length ? `; links: ${links.join(' ')}` : ''}`);
      return info;
    },
  };
}
