/**
 * FormData that keeps what is appended. The test environment lends Node's FormData to jsdom,
 * which does not take jsdom's File; the browser's does, so the test gets a plain stand-in.
 */
class FakeFormData {
  readonly entries = new Map<string, unknown>();

  append(name: string, value: unknown) {
    this.entries.set(name, value);
  }

  get(name: string): unknown {
    return this.entries.get(name) ?? null;
  }
}

/**
 * A stand-in for XMLHttpRequest, which the photo upload uses for its progress events: each
 * instance records what was sent, and the test drives progress and the answer.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FakeFormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FakeFormData) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The sent `photo` file. */
  get file(): File {
    return this.body?.get('photo') as File;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  failConnection() {
    this.onerror?.();
  }

  private static originals: { XMLHttpRequest: unknown; FormData: unknown } | null = null;

  /** Replaces XMLHttpRequest and FormData for one test; `restore` in afterEach puts them back. */
  static install(): void {
    FakeXhr.instances = [];
    const global = globalThis as { XMLHttpRequest: unknown; FormData: unknown };
    FakeXhr.originals ??= { XMLHttpRequest: global.XMLHttpRequest, FormData: global.FormData };
    global.XMLHttpRequest = FakeXhr;
    global.FormData = FakeFormData;
  }

  static restore(): void {
    if (FakeXhr.originals) Object.assign(globalThis, FakeXhr.originals);
  }
}
