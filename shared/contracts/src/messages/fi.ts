import type { Messages } from './en.js';

const fi: Messages = {
  'validation.emailRequired': 'Anna sähköpostiosoitteesi.',
  'validation.emailInvalid': 'Virheellinen sähköpostiosoite',
  'validation.emailTooLong': 'Tämä sähköpostiosoite on liian pitkä.',
  'validation.passwordRequired': 'Anna salasanasi.',
  'validation.passwordTooLong': 'Tämä salasana on liian pitkä.',
  'validation.languageUnknown': 'Tämä kieli ei ole käytettävissä.',
  'validation.unknownFields': 'Tuntematon kenttä: {{fields}}',
  'validation.invalidValue': 'Tämä arvo ei kelpaa.',
  'errors.loginFailed': 'Kirjautuminen epäonnistui, yritä uudelleen',
  'errors.loginBlocked': 'Liian monta väärää yritystä, tili on lukittu {{minutes}} min ajaksi.',
  'errors.generic': 'Tapahtui virhe, yritä myöhemmin uudelleen.',
  'errors.errorOccurred': 'Tapahtui virhe.',
  'errors.authenticationRequired': 'Kirjaudu sisään jatkaaksesi.',
  'errors.badRequest': 'Pyyntöä ei voitu lukea.',
  'errors.invalidJson': 'Pyynnön sisältö ei ole kelvollista JSONia.',
  'errors.unsupportedMediaType': 'Tällaista sisältöä ei hyväksytä; lähetä JSONia.',
  'errors.payloadTooLarge': 'Pyyntö on liian suuri.',
  'errors.validationFailed': 'Tarkista merkityt kentät.',
  'errors.csrfHeaderMissing': 'Pyyntö hylättiin, koska se ei tullut sivustolta itseltään.',
  'errors.notFound': 'Tätä sivua ei löytynyt',
  'errors.network': 'Ei yhteyttä palvelimeen. Tarkista internetyhteytesi ja yritä uudelleen.',
};

export default fi;
