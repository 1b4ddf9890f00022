import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys } from './vapid-keys.js';

const fromEnv = { publicKey: null, privateKey: null, subject: null, publicUrl: null };

describe('VAPID keys', () => {
  it('generates a pair on the first start, keeps it private under DATA_DIR, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-vapid-'));
    const first = loadVapidKeys({ ...fromEnv, dataDir });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    const file = path.join(dataDir, 'push', 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadVapidKeys({ ...fromEnv, dataDir })).toEqual(first);
  });

  it('takes the keys and subject from the environment, and the public URL as the subject', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-vapid-'));
    const generated = loadVapidKeys({ ...fromEnv, dataDir });
    const given = loadVapidKeys({
      dataDir: '/nonexistent',
      publicKey: generated.publicKey,
      privateKey: generated.privateKey,
      subject: 'mailto:ops@example.com',
      publicUrl: null,
    });
    expect(given).toEqual({ ...generated, subject: 'mailto:ops@example.com' });
    expect(loadVapidKeys({ ...fromEnv, dataDir, publicUrl: 'https://amora.example/x' }).subject).toBe(
      'https://amora.example',
    );
  });

  it('refuses keys that are not P-256 keys', () => {
    expect(() =>
      loadVapidKeys({ ...fromEnv, dataDir: '/nonexistent', publicKey: 'abc', privateKey: 'def' }),
    ).toThrow(/Invalid VAPID keys/);
  });
});
