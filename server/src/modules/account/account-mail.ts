import { isLocale, type Locale } from '@amora/contracts';
import type { FastifyRequest } from 'fastify';
import { renderMail, type MailKind } from '../mail/mail-renderer.js';

export interface MailRecipient {
  email: string;
  name: string;
  language: string;
}

/** Absolute base URL for links in e-mails: PUBLIC_URL, else the site the request came to. */
export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.ctx.config.publicUrl;
  return configured ? configured.replace(/\/$/, '') : `${request.protocol}://${request.host}`;
}

/**
 * Sends one account e-mail in the recipient's language. A failed delivery is logged, not thrown:
 * the account change is already committed and the member can ask for the mail again.
 */
export async function sendAccountMail(
  request: FastifyRequest,
  to: MailRecipient,
  kind: MailKind,
  options: { link?: string; params?: Record<string, string | number>; quote?: string } = {},
): Promise<void> {
  const { site } = request;
  const locale: Locale = isLocale(to.language) ? to.language : site.language;
  const rendered = renderMail({
    kind,
    locale,
    link: options.link,
    quote: options.quote,
    params: {
      name: to.name,
      site_name: site.settings.name,
      support_email: site.settings.support_email,
      ...options.params,
    },
  });
  const fromName = site.settings.mail_name.replace(/["\r\n]/g, '');
  try {
    await request.server.ctx.mailer.send({
      from: `"${fromName}" <no-reply@${site.domain}>`,
      to: to.email,
      ...rendered,
    });
  } catch (error) {
    request.log.error({ err: error, kind }, 'sending an account e-mail failed');
  }
}
