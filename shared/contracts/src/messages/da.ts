import type { Messages } from './en.js';

const da: Messages = {
  'validation.emailRequired': 'Indtast din e-mailadresse.',
  'validation.emailInvalid': 'Ugyldig e-mail',
  'validation.emailTooLong': 'Denne e-mailadresse er for lang.',
  'validation.passwordRequired': 'Indtast din adgangskode.',
  'validation.passwordTooLong': 'Denne adgangskode er for lang.',
  'validation.languageUnknown': 'Dette sprog er ikke tilgængeligt.',
  'validation.unknownFields': 'Ukendt felt: {{fields}}',
  'validation.invalidValue': 'Denne værdi er ikke gyldig.',
  'errors.loginFailed': 'Login mislykkedes, prøv igen',
  'errors.loginBlocked': 'For mange forkerte forsøg, kontoen er spærret i {{minutes}} min.',
  'errors.generic': 'Der opstod en fejl, prøv igen senere.',
  'errors.errorOccurred': 'Der er opstået en fejl.',
  'errors.authenticationRequired': 'Log ind for at fortsætte.',
  'errors.badRequest': 'Forespørgslen kunne ikke læses.',
  'errors.invalidJson': 'Forespørgslens indhold er ikke gyldig JSON.',
  'errors.unsupportedMediaType': 'Denne type indhold accepteres ikke; send JSON.',
  'errors.payloadTooLarge': 'Forespørgslen er for stor.',
  'errors.validationFailed': 'Kontrollér de markerede felter.',
  'errors.csrfHeaderMissing': 'Denne forespørgsel blev afvist, fordi den ikke kom fra selve siden.',
  'errors.notFound': 'Denne side blev ikke fundet',
  'errors.network': 'Ingen forbindelse til serveren. Tjek din internetforbindelse, og prøv igen.',
};

export default da;
