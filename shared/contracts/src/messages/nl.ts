import type { Messages } from './en.js';

const nl: Messages = {
  'validation.emailRequired': 'Vul je e-mailadres in.',
  'validation.emailInvalid': 'Ongeldig e-mailadres',
  'validation.emailTooLong': 'Dit e-mailadres is te lang.',
  'validation.passwordRequired': 'Vul je wachtwoord in.',
  'validation.passwordTooLong': 'Dit wachtwoord is te lang.',
  'validation.languageUnknown': 'Deze taal is niet beschikbaar.',
  'validation.unknownFields': 'Onbekend veld: {{fields}}',
  'validation.invalidValue': 'Deze waarde is niet geldig.',
  'errors.loginFailed': 'Inloggen mislukt, probeer het opnieuw',
  'errors.loginBlocked': 'Te veel onjuiste pogingen, account geblokkeerd voor {{minutes}} min.',
  'errors.generic': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'errors.errorOccurred': 'Er is een fout opgetreden.',
  'errors.authenticationRequired': 'Log in om verder te gaan.',
  'errors.badRequest': 'Het verzoek kon niet worden gelezen.',
  'errors.invalidJson': 'De inhoud van het verzoek is geen geldige JSON.',
  'errors.unsupportedMediaType': 'Dit soort inhoud wordt niet geaccepteerd; stuur JSON.',
  'errors.payloadTooLarge': 'Het verzoek is te groot.',
  'errors.validationFailed': 'Controleer de gemarkeerde velden.',
  'errors.csrfHeaderMissing': 'Dit verzoek is geweigerd omdat het niet van de site zelf kwam.',
  'errors.notFound': 'Deze pagina kon niet worden gevonden',
  'errors.network': 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
};

export default nl;
