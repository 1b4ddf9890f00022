import { isLocale, type Locale } from '@amora/contracts';
import type { AppContext } from '../../types.js';
import { renderMail, type MailKind } from './mail-renderer.js';
import type { Site } from '../../core/site-resolver.js';

export interface MailRecipient {
  email: string;
  name: string;
  language: string;
}

/**
 * Absolute base URL for links in e-mails. Never the request's Host header: anyone can send any
 * host, and a reset link to their domain would hand them the token. PUBLIC_URL
 * when set; in production the domain of the request's site as configured in `sites` (an unknown
 * host resolves to the default site); elsewhere the configured listen address, so the development
 * mailbox's links open the local server.
 */
export function siteOrigin(ctx: AppContext, site: Site): string {
  const { config } = ctx;
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
  if (config.env === 'production') return `https://${site.domain}`;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Sends one account e-mail in the recipient's language. A failed delivery is logged, not thrown:
 * the account change is already committed and the member can ask for the mail again.
 */
export async function sendAccountMail(
  ctx: AppContext,
  site: Site,
  to: MailRecipient,
  kind: MailKind,
  options: {
    link?: string;
    params?: Record<string, string | number>;
    quote?: string;
    /** Replies go to the site's customer service (the sender address takes none). */
    replyToSupport?: boolean;
  } = {},
): Promise<void> {
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
    await ctx.mailer.send({
      from: `"${fromName}" <no-reply@${site.domain}>`,
      to: to.email,
      ...(options.replyToSupport ? { replyTo: site.settings.support_email } : {}),
      ...rendered,
    });
  } catch (error) {
    ctx.log.error({ err: error, kind }, 'sending an account e-mail failed');
  }
}
