import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, type SigningCredentials } from './aws-sigv4.js';
import { assertMediaKey, contentTypeOf, MediaNotFound, type MediaStorage } from './media-storage.js';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2, Wasabi…), from the `S3_*` settings. */
export interface S3Settings extends SigningCredentials {
  /** `https://s3.eu-central-1.amazonaws.com` or a MinIO address such as `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Prepended to every key, to share a bucket with other data (`amora/`). */
  keyPrefix: string;
}

/** Served files never change under their random names; a day bounds how long a removed photo lingers in caches. */
const CACHE_CONTROL = 'public, max-age=86400';
const REQUEST_TIMEOUT_MS = 15_000;
/** Every call here is idempotent, so a failed one is retried: a 5xx or a dropped connection. */
const ATTEMPTS = 3;

export class S3Error extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/** Photos in an S3-compatible bucket, through three signed calls: PUT, GET and DELETE Object. */
export class S3Storage implements MediaStorage {
  constructor(
    private readonly settings: S3Settings,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The object's address, path-style or virtual-hosted. */
  urlOf(key: string): URL {
    assertMediaKey(key);
    const endpoint = new URL(this.settings.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    const objectPath = `${this.settings.keyPrefix}${key}`;
    if (this.settings.forcePathStyle) {
      endpoint.pathname = `${base}/${this.settings.bucket}/${objectPath}`;
    } else {
      endpoint.hostname = `${this.settings.bucket}.${endpoint.hostname}`;
      endpoint.pathname = `${base}/${objectPath}`;
    }
    return endpoint;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send('PUT', key, data, {
      'content-type': contentTypeOf(key),
      'cache-control': CACHE_CONTROL,
    });
    // On a PUT, 404 means the bucket itself is missing.
    if (response.status === 404) throw new S3Error(`S3 PUT ${key}: no such bucket`, 404);
  }

  async get(key: string): Promise<Buffer> {
    const response = await this.send('GET', key);
    if (response.status === 404) throw new MediaNotFound(key);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
    await this.send('DELETE', key);
  }

  /** One signed call, retried on a server error or a network failure; 404 is left to the caller. */
  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      // Signed per attempt: the signature carries the time, and S3 refuses one 15 minutes old.
      const headers = signRequest(
        {
          method,
          url,
          headers: body ? { ...extraHeaders, 'content-length': String(body.length) } : extraHeaders,
          payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
          region: this.settings.region,
          service: 's3',
          date: this.clock(),
        },
        this.settings,
      );
      // fetch sets Host and Content-Length itself and refuses to be told them.
      delete headers.host;
      delete headers['content-length'];
      try {
        const response = await fetch(url, {
          method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (response.ok || response.status === 404) return response;
        const detail = (await response.text()).slice(0, 300);
        lastError = new S3Error(`S3 ${method} ${key}: ${response.status} ${detail}`, response.status);
        if (response.status < 500) break;
      } catch (error) {
        lastError = error;
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    throw lastError;
  }
}
