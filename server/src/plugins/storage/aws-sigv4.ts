import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one HTTP request (header signing, the form every S3-compatible store
 * accepts). Written out here rather than pulling the AWS SDK into the server for three calls; it
 * is checked against the worked examples of Amazon's S3 documentation in the tests.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (STS) add a session token. */
  sessionToken?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to send and sign (host is taken from the URL). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
  region: string;
  service: string;
  date: Date;
}

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: encodeURIComponent plus the five characters it leaves. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3 signs the path as sent, each segment encoded once (no double encoding, unlike other services). */
function canonicalPath(url: URL): string {
  const segments = url.pathname.split('/').map((segment) => uriEncode(decodeURIComponent(segment)));
  return segments.join('/') || '/';
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** `20130524T000000Z` and `20130524`. */
function stamps(date: Date): { amzDate: string; day: string } {
  const amzDate = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/**
 * The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256, the session
 * token when there is one, and Authorization.
 */
export function signRequest(request: RequestToSign, credentials: SigningCredentials): Record<string, string> {
  const { amzDate, day } = stamps(request.date);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;

  const normalized = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = normalized.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    normalized.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), request.region), request.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
