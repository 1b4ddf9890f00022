import type { Messages } from './en.js';

const sv: Messages = {
  'validation.emailRequired': 'Ange din e-postadress.',
  'validation.emailInvalid': 'Ogiltig e-postadress',
  'validation.emailTooLong': 'Den här e-postadressen är för lång.',
  'validation.passwordRequired': 'Ange ditt lösenord.',
  'validation.passwordTooLong': 'Det här lösenordet är för långt.',
  'validation.languageUnknown': 'Det här språket är inte tillgängligt.',
  'validation.unknownFields': 'Okänt fält: {{fields}}',
  'validation.invalidValue': 'Det här värdet är inte giltigt.',
  'errors.loginFailed': 'Inloggningen misslyckades, försök igen',
  'errors.loginBlocked': 'För många felaktiga försök, kontot är spärrat i {{minutes}} min.',
  'errors.generic': 'Ett fel uppstod, försök igen senare.',
  'errors.errorOccurred': 'Ett fel har uppstått.',
  'errors.authenticationRequired': 'Logga in för att fortsätta.',
  'errors.badRequest': 'Begäran kunde inte läsas.',
  'errors.invalidJson': 'Innehållet i begäran är inte giltig JSON.',
  'errors.unsupportedMediaType': 'Den här typen av innehåll accepteras inte; skicka JSON.',
  'errors.payloadTooLarge': 'Begäran är för stor.',
  'errors.validationFailed': 'Kontrollera de markerade fälten.',
  'errors.csrfHeaderMissing': 'Begäran avvisades eftersom den inte kom från själva webbplatsen.',
  'errors.notFound': 'Den här sidan kunde inte hittas',
  'errors.network': 'Ingen anslutning till servern. Kontrollera din internetanslutning och försök igen.',
};

export default sv;
