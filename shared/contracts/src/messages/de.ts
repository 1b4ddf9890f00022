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
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default de;
