import type { Messages } from './en.js';

const nb: Messages = {
  'validation.emailRequired': 'Skriv inn e-postadressen din.',
  'validation.emailInvalid': 'Ugyldig e-post',
  'validation.emailTooLong': 'Denne e-postadressen er for lang.',
  'validation.passwordRequired': 'Skriv inn passordet ditt.',
  'validation.passwordTooLong': 'Dette passordet er for langt.',
  'validation.languageUnknown': 'Dette språket er ikke tilgjengelig.',
  'validation.unknownFields': 'Ukjent felt: {{fields}}',
  'validation.invalidValue': 'Denne verdien er ikke gyldig.',
  'errors.loginFailed': 'Innlogging mislyktes, prøv igjen',
  'errors.loginBlocked': 'For mange feil forsøk, kontoen er sperret i {{minutes}} min.',
  'errors.generic': 'Det oppstod en feil, prøv igjen senere.',
  'errors.errorOccurred': 'Det har oppstått en feil.',
  'errors.authenticationRequired': 'Logg inn for å fortsette.',
  'errors.badRequest': 'Forespørselen kunne ikke leses.',
  'errors.invalidJson': 'Innholdet i forespørselen er ikke gyldig JSON.',
  'errors.unsupportedMediaType': 'Denne typen innhold godtas ikke; send JSON.',
  'errors.payloadTooLarge': 'Forespørselen er for stor.',
  'errors.validationFailed': 'Sjekk de markerte feltene.',
  'errors.csrfHeaderMissing': 'Forespørselen ble avvist fordi den ikke kom fra selve nettstedet.',
  'errors.notFound': 'Denne siden ble ikke funnet',
  'errors.network': 'Ingen forbindelse til serveren. Sjekk internettforbindelsen og prøv igjen.',
};

export default nb;
