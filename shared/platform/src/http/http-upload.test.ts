import { createHttpClient } from './http-client';
import { HttpError } from './http-error';

/** Just what the client touches of an XMLHttpRequest; the test plays the server. */
class FakeXhr {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  withCredentials = false;
  sent: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(authenticated = true) {
  const xhr = new FakeXhr();
  const onAuthenticationRequired = jest.fn();
  const client = createHttpClient({
    createXhr: () => xhr as unknown as XMLHttpRequest,
    isAuthenticated: () => authenticated,
    onAuthenticationRequired,
  });
  return { xhr, client, onAuthenticationRequired };
}

describe('upload', () => {
  it('posts the form with the client header and the cookie, and reports progress', async () => {
    const { xhr, client } = setup();
    const progress = jest.fn();
    const body = new FormData();
    const answer = client.upload('/api/photos.php', { body, onProgress: progress });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    xhr.respond(200, { photos: [] });

    await expect(answer).resolves.toEqual({ photos: [] });
    expect(xhr.opened).toEqual(['POST', '/api/photos.php']);
    expect(xhr.headers['x-request-type']).toBe('client');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(body);
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it('turns a refusal into the HttpError the other calls throw', async () => {
    const { xhr, client } = setup();
    const answer = client.upload('/api/photos.php', { body: new FormData() });
    xhr.respond(400, { error: 'photo_invalid', message: 'Not a photo', fields: { photo: 'Not a photo' } });
    const error = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 'photo_invalid', fields: { photo: 'Not a photo' } });
  });

  it('ends the session locally on 403 authentication_required, like every other call', async () => {
    const { xhr, client, onAuthenticationRequired } = setup();
    const answer = client.upload('/api/photos.php', { body: new FormData() });
    xhr.respond(403, { error: 'authentication_required', message: 'Log in' });
    await expect(answer).rejects.toMatchObject({ code: 'authentication_required' });
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by its signal', async () => {
    const { client } = setup();
    const controller = new AbortController();
    const answer = client.upload('/api/photos.php', { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
