import type { SignupBody } from '@amora/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CLIENT_HEADERS, cookieHeader } from '../src/test-support/test-app.js';
import type { MailCapture } from './mail-capture.js';

let counter = 0;

/** A valid sign-up body with a fresh address. */
export function aSignup(overrides: Partial<SignupBody> = {}): SignupBody {
  counter += 1;
  return {
    email: `new.member${counter}.${Date.now()}@example.com`,
    name: `Newbie${counter}`,
    password: 'a-good-password',
    date_of_birth: '1992-04-12',
    ...overrides,
  };
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** A JSON call as the site's client makes it (with the CSRF header). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(payload === undefined ? { 'x-request-type': 'client' } : CLIENT_HEADERS),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Signs up and returns the response and the session cookie. */
export async function signUp(
  app: FastifyInstance,
  body: SignupBody = aSignup(),
  options: CallOptions = {},
): Promise<{ response: LightMyRequestResponse; cookie: string; body: SignupBody }> {
  const response = await call(app, 'POST', '/api/signup.php', body, options);
  return { response, cookie: cookieHeader(response.headers['set-cookie']), body };
}

/** Signs a new member up and reads the activation link (its path) from the mail they were sent. */
export async function signUpWithLink(app: FastifyInstance, mail: MailCapture) {
  const before = mail.mails.length;
  const member = await signUp(app);
  const received = await mail.next(member.body.email, before);
  return { ...member, link: pathOf(received.link) };
}

/** The path and query of an absolute link from an e-mail, for app.inject. */
export function pathOf(link: string | null): string {
  if (!link) throw new Error('the e-mail has no link');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The token parameter of an e-mail link. */
export function tokenOf(link: string | null): string {
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
