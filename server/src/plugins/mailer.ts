import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  /** Where a reply goes when it should reach people (a statement's appeal, a complaint's answer). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** What the development mailbox lists (a sidecar of every `.eml` written to disk). */
export interface StoredMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` sends for real; `file` writes `.eml` files under DATA_DIR/mail (development mailbox). */
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  /** The stored mails, newest first (file mailer only; empty for SMTP). */
  list(): Promise<StoredMail[]>;
  close(): void;
}

/** SMTP when `SMTP_URL` is set (ARCHITECTURE.md section 4); otherwise `.eml` files on disk. */
export function createMailer(options: { smtpUrl: string | null; mailDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createFileMailer(options.mailDir);
}

function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(mail);
    },
    list: async () => [],
    close: () => transport.close(),
  };
}

const MAIL_ID = /^[0-9TZ-]+-[0-9a-f]{8}$/;

function createFileMailer(mailDir: string): Mailer {
  // A real MIME message, built by nodemailer itself, so the file is what SMTP would have carried.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transport.sendMail(mail);
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(mailDir, { recursive: true });
      await writeFile(path.join(mailDir, `${id}.eml`), info.message as Buffer);
      const stored: StoredMail = { id, date: date.toISOString(), ...mail };
      await writeFile(path.join(mailDir, `${id}.json`), JSON.stringify(stored));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(mailDir);
      } catch {
        return [];
      }
      const ids = names
        .filter((n) => n.endsWith('.json') && MAIL_ID.test(n.slice(0, -5)))
        .map((n) => n.slice(0, -5))
        .sort()
        .reverse()
        .slice(0, 200);
      const mails = await Promise.all(
        ids.map(
          async (id) => JSON.parse(await readFile(path.join(mailDir, `${id}.json`), 'utf8')) as StoredMail,
        ),
      );
      return mails;
    },
    close: () => transport.close(),
  };
}
