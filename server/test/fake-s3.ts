import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from '../src/plugins/storage/index.js';

/**
 * An S3 stand-in for tests (S3 is a boundary we do not own): path-style PUT, GET and DELETE Object
 * on one bucket, checking each request's SigV4 signature the way S3 does, from the request as it
 * arrived (method, path, the signed headers, the body's hash). Failures can be queued to test retries.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
  /** The next n requests answer this status (500: an outage; a retry should follow). */
  failNext(n: number, status?: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether the Authorization header is what S3 would compute for this request. */
function signatureMatches(request: IncomingMessage, body: Buffer, fake: FakeS3): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      request.headers.authorization ?? '',
    );
  if (!auth || auth[1] !== fake.credentials.accessKeyId) return false;
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (payloadHash !== sha256Hex(body)) return false;
  const amzDate = String(request.headers['x-amz-date']);
  const date = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const signed: Record<string, string> = {};
  for (const name of auth[4]!.split(';'))
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      signed[name] = String(request.headers[name] ?? '');
  const expected = signRequest(
    {
      method: request.method!,
      url: new URL(request.url!, `http://${request.headers.host}`),
      headers: signed,
      payloadHash,
      region: auth[3]!,
      service: 's3',
      date,
    },
    fake.credentials,
  );
  return expected.authorization === request.headers.authorization;
}

export async function startFakeS3(bucket = 'amora-photos'): Promise<FakeS3> {
  let failures: { left: number; status: number } = { left: 0, status: 500 };
  const fake = {
    bucket,
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key' },
    objects: new Map<string, StoredObject>(),
    requests: [] as string[],
    failNext(n: number, status = 500) {
      failures = { left: n, status };
    },
  } as FakeS3;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      fake.requests.push(`${request.method} ${request.url}`);
      const reply = (status: number, payload: string | Buffer = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, headers);
        response.end(payload);
      };
      if (failures.left > 0) {
        failures.left -= 1;
        return reply(failures.status, xmlError('InternalError'));
      }
      if (!signatureMatches(request, body, fake)) return reply(403, xmlError('SignatureDoesNotMatch'));
      const prefix = `/${bucket}/`;
      if (!request.url!.startsWith(prefix)) return reply(404, xmlError('NoSuchBucket'));
      const key = decodeURIComponent(request.url!.slice(prefix.length));
      if (request.method === 'PUT') {
        fake.objects.set(key, {
          body,
          contentType: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        return reply(200);
      }
      if (request.method === 'DELETE') {
        fake.objects.delete(key);
        return reply(204);
      }
      const object = fake.objects.get(key);
      if (request.method === 'GET' && object)
        return reply(200, object.body, { 'content-type': object.contentType ?? 'application/octet-stream' });
      return reply(404, xmlError('NoSuchKey'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** The `S3_*` settings of an app that keeps its photos in the fake bucket. */
export const s3EnvOf = (fake: FakeS3): Record<string, string> => ({
  S3_BUCKET: fake.bucket,
  S3_ENDPOINT: fake.endpoint,
  S3_REGION: 'eu-central-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: fake.credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: fake.credentials.secretAccessKey,
});
