import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

type Options = {
  /** Listen on this port (to bring a server "back" where the app expects it); 0 picks a free one. */
  port?: number;
  /** Answer RCPT TO with an SMTP error, e.g. {code: 450} (temporary) or {code: 550} (final). */
  rejectRecipient?: (address: string) => { code: number; message: string } | null;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives, parsed. */
export async function startSmtpServer(options: Options = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rejection = options.rejectRecipient?.(address.address);
      if (!rejection) return callback();
      const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mail delivered to this address so far. */
    to(address: string) {
      return received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));
    },
    /** Waits until `count` messages reached `address`. */
    async waitFor(address: string, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mails = this.to(address);
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Expected ${count} e-mail(s) to ${address}, got ${this.to(address).length}`);
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
