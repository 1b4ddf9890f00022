import type { Locale } from '@amora/contracts';
import { MAIL_CATALOGUES, type MailKey } from './catalogues.js';

/** The e-mails the account and credits areas send; each is built from catalogue parts in the member's language. */
const LAYOUTS = {
  activation: { intro: ['activation.intro'], button: 'activation.button', after: ['activation.expiry', 'common.ignore'] },
  passwordReset: { intro: ['passwordReset.intro'], button: 'passwordReset.button', after: ['passwordReset.expiry', 'common.ignore'] },
  mailChangeConfirm: { intro: ['mailChangeConfirm.intro'], button: 'mailChangeConfirm.button', after: ['mailChangeConfirm.expiry', 'common.ignore'] },
  mailChangeNotice: { intro: ['mailChangeNotice.intro', 'mailChangeNotice.warning'], button: null, after: [] },
  reactivation: { intro: ['reactivation.intro'], button: 'reactivation.button', after: ['reactivation.after'] },
  complaint: { intro: ['complaint.intro', 'complaint.copy'], button: null, after: [] },
  complaintAnswer: { intro: ['complaintAnswer.intro'], button: null, after: ['complaintAnswer.after'] },
  // The statement of reasons: what and when, the moderator's reason (quoted), the clause, who decided, the appeal.
  photoRejected: { intro: ['photoRejected.intro', 'photoRejected.reasonLabel'], button: 'photoRejected.button', after: ['photoRejected.ground', 'photoRejected.automation', 'photoRejected.appeal'] },
  reportReceived: { intro: ['reportReceived.intro'], button: null, after: [] },
  decision: { intro: ['decision.intro', 'decision.what', 'decision.ground', 'decision.how', 'decision.facts'], button: 'decision.button', after: ['decision.redress'] },
  // Lifting a restriction before its end, outside an appeal: what is lifted and why.
  restrictionLifted: { intro: ['restrictionLifted.intro'], button: null, after: ['restrictionLifted.after'] },
  // An appeal's outcome, to the member who appealed: the decision stands (with the further redress) or is reversed.
  appealDecisionStands: { intro: ['appealDecisionStands.intro'], button: null, after: ['appealDecisionStands.redress'] },
  appealDecisionReversed: { intro: ['appealDecisionReversed.intro'], button: null, after: ['appealDecisionReversed.after'] },
  exportReady: { intro: ['exportReady.intro'], button: 'exportReady.button', after: ['exportReady.after'] },
  monthlyStatement: { intro: ['monthlyStatement.intro', 'monthlyStatement.summary'], button: 'monthlyStatement.button', after: ['monthlyStatement.after'] },
} as const satisfies Record<string, { intro: readonly MailKey[]; button: MailKey | null; after: readonly MailKey[] }>; // prettier-ignore

export type MailKind = keyof typeof LAYOUTS;

export interface MailContent {
  kind: MailKind;
  locale: Locale;
  /** Values for the placeholders; `name` and `site_name` are always present. */
  params: Record<string, string | number> & { name: string; site_name: string };
  /** The action link (for kinds with a button). */
  link?: string;
  /** Text quoted verbatim below the introduction (the complaint's message, an answer, a reason). */
  quote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Plain text and HTML versions of one e-mail; every interpolated value is escaped in the HTML. */
export function renderMail({ kind, locale, params, link, quote }: MailContent): RenderedMail {
  const catalogue = MAIL_CATALOGUES[locale];
  const text = (key: MailKey) => fill(catalogue[key], params);
  const html = (key: MailKey) => escapeHtml(text(key)).replace(/\n/g, '<br>');
  const layout = LAYOUTS[kind];

  const textParts = [text('common.greeting'), ...layout.intro.map(text)];
  const htmlParts = [`<p>${html('common.greeting')}</p>`, ...layout.intro.map((k) => `<p>${html(k)}</p>`)];
  if (quote) {
    textParts.push(quote);
    htmlParts.push(`<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(quote).replace(/\n/g, '<br>')}</blockquote>`); // prettier-ignore
  }
  if (layout.button && link) {
    textParts.push(`${text(layout.button)}: ${link}`);
    const href = escapeHtml(link);
    htmlParts.push(
      `<p><a href="${href}" style="display:inline-block;background:#f59f00;color:#1a1a1a;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${html(layout.button)}</a></p>`,
      `<p style="font-size:13px;color:#555">${html('common.linkFallback')}<br><a href="${href}">${href}</a></p>`,
    );
  }
  textParts.push(...layout.after.map(text), text('common.signature'), '--', text('common.footer'));
  htmlParts.push(
    ...layout.after.map((k) => `<p>${html(k)}</p>`),
    `<p>${html('common.signature')}</p>`,
    `<hr><p style="font-size:12px;color:#777">${html('common.footer')}</p>`,
  );
  const subject = text(`${kind}.subject` as MailKey);
  return {
    subject,
    text: textParts.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a;max-width:560px">${htmlParts.join('')}</body></html>`,
  };
}
