import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  /** The Reply-To address, '' without one. */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The first absolute link in the text part, if any. */
  link: string | null;
}

export interface MailCapture {
  /** For SMTP_URL: the app sends through this real SMTP server. */
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail to `to` (received after `since` mails); rejects after a timeout. */
  next(to: string, since?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function toCaptured(parsed: ParsedMail): CapturedMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
  const text = parsed.text ?? '';
  return {
    to: (to ?? '').toLowerCase(),
    replyTo: parsed.replyTo?.text ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
  };
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that parses what it receives. */
export async function startMailCapture(): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push(toCaptured(parsed));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async next(to, since = 0) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} (got ${mails.map((m) => m.to).join(', ')})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test app that sends its mail through a capturing SMTP server; `close` stops both. */
export async function startAppWithMail(): Promise<{
  t: TestApp;
  mail: MailCapture;
  close: () => Promise<void>;
}> {
  const mail = await startMailCapture();
  const t = await createTestApp({ env: { SMTP_URL: mail.url } });
  return {
    t,
    mail,
    close: async () => {
      await t.app.close();
      await mail.close();
    },
  };
}
