/**
 * E-mail texts. `{{name}}`-style placeholders are filled and HTML-escaped by the renderer; every
 * locale file is typed as `MailCatalogue`, so a missing text fails typecheck.
 */
const en = {
  'common.greeting': 'Hi {{name}},',
  'common.signature': 'Kind regards,\nThe {{site_name}} team',
  'common.ignore': 'If you did not ask for this, you can ignore this e-mail.',
  'common.linkFallback': 'If the button does not work, copy this link into your browser:',
  'common.footer': 'You receive this e-mail because of your account on {{site_name}}.',

  'activation.subject': 'Confirm your e-mail address for {{site_name}}',
  'activation.intro':
    'Welcome to {{site_name}}! Please confirm your e-mail address so other members can reply to you and we can keep your account safe.',
  'activation.button': 'Confirm my e-mail address',
  'activation.expiry': 'This link works once and expires in {{hours}} hours.',

  'passwordReset.subject': 'Reset your {{site_name}} password',
  'passwordReset.intro': 'We received a request to reset the password of your {{site_name}} account.',
  'passwordReset.button': 'Choose a new password',
  'passwordReset.expiry': 'This link works once and expires in {{minutes}} minutes.',

  'mailChangeConfirm.subject': 'Confirm your new e-mail address for {{site_name}}',
  'mailChangeConfirm.intro':
    'You asked to use this address for your {{site_name}} account. Confirm it to complete the change.',
  'mailChangeConfirm.button': 'Confirm my new address',
  'mailChangeConfirm.expiry': 'This link works once and expires in {{hours}} hours.',

  'mailChangeNotice.subject': 'Your {{site_name}} e-mail address is being changed',
  'mailChangeNotice.intro':
    'Someone asked to change the e-mail address of your {{site_name}} account to {{new_email}}. The change takes effect once the new address is confirmed.',
  'mailChangeNotice.warning':
    'If this was not you, change your password right away and contact our customer service at {{support_email}}.',

  'reactivation.subject': 'Your {{site_name}} account will be deleted',
  'reactivation.intro':
    'Your account is scheduled for deletion. Until {{date}} you can change your mind: one click restores your profile, photos and conversations.',
  'reactivation.button': 'Reactivate my account',
  'reactivation.after': 'After that date your data is deleted permanently.',

  'complaint.subject': 'We received your complaint ({{reference}})',
  'complaint.intro':
    'Thank you for contacting {{site_name}}. We received your complaint with reference {{reference}} and will answer within 5 working days.',
  'complaint.copy': 'Your message:',

  'photoRejected.subject': 'One of your photos on {{site_name}} was removed',
  'photoRejected.intro':
    'A moderator reviewed one of your photos on {{date}} and removed it from your profile. It is no longer shown to anyone, and the same picture cannot be uploaded again.',
  'photoRejected.reasonLabel': 'The reason the moderator gave:',
  'photoRejected.button': 'Open the complaints page',
  'photoRejected.ground': 'This decision rests on our terms of use: {{ground}}.',
  'photoRejected.automation':
    'Every new photo is first checked automatically for copies of removed photos; this decision was taken by a person, not by automated means.',
  'photoRejected.appeal':
    'If you disagree, you can appeal within 6 months: reply to this e-mail, or write to us through the complaints page.',
  'ground.terms_fake_profile': 'no fake profiles or impersonation',
  'ground.terms_scam': 'no scams or requests for money',
  'ground.terms_harassment': 'no harassment',
  'ground.terms_minimum_age': 'the minimum age',
  'ground.terms_photos': 'the rules for profile photos',
  'ground.terms_spam': 'no spam or advertising',
  'ground.terms_other': 'the rules of conduct',
  'complaintAnswer.subject': 'Answer to your complaint ({{reference}})',
  'complaintAnswer.intro': 'Our customer service has answered your complaint with reference {{reference}}:',
  'complaintAnswer.after': 'If you have further questions, simply reply to this e-mail.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'We received your report ({{reference}})',
  'reportReceived.intro':
    'Thank you for telling us. We received your report with reference {{reference}}; a moderator will look at it. The member you reported is never told who reported them.',
  'decision.subject': 'Our decision about your {{site_name}} account ({{reference}})',
  'decision.intro':
    'This is our statement of reasons for decision {{reference}} about your account on {{site_name}}.',
  'decision.what': 'What we decided: {{what}}',
  'decision.what.warn':
    'a warning. Nothing is restricted this time, but a further breach can lead to a suspension or a ban.',
  'decision.what.remove_photo': 'one of your photos has been removed and cannot be uploaded again.',
  'decision.what.hide_profile':
    'your profile is hidden from search, the match finder and the swipe game. You can still log in.',
  'decision.what.suspend':
    'your account is suspended until {{until}}. Until then you cannot log in and other members do not see your profile.',
  'decision.what.ban':
    'your account is closed for good, and this e-mail address cannot be used to sign up again.',
  'decision.ground': 'The ground: Terms of service, section {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'fake profiles',
  'decision.clause.terms_scam': 'scams and fraud',
  'decision.clause.terms_harassment': 'harassment',
  'decision.clause.terms_minimum_age': 'minimum age',
  'decision.clause.terms_photos': 'photos',
  'decision.clause.terms_spam': 'spam and advertising',
  'decision.clause.terms_other': 'other breaches of the terms',
  'decision.how': 'How we came to it: {{origin}} {{means}}',
  'decision.origin.report': 'We acted after a report by another member.',
  'decision.origin.own': 'We acted on our own review, not after a report.',
  'decision.means.manual': 'A person on our team took this decision; no automated means were used.',
  'decision.means.automated': 'Automated means detected or decided this.',
  'decision.facts': 'The facts we relied on:',
  'decision.button': 'Contest this decision',
  'decision.redress':
    'How to seek redress: reply to this e-mail, or use our complaints page with the reference {{reference}}, within 6 months; a person looks at it again, free of charge. You can also turn to a certified out-of-court dispute settlement body, or go to court.',
  'monthlyStatement.subject': 'Your {{site_name}} credit statement for {{month}}',
  'monthlyStatement.intro': 'Here is what happened with your credits in {{month}}.',
  'monthlyStatement.summary':
    'Credits bought: {{bought}}\nCredits spent: {{spent}} (messages {{messages}}, photos {{photos}}, gifts {{gifts}})\nCredits refunded: {{refunded}}\nYour balance now: {{balance}}',
  'monthlyStatement.button': 'See every transaction',
  'monthlyStatement.after':
    'You receive this statement because you asked for it. You can turn it off or set spending limits on your transactions page.',
  'exportReady.subject': 'Your {{site_name}} data is ready to download',
  'exportReady.intro':
    'The copy of your data you asked for is ready: your profile, photos, likes, matches, conversations, devices and every credit and payment, in one ZIP file.',
  'exportReady.button': 'Download my data',
  'exportReady.after':
    'You can download it from your settings page until {{date}}; after that it is deleted and you can ask for a new one. Only you can download it, while logged in.',
} as const;

export type MailKey = keyof typeof en;
export type MailCatalogue = Record<MailKey, string>;
export default en satisfies MailCatalogue;
