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
  'validation.invalidCharacters': 'This text contains characters that are not allowed.',
  'validation.passwordTooShort': 'Choose a password of at least 6 characters.',
  'validation.passwordsDiffer': 'The entered passwords are not the same.',
  'validation.oldPasswordWrong': 'Please check your old password.',
  'validation.nameRequired': 'Enter a name.',
  'validation.nameTooLong': 'This name is too long (at most 40 characters).',
  'validation.nameIsEmail': 'Your name may not be your e-mail address.',
  'validation.nameStartsWithAt': 'Your name may not start with @.',
  'validation.dateOfBirthMinAge': 'Enter your date of birth: you must be {{min_age}}+ to join.',
  'validation.dateOfBirthInvalid': 'Invalid date of birth.',
  'validation.textTooLong': 'This text is too long.',
  'validation.messageRequired': 'Write a message.',
  'validation.messageTooShort': 'Please describe it in a few more words (at least 10 characters).',
  'validation.reasonRequired': 'Choose a reason.',
  'validation.categoryRequired': 'Choose what your complaint is about.',
  'validation.countryInvalid': 'Choose a country from the list.',
  'validation.tooManyInterests': 'Choose at most 20 interests.',
  'validation.emailSameAsCurrent': 'This is already your e-mail address.',
  'validation.ageRange': 'Choose an age between 18 and 99.',
  'validation.ageOrder': 'The minimum age cannot be above the maximum age.',
  'errors.photoLimit':
    'You have reached the maximum number of photos ({{limit}}). Delete a photo first, or go premium for up to 25.',
  'errors.photoNotImage': 'This file is not a photo we can use. Upload a JPEG, PNG or WebP image.',
  'errors.photoTooLarge': 'This photo is too large. Upload a photo of at most 15 MB.',
  'errors.photoTooSmall': 'This photo is too small. Upload a photo of at least 200 × 200 pixels.',
  'errors.photoTooManyPixels': 'This photo has too many pixels. Upload a photo of at most 40 megapixels.',
  'errors.photoDuplicate': 'This photo was removed before and cannot be uploaded again.',
  'errors.blocked': 'You have no access to this profile.',
  'errors.notContactable': 'This member cannot be contacted right now.',
  'errors.invisibleCannotLike':
    'You are invisible. Turn off invisible mode in your settings to like members.',
  'errors.searchLoginRequired': 'Sign up for free to search our members.',
  'errors.emailTaken': 'An account with this e-mail address already exists',
  'errors.accountPendingDeletion': 'Your account is still pending deletion',
  'errors.signupClosed': 'Sign-up on this site is by invitation only. Ask a member to invite you.',
  'errors.tokenInvalid': 'Link expired or invalid, request a new email',
  'errors.activationFailed': 'Activation failed',
  'errors.alreadyConfirmed': 'Your e-mail address is already confirmed.',
  'errors.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'errors.resetLimit': 'Too many password reset emails sent, please try again tomorrow.',
  'errors.loginFailed': 'Login failed, please try again',
  'errors.loginBlocked': 'Too many incorrect attempts, account blocked for {{minutes}} min.',
  'errors.generic': 'An error occured, please try again later.',
  'errors.notEnoughCredits': 'You do not have enough credits for this. Buy credits to continue.',
  'errors.errorOccurred': 'An error has occurred.',
  'errors.authenticationRequired': 'Please log in to continue.',
  'errors.badRequest': 'The request could not be read.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.unsupportedMediaType': 'This kind of request body is not accepted; send JSON.',
  'errors.uploadNotMultipart': 'Upload the photo as a file.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.validationFailed': 'Please check the highlighted fields.',
  'errors.csrfHeaderMissing': 'This request was refused because it did not come from the site itself.',
  'errors.notFound': 'This page could not be found',
  'errors.geocodeNoPlace':
    'We could not find a place near your location. Please choose your country and region yourself.',
  'errors.network': 'No connection to the server. Check your internet connection and try again.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export default en satisfies Messages;
