/**
 * The API's messages: validation and error texts that the server returns translated and the
 * forms show inline. Every locale file is typed as `Messages`, so a missing key fails typecheck.
 */
const en = {
  'validation.emailRequired': 'Enter your e-mail address.',
  'validation.emailInvalid': 'Invalid email',
  'validation.emailTooLong': 'This e-mail address is too long.',
  'validation.passwordRequired': 'Enter your password.',
  'validation.passwordTooLong': 'This password is too long.',
  'validation.languageUnknown': 'This language is not available.',
  'validation.unknownFields': 'Unknown field: {{fields}}',
  'validation.invalidValue': 'This value is not valid.',
  'errors.loginFailed': 'Login failed, please try again',
  'errors.loginBlocked': 'Too many incorrect attempts, account blocked for {{minutes}} min.',
  'errors.generic': 'An error occured, please try again later.',
  'errors.errorOccurred': 'An error has occurred.',
  'errors.authenticationRequired': 'Please log in to continue.',
  'errors.badRequest': 'The request could not be read.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.unsupportedMediaType': 'This kind of request body is not accepted; send JSON.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.validationFailed': 'Please check the highlighted fields.',
  'errors.csrfHeaderMissing': 'This request was refused because it did not come from the site itself.',
  'errors.notFound': 'This page could not be found',
  'errors.network': 'No connection to the server. Check your internet connection and try again.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export default en satisfies Messages;
