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
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'You have reached the daily limit of {{cap}} credits you set yourself. You can spend {{left}} more today.',
  'errors.monthlyCapReached':
    'You have reached the monthly limit of {{cap}} credits you set yourself. You can spend {{left}} more this month.',
  'validation.capTooSmall': 'A limit must be at least 1 credit.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'This conversation is not available.',
  'errors.chatFreeLimit':
    'Free members can start up to {{limit}} conversations. Buy credits to write to more members.',
  'errors.cannotReceiveMessages':
    'This member cannot receive messages until they have confirmed their e-mail address.',
  'validation.messageTooLong': 'Your message is too long (at most {{max}} characters).',
  'validation.chatTarget': 'Choose the conversation or the member to write to.',
  'errors.chatPhotoUnavailable':
    'This photo cannot be sent (it is not yours, was sent already or has expired). Please choose it again.',
  'gifts.rose': 'Rose',
  'gifts.coffee': 'Coffee',
  'gifts.chocolate': 'Chocolate',
  'gifts.teddy': 'Teddy bear',
  'gifts.champagne': 'Champagne',
  'gifts.diamond': 'Diamond',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'This credit package is not available. Please choose another one.',
  'errors.methodUnavailable':
    'This payment method is not available in this country. Please choose another one.',
  'errors.coolOffActive':
    'You chose a break after a large purchase. You can buy credits again after {{until}} (UTC).',
  'errors.paymentProviderUnavailable':
    'The payment service cannot be reached right now. Please try again in a few minutes.',
  'errors.discountCodeInvalid': 'Code invalid',
  'errors.discountCodeNotFound': 'Discount code not found',
  'errors.discountCodeUsed': 'You have already used this discount code.',
  'errors.discountCodeExpired': 'This discount code has expired.',
  'errors.discountCodeNewMembersOnly': 'This discount is only for new members in their first hours.',
  'errors.discountCodeMinimumOrder': 'This discount code applies to orders of {{amount}} or more.',
  'errors.discountCodeNotForMethod': 'This discount code does not apply to this payment method.',
  'errors.discountCodeNotForCurrency': 'This discount code applies only to payments in {{currency}}.',
  'errors.discountCodeNotForCountry': 'This discount code does not apply in this country.',
  'sandbox.title': 'Test payment',
  'sandbox.notice': 'This is the test checkout: no money is charged. Choose how the payment should end.',
  'sandbox.amount': 'Amount',
  'sandbox.method': 'Payment method',
  'sandbox.pay': 'Pay',
  'sandbox.fail': 'Fail',
  'sandbox.cancel': 'Cancel',
  'sandbox.closed': 'This payment is no longer open.',
  'sandbox.back': 'Back to the site',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Please set up direct debit first: enter your bank account and confirm it with the SMS code.',
  'errors.directDebitBlocked': 'Your account is blocked for direct debit payments.',
  'errors.directDebitLimit':
    'Your limit for direct debit payments has been reached. Please choose another payment method.',
  'errors.directDebitCurrency':
    'Direct debit is only possible for payments in euros. Please choose another payment method.',
  'errors.smsCodeMissing': 'Please request an SMS code for this mobile number first.',
  'errors.smsCodeInvalid': 'The SMS code is not correct. Tries left: {{left}}.',
  'errors.smsCodeExpired': 'The SMS code has expired. Please request a new code.',
  'errors.smsCodeTries': 'Too many wrong codes. Please request a new SMS code.',
  'errors.smsRateLimit': 'Too many SMS codes requested. Please try again in {{minutes}} min.',
  'errors.smsSendFailed': 'The SMS could not be sent. Please try again in a few minutes.',
  'validation.accountHolderRequired': "Enter the account holder's name.",
  'validation.ibanInvalid': 'Enter a valid IBAN, e.g. NL91 ABNA 0417 1643 00.',
  'validation.ibanChecksum':
    'This IBAN is not correct: the check digits do not match. Please check it for a typo.',
  'validation.ibanNotSepa': 'Direct debit is only possible from a bank account in the SEPA area.',
  'validation.streetRequired': 'Enter the street.',
  'validation.houseNumberRequired': 'Enter the house number.',
  'validation.postalCodeRequired': 'Enter the postal code.',
  'validation.cityRequired': 'Enter the city.',
  'validation.mobileInvalid': 'Enter your mobile number in international format, e.g. +31 6 12345678.',
  'validation.smsCodeFormat': 'Enter the 6-digit code from the SMS.',
  'validation.authorizationRequired': 'Please authorize the direct debit to continue.',
  'sms.directDebitCode':
    '{{site}}: your direct debit confirmation code is {{code}}. It is valid for 10 minutes. Never share it.',
  // likes: keys of modules/likes
  'validation.likesType': 'Choose one of the tabs: received, sent or matches.',
  'validation.swipeDecision': 'Choose like or pass.',
  'errors.swipeLimit':
    'You have used your {{limit}} likes for today. You can like again after midnight (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'A slug has lowercase letters, digits and dashes (at most 60).',
  'validation.landerHtml': 'Copy is plain text: HTML is not allowed.',
  'validation.landerKey': 'A variant key has lowercase letters, digits and dashes (2 to 60).',
  'validation.landerFamily': 'Unknown lander family.',
  'validation.landerWeight': 'The weight is a whole number from 0 to 1000.',
  'validation.landerImageMissing': 'This image was not uploaded: upload it first.',
  'errors.landersAdminToken': 'The admin token is missing or wrong.',
  // push: keys of modules/notifications (issue 16)
  'validation.pushSubscription':
    'This notification subscription is not valid. Please turn notifications on again.',
  'validation.pushEndpointNotAllowed': "Notifications are not available for this browser's push service.",
  'validation.timeZone': 'Choose a valid time zone.',
  'validation.quietHoursEmpty': 'Quiet hours must start and end at different times.',
  'errors.pushSubscriptionLimit':
    'Notifications are already on for {{limit}} devices. Turn them off on a device you no longer use.',
  'push.messageTitle': 'New message',
  'push.messageBody': 'You have a new message.',
  'push.messageBodyNamed': '{{name}} sent you a message.',
  'push.likeTitle': 'New like',
  'push.likeBody': 'Someone likes you.',
  'push.likeBodyNamed': '{{name}} likes you.',
  'push.matchTitle': 'New match',
  'push.matchBody': 'You have a new match.',
  'push.matchBodyNamed': 'You and {{name}} like each other.',
  'push.folded': 'New notifications: {{count}}',
  'errors.discountCodeReserved':
    'This discount code is already on another of your payments that is still open. Finish or cancel that payment first.',
  'errors.photoBadShape':
    'This photo is too long or too narrow. Upload a photo of at most 12,000 pixels per side whose long side is at most 8 times its short side.',
  'errors.photoTooComplex': 'This photo took too long to process. Upload a smaller or simpler photo.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export default en satisfies Messages;
