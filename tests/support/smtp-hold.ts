import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server that can stop answering in the middle of an exchange: with `holdNext`, the next message's
// DATA is read in full but never acknowledged, as when the sending server dies before the "250 OK". The held
// message is kept apart from the delivered ones (a real receiver may or may not have kept it).

export type HeldMail = ParsedMail & { envelopeTo: string[] };

export async function startHoldingSmtpServer() {
  const received: HeldMail[] = [];
  const held: HeldMail[] = [];
  let holdAt: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          if (holdAt !== null && received.length + held.length + 1 === holdAt) {
            held.push(mail);
            return; // never answered
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    /** Holds the `n`-th message this server gets (counting from 1), or none with null. */
    holdMessage(n: number | null) {
      holdAt = n;
    },
    to(address: string) {
      return received.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));
    },
    async waitUntil(condition: () => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`SMTP condition not met; received ${received.length}, held ${held.length}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
