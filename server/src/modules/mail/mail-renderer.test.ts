import { LOCALES } from '@amora/contracts';
import { MAIL_CATALOGUES } from './catalogues.js';
import { renderMail, type MailKind } from './mail-renderer.js';

const KINDS: MailKind[] = [
  'activation',
  'passwordReset',
  'mailChangeConfirm',
  'mailChangeNotice',
  'reactivation',
  'complaint',
  'complaintAnswer',
  'photoRejected',
  'reportReceived',
  'decision',
  'monthlyStatement',
];

/** A value for every placeholder any e-mail text names, so nothing is left unfilled. */
const PARAMS = Object.fromEntries(
  [
    ...Object.values(MAIL_CATALOGUES.en)
      .join(' ')
      .matchAll(/\{\{\s*(\w+)\s*\}\}/g),
  ].map(([, name]) => [name!, `<${name}>`]),
);

describe('the e-mails from the JSON catalogues', () => {
  it.each(LOCALES.flatMap((locale) => KINDS.map((kind) => ({ locale, kind }))))(
    '$locale $kind: every text is there and every placeholder filled',
    ({ locale, kind }) => {
      const mail = renderMail({
        kind,
        locale,
        params: { ...PARAMS, name: 'Sam', site_name: 'Amora' },
        link: 'https://amora.test/a?b=1&c=2',
        quote: 'A <quoted> text',
      });
      expect(mail.subject.trim()).not.toBe('');
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/\{\{|undefined/);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      // Values are escaped in the HTML, never passed through.
      expect(mail.html).not.toContain('<quoted>');
      expect(
        mail.text.startsWith(MAIL_CATALOGUES[locale]['common.greeting'].replace('{{name}}', 'Sam')),
      ).toBe(true);
    },
  );

  it('holds the same keys in every language', () => {
    const english = Object.keys(MAIL_CATALOGUES.en).sort();
    for (const locale of LOCALES)
      expect([locale, Object.keys(MAIL_CATALOGUES[locale]).sort()]).toEqual([locale, english]);
  });
});
