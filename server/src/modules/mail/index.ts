/** The mail area's public entry: what other areas may use of it. */
export { sendAccountMail, siteOrigin } from './account-mail.js';
export type { MailRecipient } from './account-mail.js';
export { MAIL_CATALOGUES } from './catalogues.js';
export type { MailKey } from './catalogues.js';
