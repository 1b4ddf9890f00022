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
  'validation.invalidCharacters': 'Den här texten innehåller tecken som inte är tillåtna.',
  'validation.passwordTooShort': 'Välj ett lösenord med minst 6 tecken.',
  'validation.passwordsDiffer': 'Lösenorden du angav stämmer inte överens.',
  'validation.oldPasswordWrong': 'Kontrollera ditt gamla lösenord.',
  'validation.nameRequired': 'Ange ett namn.',
  'validation.nameTooLong': 'Det här namnet är för långt (högst 40 tecken).',
  'validation.nameIsEmail': 'Ditt namn får inte vara din e-postadress.',
  'validation.nameStartsWithAt': 'Ditt namn får inte börja med @.',
  'validation.dateOfBirthMinAge':
    'Ange ditt födelsedatum: du måste vara minst {{min_age}} år för att bli medlem.',
  'validation.dateOfBirthInvalid': 'Ogiltigt födelsedatum.',
  'validation.textTooLong': 'Den här texten är för lång.',
  'validation.messageRequired': 'Skriv ett meddelande.',
  'validation.messageTooShort': 'Beskriv det med några fler ord (minst 10 tecken).',
  'validation.reasonRequired': 'Välj en anledning.',
  'validation.categoryRequired': 'Välj vad ditt klagomål gäller.',
  'validation.countryInvalid': 'Välj ett land i listan.',
  'validation.tooManyInterests': 'Välj högst 20 intressen.',
  'validation.emailSameAsCurrent': 'Det här är redan din e-postadress.',
  'validation.ageRange': 'Välj en ålder mellan 18 och 99.',
  'validation.ageOrder': 'Minimiåldern kan inte vara högre än maxåldern.',
  'errors.photoLimit':
    'Du har nått det maximala antalet bilder ({{limit}}). Radera en bild först, eller bli premium för att få upp till 25.',
  'errors.photoNotImage':
    'Den här filen är inte en bild som vi kan använda. Ladda upp en JPEG-, PNG- eller WebP-bild.',
  'errors.photoTooLarge': 'Den här bilden är för stor. Ladda upp en bild på högst 15 MB.',
  'errors.photoTooSmall': 'Den här bilden är för liten. Ladda upp en bild på minst 200 × 200 pixlar.',
  'errors.photoTooManyPixels':
    'Det här fotot har för många pixlar. Ladda upp ett foto på högst 40 megapixlar.',
  'errors.photoDuplicate': 'Den här bilden har tagits bort tidigare och kan inte laddas upp igen.',
  'errors.blocked': 'Du har inte åtkomst till den här profilen.',
  'errors.notContactable': 'Den här medlemmen kan inte kontaktas just nu.',
  'errors.invisibleCannotLike':
    'Du är osynlig. Stäng av osynligt läge i dina inställningar för att gilla medlemmar.',
  'errors.searchLoginRequired': 'Registrera dig gratis för att söka bland våra medlemmar.',
  'errors.emailTaken': 'Det finns redan ett konto med den här e-postadressen',
  'errors.accountPendingDeletion': 'Ditt konto väntar fortfarande på att raderas',
  'errors.signupClosed':
    'Registrering på den här webbplatsen sker endast via inbjudan. Be en medlem att bjuda in dig.',
  'errors.tokenInvalid': 'Länken har gått ut eller är ogiltig, begär ett nytt e-postmeddelande',
  'errors.activationFailed': 'Aktiveringen misslyckades',
  'errors.alreadyConfirmed': 'Din e-postadress är redan bekräftad.',
  'errors.tooManyRequests': 'För många försök. Vänta en stund och försök igen.',
  'errors.resetLimit':
    'För många e-postmeddelanden om återställning av lösenord har skickats, försök igen i morgon.',
  'errors.loginFailed': 'Inloggningen misslyckades, försök igen',
  'errors.loginBlocked': 'För många felaktiga försök, kontot är spärrat i {{minutes}} min.',
  'errors.generic': 'Ett fel uppstod, försök igen senare.',
  'errors.notEnoughCredits':
    'Du har inte tillräckligt med krediter för detta. Köp krediter för att fortsätta.',
  'errors.errorOccurred': 'Ett fel har uppstått.',
  'errors.authenticationRequired': 'Logga in för att fortsätta.',
  'errors.badRequest': 'Begäran kunde inte läsas.',
  'errors.invalidJson': 'Innehållet i begäran är inte giltig JSON.',
  'errors.unsupportedMediaType': 'Den här typen av innehåll accepteras inte; skicka JSON.',
  'errors.uploadNotMultipart': 'Ladda upp fotot som en fil.',
  'errors.payloadTooLarge': 'Begäran är för stor.',
  'errors.validationFailed': 'Kontrollera de markerade fälten.',
  'errors.csrfHeaderMissing': 'Begäran avvisades eftersom den inte kom från själva webbplatsen.',
  'errors.notFound': 'Den här sidan kunde inte hittas',
  'errors.geocodeNoPlace': 'Vi kunde inte hitta någon ort nära din position. Välj land och region själv.',
  'errors.network': 'Ingen anslutning till servern. Kontrollera din internetanslutning och försök igen.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default sv;
