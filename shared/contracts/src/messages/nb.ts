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
  'validation.invalidCharacters': 'Denne teksten inneholder tegn som ikke er tillatt.',
  'validation.passwordTooShort': 'Velg et passord på minst 6 tegn.',
  'validation.passwordsDiffer': 'Passordene du skrev inn, er ikke like.',
  'validation.oldPasswordWrong': 'Sjekk det gamle passordet ditt.',
  'validation.nameRequired': 'Skriv inn et navn.',
  'validation.nameTooLong': 'Dette navnet er for langt (maks. 40 tegn).',
  'validation.nameIsEmail': 'Navnet ditt kan ikke være e-postadressen din.',
  'validation.nameStartsWithAt': 'Navnet ditt kan ikke begynne med @.',
  'validation.dateOfBirthMinAge':
    'Skriv inn fødselsdatoen din: du må være minst {{min_age}} år for å bli medlem.',
  'validation.dateOfBirthInvalid': 'Ugyldig fødselsdato.',
  'validation.textTooLong': 'Denne teksten er for lang.',
  'validation.messageRequired': 'Skriv en melding.',
  'validation.messageTooShort': 'Beskriv det med noen flere ord (minst 10 tegn).',
  'validation.reasonRequired': 'Velg en årsak.',
  'validation.categoryRequired': 'Velg hva klagen din gjelder.',
  'validation.countryInvalid': 'Velg et land fra listen.',
  'validation.tooManyInterests': 'Velg maks. 20 interesser.',
  'validation.emailSameAsCurrent': 'Dette er allerede e-postadressen din.',
  'validation.ageRange': 'Velg en alder mellom 18 og 99.',
  'validation.ageOrder': 'Minimumsalderen kan ikke være høyere enn maksimumsalderen.',
  'errors.photoLimit':
    'Du har nådd maksimalt antall bilder ({{limit}}). Slett et bilde først, eller bli premium for å få opptil 25.',
  'errors.photoNotImage':
    'Denne filen er ikke et bilde vi kan bruke. Last opp et JPEG-, PNG- eller WebP-bilde.',
  'errors.photoTooLarge': 'Dette bildet er for stort. Last opp et bilde på maks. 15 MB.',
  'errors.photoTooSmall': 'Dette bildet er for lite. Last opp et bilde på minst 200 × 200 piksler.',
  'errors.photoTooManyPixels':
    'Dette bildet har for mange piksler. Last opp et bilde på høyst 40 megapiksler.',
  'errors.photoDuplicate': 'Dette bildet er fjernet tidligere og kan ikke lastes opp på nytt.',
  'errors.blocked': 'Du har ikke tilgang til denne profilen.',
  'errors.notContactable': 'Dette medlemmet kan ikke kontaktes akkurat nå.',
  'errors.invisibleCannotLike':
    'Du er usynlig. Slå av usynlig modus i innstillingene dine for å like medlemmer.',
  'errors.searchLoginRequired': 'Registrer deg gratis for å søke blant medlemmene våre.',
  'errors.emailTaken': 'Det finnes allerede en konto med denne e-postadressen',
  'errors.accountPendingDeletion': 'Kontoen din venter fortsatt på sletting',
  'errors.signupClosed':
    'Registrering på dette nettstedet skjer kun via invitasjon. Be et medlem om å invitere deg.',
  'errors.tokenInvalid': 'Lenken er utløpt eller ugyldig, be om en ny e-post',
  'errors.activationFailed': 'Aktiveringen mislyktes',
  'errors.alreadyConfirmed': 'E-postadressen din er allerede bekreftet.',
  'errors.tooManyRequests': 'For mange forsøk. Vent litt og prøv igjen.',
  'errors.resetLimit': 'Det er sendt for mange e-poster for tilbakestilling av passord, prøv igjen i morgen.',
  'errors.loginFailed': 'Innlogging mislyktes, prøv igjen',
  'errors.loginBlocked': 'For mange feil forsøk, kontoen er sperret i {{minutes}} min.',
  'errors.generic': 'Det oppstod en feil, prøv igjen senere.',
  'errors.notEnoughCredits': 'Du har ikke nok kreditter til dette. Kjøp kreditter for å fortsette.',
  'errors.errorOccurred': 'Det har oppstått en feil.',
  'errors.authenticationRequired': 'Logg inn for å fortsette.',
  'errors.badRequest': 'Forespørselen kunne ikke leses.',
  'errors.invalidJson': 'Innholdet i forespørselen er ikke gyldig JSON.',
  'errors.unsupportedMediaType': 'Denne typen innhold godtas ikke; send JSON.',
  'errors.uploadNotMultipart': 'Last opp bildet som en fil.',
  'errors.payloadTooLarge': 'Forespørselen er for stor.',
  'errors.validationFailed': 'Sjekk de markerte feltene.',
  'errors.csrfHeaderMissing': 'Forespørselen ble avvist fordi den ikke kom fra selve nettstedet.',
  'errors.notFound': 'Denne siden ble ikke funnet',
  'errors.geocodeNoPlace': 'Vi fant ikke noe sted i nærheten av posisjonen din. Velg land og region selv.',
  'errors.network': 'Ingen forbindelse til serveren. Sjekk internettforbindelsen og prøv igjen.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default nb;
