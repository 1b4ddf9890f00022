import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): browsers bind each subscription to the public key. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes): what `PushManager.subscribe` is given. */
  publicKey: string;
  /** The P-256 private scalar, base64url (32 bytes). */
  privateKey: string;
  subject: string;
}

/** Without VAPID_SUBJECT; push services want a way to reach the sender, so production should set one. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@amora.example';

const decodedLength = (value: string) =>
  /^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

function assertKeys(publicKey: string, privateKey: string, where: string): void {
  if (decodedLength(publicKey) !== 65 || decodedLength(privateKey) !== 32)
    throw new Error(
      `Invalid VAPID keys (${where}): the public key is 65 bytes and the private key 32, both base64url`,
    );
}

interface KeyFile {
  publicKey: string;
  privateKey: string;
}

/**
 * The keys from the environment, or the pair kept in `DATA_DIR/push/vapid.json` (made on the
 * first start, readable by the server's user only). Changing the keys orphans every subscription
 * (the push services refuse a JWT signed by another key), so the file is written once and kept;
 * several instances need the same keys: give them VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY.
 */
export function loadVapidKeys(options: {
  dataDir: string;
  publicKey: string | null;
  privateKey: string | null;
  subject: string | null;
  publicUrl: string | null;
}): VapidKeys {
  const subject =
    options.subject ??
    (options.publicUrl?.startsWith('https:') ? new URL(options.publicUrl).origin : DEFAULT_VAPID_SUBJECT);
  if (options.publicKey && options.privateKey) {
    assertKeys(options.publicKey, options.privateKey, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  }
  const dir = path.join(options.dataDir, 'push');
  const file = path.join(dir, 'vapid.json');
  let stored: KeyFile;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const generated = webpush.generateVAPIDKeys();
    try {
      // `wx`: two instances starting on one DATA_DIR at once keep the first pair, not one each.
      writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      stored = generated;
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      stored = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
    }
  }
  assertKeys(stored.publicKey, stored.privateKey, file);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
