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
  'errors.loginFailed': 'Anmeldung fehlgeschlagen, bitte versuche es erneut',
  'errors.loginBlocked': 'Zu viele falsche Versuche, Konto für {{minutes}} Min. gesperrt.',
  'errors.generic': 'Ein Fehler ist aufgetreten, bitte versuche es später erneut.',
  'errors.errorOccurred': 'Ein Fehler ist aufgetreten.',
  'errors.authenticationRequired': 'Bitte melde dich an, um fortzufahren.',
  'errors.badRequest': 'Die Anfrage konnte nicht gelesen werden.',
  'errors.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.unsupportedMediaType': 'Diese Art von Inhalt wird nicht akzeptiert; sende JSON.',
  'errors.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'errors.validationFailed': 'Bitte prüfe die markierten Felder.',
  'errors.csrfHeaderMissing': 'Diese Anfrage wurde abgelehnt, weil sie nicht von der Website selbst kam.',
  'errors.notFound': 'Diese Seite wurde nicht gefunden',
  'errors.network': 'Keine Verbindung zum Server. Prüfe deine Internetverbindung und versuche es erneut.',
};

export default de;
