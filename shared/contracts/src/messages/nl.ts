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
  'validation.invalidCharacters': 'Deze tekst bevat tekens die niet zijn toegestaan.',
  'validation.passwordTooShort': 'Kies een wachtwoord van minimaal 6 tekens.',
  'validation.passwordsDiffer': 'De ingevoerde wachtwoorden komen niet overeen.',
  'validation.oldPasswordWrong': 'Controleer je oude wachtwoord.',
  'validation.nameRequired': 'Vul een naam in.',
  'validation.nameTooLong': 'Deze naam is te lang (maximaal 40 tekens).',
  'validation.nameIsEmail': 'Je naam mag niet je e-mailadres zijn.',
  'validation.nameStartsWithAt': 'Je naam mag niet met @ beginnen.',
  'validation.dateOfBirthMinAge':
    'Vul je geboortedatum in: je moet minimaal {{min_age}} jaar oud zijn om lid te worden.',
  'validation.dateOfBirthInvalid': 'Ongeldige geboortedatum.',
  'validation.textTooLong': 'Deze tekst is te lang.',
  'validation.messageRequired': 'Schrijf een bericht.',
  'validation.messageTooShort': 'Beschrijf het in wat meer woorden (minimaal 10 tekens).',
  'validation.reasonRequired': 'Kies een reden.',
  'validation.categoryRequired': 'Kies waar je klacht over gaat.',
  'validation.countryInvalid': 'Kies een land uit de lijst.',
  'validation.tooManyInterests': 'Kies maximaal 20 interesses.',
  'validation.emailSameAsCurrent': 'Dit is al je e-mailadres.',
  'validation.ageRange': 'Kies een leeftijd tussen 18 en 99.',
  'validation.ageOrder': 'De minimumleeftijd kan niet hoger zijn dan de maximumleeftijd.',
  'errors.photoLimit':
    "Je hebt het maximale aantal foto's bereikt ({{limit}}). Verwijder eerst een foto, of word premium voor maximaal 25 foto's.",
  'errors.photoNotImage':
    'Dit bestand is geen foto die we kunnen gebruiken. Upload een JPEG-, PNG- of WebP-afbeelding.',
  'errors.photoTooLarge': 'Deze foto is te groot. Upload een foto van maximaal 15 MB.',
  'errors.photoTooSmall': 'Deze foto is te klein. Upload een foto van minimaal 200 × 200 pixels.',
  'errors.photoTooManyPixels': 'Deze foto heeft te veel pixels. Upload een foto van maximaal 40 megapixels.',
  'errors.photoDuplicate': 'Deze foto is eerder verwijderd en kan niet opnieuw worden geüpload.',
  'errors.blocked': 'Je hebt geen toegang tot dit profiel.',
  'errors.notContactable': 'Met dit lid kun je op dit moment geen contact opnemen.',
  'errors.invisibleCannotLike':
    'Je bent onzichtbaar. Zet de onzichtbare modus uit in je instellingen om leden te liken.',
  'errors.searchLoginRequired': 'Meld je gratis aan om onze leden te doorzoeken.',
  'errors.emailTaken': 'Er bestaat al een account met dit e-mailadres',
  'errors.accountPendingDeletion': 'Je account staat nog gepland voor verwijdering',
  'errors.signupClosed':
    'Aanmelden op deze site kan alleen op uitnodiging. Vraag een lid om je uit te nodigen.',
  'errors.tokenInvalid': 'Link verlopen of ongeldig, vraag een nieuwe e-mail aan',
  'errors.activationFailed': 'Activeren mislukt',
  'errors.alreadyConfirmed': 'Je e-mailadres is al bevestigd.',
  'errors.tooManyRequests': 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  'errors.resetLimit':
    'Te veel e-mails verstuurd om je wachtwoord opnieuw in te stellen, probeer het morgen opnieuw.',
  'errors.loginFailed': 'Inloggen mislukt, probeer het opnieuw',
  'errors.loginBlocked': 'Te veel onjuiste pogingen, account geblokkeerd voor {{minutes}} min.',
  'errors.generic': 'Er is een fout opgetreden, probeer het later opnieuw.',
  'errors.notEnoughCredits': 'Je hebt hier niet genoeg credits voor. Koop credits om verder te gaan.',
  'errors.errorOccurred': 'Er is een fout opgetreden.',
  'errors.authenticationRequired': 'Log in om verder te gaan.',
  'errors.badRequest': 'Het verzoek kon niet worden gelezen.',
  'errors.invalidJson': 'De inhoud van het verzoek is geen geldige JSON.',
  'errors.unsupportedMediaType': 'Dit soort inhoud wordt niet geaccepteerd; stuur JSON.',
  'errors.uploadNotMultipart': 'Upload de foto als bestand.',
  'errors.payloadTooLarge': 'Het verzoek is te groot.',
  'errors.validationFailed': 'Controleer de gemarkeerde velden.',
  'errors.csrfHeaderMissing': 'Dit verzoek is geweigerd omdat het niet van de site zelf kwam.',
  'errors.notFound': 'Deze pagina kon niet worden gevonden',
  'errors.geocodeNoPlace':
    'We konden geen plaats in de buurt van je locatie vinden. Kies zelf je land en regio.',
  'errors.network': 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default nl;
