import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests (RFC 8030), the stand-in for FCM or Mozilla's autopush: it
 * receives the real requests `web-push` sends, checks the VAPID `Authorization` header (RFC 8292:
 * an ES256 JWT for this origin, signed by the key it names) and decrypts the aes128gcm body
 * (RFC 8291 + RFC 8188) with the subscription's private key, written here with node:crypto so the
 * test does not trust the library it checks. Tests choose each endpoint's answers (`respond`).
 *
 * It speaks HTTPS because an endpoint must be https (the contract) and web-push posts over https.
 * The certificate below is a throw-away for 127.0.0.1 only; the app under test trusts it through
 * `agent` (the PushTestOptions seam), nothing process-wide.
 */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBtjCCAV2gAwIBAgIUXqmDHxpAAHkZJUxL+n42hCvbdq0wCgYIKoZIzj0EAwIw
IjEgMB4GA1UEAwwXbG9jYWwtcHVzaC1zZXJ2aWNlLnRlc3QwIBcNMjYxMTI1MTY0
NjQ3WhgPMjEyNjExMDExNjQ2NDdaMCIxIDAeBgNVBAMMF2xvY2FsLXB1c2gtc2Vy
dmljZS50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEYEufeeR+5OxcPu18
RtfgYegwiKCBPOK4JX2FeBmpv/zq+SRFZkdOQSDDDj4it6kUBYZqLRhf2uQLS03D
je6yuKNvMG0wHQYDVR0OBBYEFMdTx7t22ENCh7suPwJVtGrJGSxqMB8GA1UdIwQY
MBaAFMdTx7t22ENCh7suPwJVtGrJGSxqMBoGA1UdEQQTMBGHBH8AAAGCCWxvY2Fs
aG9zdDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0cAMEQCIHMWvYQyqnoj
iUHPjqUDIqu2kVIEj83lQ8vY0mJxTOloAiBXY7L0Jft5wG0XpGex8aRj+5cvwPn+
zH4dSFOGyKzG9A==
-----END CERTIFICATE-----
`;
// A throw-away key for the certificate above (127.0.0.1 and localhost only); it protects nothing.
const PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgwwxfSWNa3n2SLcek
H4qbyU5DLlQkKUIwmFUC7ZDa1MShRANCAARgS5955H7k7Fw+7XxG1+Bh6DCIoIE8
4rglfYV4Gam//Or5JEVmR05BIMMOPiK3qRQFhmotGF/a5AtLTcON7rK4
-----END PRIVATE KEY-----
`;

/** What a browser keeps for one subscription: its key pair and auth secret. */
export interface TestSubscriber {
  endpoint: string;
  /** `PushSubscription.toJSON()`: what the page posts to `/api/user.php?push=1`. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  status: number;
  headers: IncomingMessage['headers'];
  /** The JWT's claims and the key it was signed with (already verified). */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted payload. */
  plaintext: string;
}

export interface LocalPushService {
  origin: string;
  /** Requests answered with 201 and decrypted. */
  received: ReceivedPush[];
  /** Every request, including refused ones: `{endpoint, status}`. */
  attempts: Array<{ endpoint: string; status: number }>;
  /** A new browser subscription with its own key pair on this service. */
  subscriber(name?: string): TestSubscriber;
  /** The next answers for an endpoint (then 201): `respond(e, 500, 500)`, `respond(e, 410)`. */
  respond(endpoint: string, ...statuses: number[]): void;
  /** The agent that trusts this service's certificate (for the app's push sender). */
  agent: Agent;
  close(): Promise<void>;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: the content key and nonce, then AES-128-GCM. */
export function decryptAes128gcm(body: Buffer, subscriber: TestSubscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record: not a web push message');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublicKey);
  const prkKey = hmac(subscriber.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.publicKey,
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; the JWT's ES256 signature checked with k. */
export function verifyVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header64.alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { ...body, publicKey: k };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const attempts: LocalPushService['attempts'] = [];
  const scripted = new Map<string, number[]>();
  const subscribers = new Map<string, TestSubscriber>();
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const endpoint = `${origin}${request.url}`;
    const status = scripted.get(endpoint)?.shift() ?? 201;
    attempts.push({ endpoint, status });
    if (status !== 201) {
      response.writeHead(status, status === 429 ? { 'retry-after': '0' } : {}).end();
      return;
    }
    const subscriber = subscribers.get(endpoint);
    try {
      if (!subscriber) throw new Error(`unknown endpoint ${endpoint}`);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      received.push({
        endpoint,
        status,
        headers: request.headers,
        vapid: verifyVapid(request.headers.authorization),
        plaintext: decryptAes128gcm(body, subscriber),
      });
      response.writeHead(201).end();
    } catch (error) {
      // A malformed request is the sender's bug: answered 400, which the sender does not retry.
      attempts[attempts.length - 1]!.status = 400;
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  };

  const server: Server = createServer({ cert: CERTIFICATE, key: PRIVATE_KEY }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: CERTIFICATE, keepAlive: false });

  return {
    origin,
    received,
    attempts,
    agent,
    subscriber(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${name}`;
      const subscriber: TestSubscriber = {
        endpoint,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        authSecret,
      };
      subscribers.set(endpoint, subscriber);
      return subscriber;
    },
    respond(endpoint, ...statuses) {
      scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), ...statuses]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
