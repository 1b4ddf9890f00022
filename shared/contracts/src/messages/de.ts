import type { Messages } from './en.js';

const de: Messages = {
  'validation.emailRequired': 'Gib deine E-Mail-Adresse ein.',
  'validation.emailInvalid': 'Ungültige E-Mail-Adresse',
  'validation.emailTooLong': 'Diese E-Mail-Adresse ist zu lang.',
  'validation.passwordRequired': 'Gib dein Passwort ein.',
  'validation.passwordTooLong': 'Dieses Passwort ist zu lang.',
  'validation.languageUnknown': 'Diese Sprache ist nicht verfügbar.',
  'validation.unknownFields': 'Unbekanntes Feld: {{fields}}',
  'validation.invalidValue': 'Dieser Wert ist ungültig.',
  'validation.genderRequired': 'Wähle dein Geschlecht.',
  'validation.invalidCharacters': 'Dieser Text enthält Zeichen, die nicht erlaubt sind.',
  'validation.passwordTooShort': 'Wähle ein Passwort mit mindestens 6 Zeichen.',
  'validation.passwordsDiffer': 'Die eingegebenen Passwörter stimmen nicht überein.',
  'validation.oldPasswordWrong': 'Bitte überprüfe dein altes Passwort.',
  'validation.nameRequired': 'Gib einen Namen ein.',
  'validation.nameTooLong': 'Dieser Name ist zu lang (höchstens 40 Zeichen).',
  'validation.nameIsEmail': 'Dein Name darf nicht deine E-Mail-Adresse sein.',
  'validation.nameStartsWithAt': 'Dein Name darf nicht mit @ beginnen.',
  'validation.dateOfBirthMinAge':
    'Gib dein Geburtsdatum ein: Du musst mindestens {{min_age}} Jahre alt sein, um dich anzumelden.',
  'validation.dateOfBirthInvalid': 'Ungültiges Geburtsdatum.',
  'validation.textTooLong': 'Dieser Text ist zu lang.',
  'validation.messageRequired': 'Schreib eine Nachricht.',
  'validation.messageTooShort': 'Bitte beschreibe es etwas ausführlicher (mindestens 10 Zeichen).',
  'validation.reasonRequired': 'Wähle einen Grund.',
  'validation.categoryRequired': 'Wähle aus, worum es bei deiner Beschwerde geht.',
  'validation.countryInvalid': 'Wähle ein Land aus der Liste.',
  'validation.tooManyInterests': 'Wähle höchstens 20 Interessen.',
  'validation.emailSameAsCurrent': 'Das ist bereits deine E-Mail-Adresse.',
  'validation.ageRange': 'Wähle ein Alter zwischen 18 und 99.',
  'validation.ageOrder': 'Das Mindestalter darf nicht über dem Höchstalter liegen.',
  'errors.photoLimit':
    'Du hast die maximale Anzahl an Fotos ({{limit}}) erreicht. Lösche zuerst ein Foto oder werde Premium-Mitglied für bis zu 25 Fotos.',
  'errors.photoNotImage':
    'Diese Datei ist kein Foto, das wir verwenden können. Lade ein Bild im Format JPEG, PNG oder WebP hoch.',
  'errors.photoTooLarge': 'Dieses Foto ist zu groß. Lade ein Foto mit höchstens 15 MB hoch.',
  'errors.photoTooSmall': 'Dieses Foto ist zu klein. Lade ein Foto mit mindestens 200 × 200 Pixeln hoch.',
  'errors.photoTooManyPixels':
    'Dieses Foto hat zu viele Pixel. Lade ein Foto mit höchstens 40 Megapixeln hoch.',
  'errors.photoDuplicate': 'Dieses Foto wurde bereits entfernt und kann nicht erneut hochgeladen werden.',
  'errors.blocked': 'Du hast keinen Zugriff auf dieses Profil.',
  'errors.notContactable': 'Dieses Mitglied kann gerade nicht kontaktiert werden.',
  'errors.invisibleCannotLike':
    'Du bist unsichtbar. Schalte den Unsichtbar-Modus in deinen Einstellungen aus, um Mitglieder zu liken.',
  'errors.searchLoginRequired': 'Registriere dich kostenlos, um unsere Mitglieder zu durchsuchen.',
  'errors.emailTaken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  'errors.accountPendingDeletion': 'Dein Konto ist noch zur Löschung vorgemerkt',
  'errors.signupClosed':
    'Die Anmeldung auf dieser Website ist nur auf Einladung möglich. Bitte ein Mitglied, dich einzuladen.',
  'errors.tokenInvalid': 'Link abgelaufen oder ungültig, fordere eine neue E-Mail an',
  'errors.activationFailed': 'Aktivierung fehlgeschlagen',
  'errors.alreadyConfirmed': 'Deine E-Mail-Adresse ist bereits bestätigt.',
  'errors.tooManyRequests': 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  'errors.resetLimit':
    'Zu viele E-Mails zum Zurücksetzen des Passworts gesendet, bitte versuche es morgen erneut.',
  'errors.loginFailed': 'Anmeldung fehlgeschlagen, bitte versuche es erneut',
  'errors.loginBlocked': 'Zu viele falsche Versuche, Konto für {{minutes}} Min. gesperrt.',
  'errors.generic': 'Ein Fehler ist aufgetreten, bitte versuche es später erneut.',
  'errors.notEnoughCredits': 'Du hast nicht genug Credits dafür. Kaufe Credits, um fortzufahren.',
  'errors.errorOccurred': 'Ein Fehler ist aufgetreten.',
  'errors.authenticationRequired': 'Bitte melde dich an, um fortzufahren.',
  'validation.totpCodeInvalid': 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
  'validation.staffPasswordTooShort': 'Wähle ein Passwort mit mindestens 12 Zeichen.',
  'validation.staffRolesRequired': 'Wähle mindestens eine Rolle.',
  'validation.reasonTextRequired': 'Gib einen Grund an.',
  'errors.staffAuthenticationRequired': 'Bitte melde dich in der Mitarbeiterkonsole an.',
  'errors.staffForbidden': 'Deine Rolle erlaubt das nicht.',
  'errors.staffLoginFailed': 'E-Mail-Adresse, Passwort oder Code ist falsch.',
  'errors.staffSetupInvalid': 'Dieser Einrichtungslink ist ungültig, schon benutzt oder abgelaufen.',
  'errors.staffExists': 'Es gibt bereits ein Teammitglied mit dieser E-Mail-Adresse.',
  'errors.staffCannotDisableSelf': 'Du kannst dein eigenes Konto nicht deaktivieren.',
  // Reports, decisions and restrictions (modules/moderation).
  'validation.decisionReference': 'Gib die Referenz aus unserer E-Mail ein: D- gefolgt von 8 Zeichen.',
  'validation.daysRequired': 'Gib die Anzahl der Tage ein (1 bis 365).',
  'validation.photoRequired': 'Wähle eines der Fotos dieses Mitglieds.',
  'errors.reportSelf': 'Du kannst dich nicht selbst melden.',
  'errors.reportConversation': 'Das ist kein Chat zwischen dir und diesem Mitglied.',
  'errors.accountSuspended': 'Dein Konto ist bis {{until}} gesperrt.',
  'errors.accountBanned':
    'Dein Konto wurde geschlossen, weil es gegen unsere Nutzungsbedingungen verstoßen hat.',
  'errors.emailBanned': 'Mit dieser E-Mail-Adresse ist keine Anmeldung möglich.',
  'errors.caseDecided': 'In diesem Fall wurde bereits entschieden.',
  'errors.decisionReferenceUnknown':
    'Wir haben keine Entscheidung zu deinem Konto mit dieser Referenz gefunden.',
  'errors.staffDisabled': 'Dieses Mitarbeiterkonto ist deaktiviert.',
  'errors.photoAlreadyDecided': 'Über dieses Foto wurde bereits entschieden.',
  'errors.complaintClosed': 'Diese Beschwerde ist geschlossen.',
  'errors.badRequest': 'Die Anfrage konnte nicht gelesen werden.',
  'errors.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.unsupportedMediaType': 'Diese Art von Inhalt wird nicht akzeptiert; sende JSON.',
  'errors.uploadNotMultipart': 'Lade das Foto als Datei hoch.',
  'errors.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'errors.validationFailed': 'Bitte prüfe die markierten Felder.',
  'errors.csrfHeaderMissing': 'Diese Anfrage wurde abgelehnt, weil sie nicht von der Website selbst kam.',
  'errors.notFound': 'Diese Seite wurde nicht gefunden',
  'errors.geocodeNoPlace':
    'Wir konnten keinen Ort in der Nähe deines Standorts finden. Bitte wähle dein Land und deine Region selbst aus.',
  'errors.network': 'Keine Verbindung zum Server. Prüfe deine Internetverbindung und versuche es erneut.',
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Du hast dein selbst gesetztes Tageslimit von {{cap}} Credits erreicht. Heute kannst du noch {{left}} ausgeben.',
  'errors.monthlyCapReached':
    'Du hast dein selbst gesetztes Monatslimit von {{cap}} Credits erreicht. Diesen Monat kannst du noch {{left}} ausgeben.',
  'validation.capTooSmall': 'Ein Limit muss mindestens 1 Credit betragen.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Diese Unterhaltung ist nicht verfügbar.',
  'errors.chatFreeLimit':
    'Kostenlose Mitglieder können bis zu {{limit}} Unterhaltungen beginnen. Kaufe Credits, um weiteren Mitgliedern zu schreiben.',
  'errors.cannotReceiveMessages':
    'Dieses Mitglied kann erst Nachrichten empfangen, wenn es seine E-Mail-Adresse bestätigt hat.',
  'validation.messageTooLong': 'Deine Nachricht ist zu lang (höchstens {{max}} Zeichen).',
  'validation.chatTarget': 'Wähle die Unterhaltung oder das Mitglied, dem du schreiben möchtest.',
  'errors.chatPhotoUnavailable':
    'Dieses Foto kann nicht gesendet werden (es gehört nicht dir, wurde schon gesendet oder ist abgelaufen). Bitte wähle es erneut aus.',
  'gifts.rose': 'Rote Rose',
  'gifts.coffee': 'Kaffee',
  'gifts.chocolate': 'Schokolade',
  'gifts.teddy': 'Teddybär',
  'gifts.champagne': 'Sekt',
  'gifts.diamond': 'Diamant',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Dieses Credit-Paket ist nicht verfügbar. Bitte wähle ein anderes.',
  'errors.methodUnavailable':
    'Diese Zahlungsart ist in diesem Land nicht verfügbar. Bitte wähle eine andere.',
  'errors.coolOffActive':
    'Du hast nach einem großen Kauf eine Pause gewählt. Ab {{until}} (UTC) kannst du wieder Credits kaufen.',
  'errors.paymentProviderUnavailable':
    'Der Zahlungsdienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.',
  'errors.discountCodeInvalid': 'Code ungültig',
  'errors.discountCodeNotFound': 'Rabattcode nicht gefunden',
  'errors.discountCodeUsed': 'Du hast diesen Rabattcode bereits verwendet.',
  'errors.discountCodeExpired': 'Dieser Rabattcode ist abgelaufen.',
  'errors.discountCodeNewMembersOnly': 'Dieser Rabatt gilt nur für neue Mitglieder in ihren ersten Stunden.',
  'errors.discountCodeMinimumOrder': 'Dieser Rabattcode gilt für Bestellungen ab {{amount}}.',
  'errors.discountCodeNotForMethod': 'Dieser Rabattcode gilt nicht für diese Zahlungsart.',
  'errors.discountCodeNotForCurrency': 'Dieser Rabattcode gilt nur für Zahlungen in {{currency}}.',
  'errors.discountCodeNotForCountry': 'Dieser Rabattcode gilt nicht in diesem Land.',
  'sandbox.title': 'Testzahlung',
  'sandbox.notice':
    'Dies ist die Test-Kasse: Es wird kein Geld abgebucht. Wähle, wie die Zahlung enden soll.',
  'sandbox.amount': 'Betrag',
  'sandbox.method': 'Zahlungsart',
  'sandbox.pay': 'Bezahlen',
  'sandbox.fail': 'Fehlschlagen',
  'sandbox.cancel': 'Abbrechen',
  'sandbox.closed': 'Diese Zahlung ist nicht mehr offen.',
  'sandbox.back': 'Zurück zur Website',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Richte zuerst die Lastschrift ein: Gib dein Bankkonto ein und bestätige es mit dem SMS-Code.',
  'errors.directDebitBlocked': 'Dein Konto ist für Lastschriftzahlungen gesperrt.',
  'errors.directDebitLimit':
    'Dein Limit für Lastschriftzahlungen ist erreicht. Bitte wähle eine andere Zahlungsart.',
  'errors.directDebitCurrency':
    'Lastschrift ist nur für Zahlungen in Euro möglich. Bitte wähle eine andere Zahlungsart.',
  'errors.smsCodeMissing': 'Fordere zuerst einen SMS-Code für diese Handynummer an.',
  'errors.smsCodeInvalid': 'Der SMS-Code ist nicht korrekt. Verbleibende Versuche: {{left}}.',
  'errors.smsCodeExpired': 'Der SMS-Code ist abgelaufen. Bitte fordere einen neuen Code an.',
  'errors.smsCodeTries': 'Zu viele falsche Codes. Bitte fordere einen neuen SMS-Code an.',
  'errors.smsRateLimit': 'Zu viele SMS-Codes angefordert. Bitte versuche es in {{minutes}} Min. erneut.',
  'errors.smsSendFailed':
    'Die SMS konnte nicht gesendet werden. Bitte versuche es in ein paar Minuten erneut.',
  'validation.accountHolderRequired': 'Gib den Namen des Kontoinhabers ein.',
  'validation.ibanInvalid': 'Gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
  'validation.ibanChecksum':
    'Diese IBAN ist nicht korrekt: Die Prüfziffern stimmen nicht. Bitte prüfe sie auf Tippfehler.',
  'validation.ibanNotSepa': 'Lastschrift ist nur von einem Bankkonto im SEPA-Raum möglich.',
  'validation.streetRequired': 'Gib die Straße ein.',
  'validation.houseNumberRequired': 'Gib die Hausnummer ein.',
  'validation.postalCodeRequired': 'Gib die Postleitzahl ein.',
  'validation.cityRequired': 'Gib den Ort ein.',
  'validation.mobileInvalid': 'Gib deine Handynummer im internationalen Format ein, z. B. +49 151 12345678.',
  'validation.smsCodeFormat': 'Gib den 6-stelligen Code aus der SMS ein.',
  'validation.authorizationRequired': 'Bitte erteile das Lastschriftmandat, um fortzufahren.',
  'sms.directDebitCode':
    '{{site}}: Dein Bestätigungscode für die Lastschrift ist {{code}}. Er ist 10 Minuten gültig. Gib ihn niemals weiter.',
  // likes: keys of modules/likes
  'validation.likesType': 'Wähle einen der Reiter: erhalten, gesendet oder Matches.',
  'validation.swipeDecision': 'Wähle Liken oder Überspringen.',
  'errors.swipeLimit':
    'Du hast deine {{limit}} Likes für heute verbraucht. Nach Mitternacht (UTC) kannst du wieder liken.',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Ein Slug besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens 60).',
  'validation.landerHtml': 'Der Text ist reiner Text: HTML ist nicht erlaubt.',
  'validation.landerKey':
    'Ein Variantenschlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (2 bis 60).',
  'validation.landerFamily': 'Unbekannte Lander-Familie.',
  'validation.landerWeight': 'Das Gewicht ist eine ganze Zahl von 0 bis 1000.',
  'validation.landerImageMissing': 'Dieses Bild wurde nicht hochgeladen: Lade es zuerst hoch.',
  'errors.landersAdminToken': 'Das Admin-Token fehlt oder ist falsch.',
  // push: keys of modules/notifications
  'validation.pushSubscription':
    'Dieses Benachrichtigungs-Abonnement ist ungültig. Bitte schalte die Benachrichtigungen erneut ein.',
  'validation.pushEndpointNotAllowed':
    'Für den Push-Dienst dieses Browsers sind keine Benachrichtigungen verfügbar.',
  'validation.timeZone': 'Wähle eine gültige Zeitzone.',
  'validation.quietHoursEmpty': 'Die Ruhezeit muss zu unterschiedlichen Uhrzeiten beginnen und enden.',
  'errors.pushSubscriptionLimit':
    'Benachrichtigungen sind bereits auf {{limit}} Geräten aktiv. Schalte sie auf einem Gerät aus, das du nicht mehr nutzt.',
  'push.messageTitle': 'Neue Nachricht',
  'push.messageBody': 'Du hast eine neue Nachricht.',
  'push.messageBodyNamed': '{{name}} hat dir eine Nachricht geschickt.',
  'push.likeTitle': 'Neues Like',
  'push.likeBody': 'Jemand mag dich.',
  'push.likeBodyNamed': '{{name}} mag dich.',
  'push.matchTitle': 'Neues Match',
  'push.matchBody': 'Du hast ein neues Match.',
  'push.matchBodyNamed': 'Du und {{name}} mögt euch.',
  'push.folded': 'Neue Benachrichtigungen: {{count}}',
  'errors.discountCodeReserved':
    'Dieser Rabattcode steckt schon in einer anderen deiner Zahlungen, die noch offen ist. Schließe diese Zahlung zuerst ab oder brich sie ab.',
  'errors.photoBadShape':
    'Dieses Foto ist zu lang oder zu schmal. Lade ein Foto mit höchstens 12.000 Pixeln pro Seite hoch, dessen lange Seite höchstens 8-mal so lang ist wie die kurze.',
  'errors.photoTooComplex':
    'Die Verarbeitung dieses Fotos hat zu lange gedauert. Lade ein kleineres oder einfacheres Foto hoch.',
  'validation.currencyUnknown': 'In dieser Währung bieten wir keine Preise an.',
  'validation.notNegative': 'Geben Sie eine Zahl von null oder mehr ein.',
  'validation.bundlesIncomplete': 'Führen Sie jedes der vier Pakete (p0 bis p3) genau einmal auf.',
  'validation.searchTermRequired':
    'Geben Sie eine E-Mail-Adresse, eine Mitgliedsnummer oder einen Namen ein.',
  'errors.settingsUnchanged': 'Es wurde nichts geändert.',
  'errors.settingsVersionUnknown': 'Diese Version gibt es für diese Website nicht.',
};

export default de;
