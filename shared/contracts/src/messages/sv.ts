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
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Du har nått den dagliga gränsen på {{cap}} krediter som du själv har satt. Du kan spendera {{left}} till i dag.',
  'errors.monthlyCapReached':
    'Du har nått den månatliga gränsen på {{cap}} krediter som du själv har satt. Du kan spendera {{left}} till denna månad.',
  'validation.capTooSmall': 'En gräns måste vara minst 1 kredit.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Den här konversationen är inte tillgänglig.',
  'errors.chatFreeLimit':
    'Gratismedlemmar kan starta upp till {{limit}} konversationer. Köp krediter för att skriva till fler medlemmar.',
  'errors.cannotReceiveMessages':
    'Den här medlemmen kan inte ta emot meddelanden förrän e-postadressen är bekräftad.',
  'validation.messageTooLong': 'Ditt meddelande är för långt (högst {{max}} tecken).',
  'validation.chatTarget': 'Välj konversationen eller medlemmen du vill skriva till.',
  'errors.chatPhotoUnavailable':
    'Det här fotot kan inte skickas (det är inte ditt, har redan skickats eller har gått ut). Välj det igen.',
  'gifts.rose': 'Ros',
  'gifts.coffee': 'Kaffe',
  'gifts.chocolate': 'Choklad',
  'gifts.teddy': 'Nallebjörn',
  'gifts.champagne': 'Ett glas champagne',
  'gifts.diamond': 'Diamant',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Det här kreditpaketet är inte tillgängligt. Välj ett annat.',
  'errors.methodUnavailable':
    'Den här betalningsmetoden är inte tillgänglig i det här landet. Välj en annan.',
  'errors.coolOffActive':
    'Du valde en paus efter ett stort köp. Du kan köpa krediter igen efter {{until}} (UTC).',
  'errors.paymentProviderUnavailable': 'Betaltjänsten går inte att nå just nu. Försök igen om några minuter.',
  'errors.discountCodeInvalid': 'Ogiltig kod',
  'errors.discountCodeNotFound': 'Rabattkoden hittades inte',
  'errors.discountCodeUsed': 'Du har redan använt den här rabattkoden.',
  'errors.discountCodeExpired': 'Den här rabattkoden har gått ut.',
  'errors.discountCodeNewMembersOnly':
    'Den här rabatten gäller bara nya medlemmar under deras första timmar.',
  'errors.discountCodeMinimumOrder': 'Den här rabattkoden gäller för beställningar på {{amount}} eller mer.',
  'errors.discountCodeNotForMethod': 'Den här rabattkoden gäller inte för den här betalningsmetoden.',
  'errors.discountCodeNotForCurrency': 'Den här rabattkoden gäller bara betalningar i {{currency}}.',
  'errors.discountCodeNotForCountry': 'Den här rabattkoden gäller inte i det här landet.',
  'sandbox.title': 'Testbetalning',
  'sandbox.notice': 'Det här är testkassan: inga pengar dras. Välj hur betalningen ska sluta.',
  'sandbox.amount': 'Belopp',
  'sandbox.method': 'Betalningsmetod',
  'sandbox.pay': 'Betala',
  'sandbox.fail': 'Misslyckas',
  'sandbox.cancel': 'Avbryt',
  'sandbox.closed': 'Den här betalningen är inte längre öppen.',
  'sandbox.back': 'Tillbaka till sidan',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Ställ först in autogiro: ange ditt bankkonto och bekräfta det med SMS-koden.',
  'errors.directDebitBlocked': 'Ditt konto är spärrat för betalningar via autogiro.',
  'errors.directDebitLimit': 'Din gräns för betalningar via autogiro har nåtts. Välj ett annat betalsätt.',
  'errors.directDebitCurrency': 'Autogiro är bara möjligt för betalningar i euro. Välj ett annat betalsätt.',
  'errors.smsCodeMissing': 'Begär först en SMS-kod till det här mobilnumret.',
  'errors.smsCodeInvalid': 'SMS-koden är fel. Försök kvar: {{left}}.',
  'errors.smsCodeExpired': 'SMS-koden har gått ut. Begär en ny kod.',
  'errors.smsCodeTries': 'För många felaktiga koder. Begär en ny SMS-kod.',
  'errors.smsRateLimit': 'Du har begärt för många SMS-koder. Försök igen om {{minutes}} min.',
  'errors.smsSendFailed': 'SMS:et kunde inte skickas. Försök igen om några minuter.',
  'validation.accountHolderRequired': 'Ange kontoinnehavarens namn.',
  'validation.ibanInvalid': 'Ange ett giltigt IBAN, t.ex. SE45 5000 0000 0583 9825 7466.',
  'validation.ibanChecksum':
    'Det här IBAN:et är inte korrekt: kontrollsiffrorna stämmer inte. Kontrollera det efter stavfel.',
  'validation.ibanNotSepa': 'Autogiro är bara möjligt från ett bankkonto inom SEPA-området.',
  'validation.streetRequired': 'Ange gatan.',
  'validation.houseNumberRequired': 'Ange husnumret.',
  'validation.postalCodeRequired': 'Ange postnumret.',
  'validation.cityRequired': 'Ange orten.',
  'validation.mobileInvalid': 'Ange ditt mobilnummer i internationellt format, t.ex. +46 70 123 45 67.',
  'validation.smsCodeFormat': 'Ange den 6-siffriga koden från SMS:et.',
  'validation.authorizationRequired': 'Godkänn autogirot för att fortsätta.',
  'sms.directDebitCode':
    '{{site}}: din bekräftelsekod för autogiro är {{code}}. Den gäller i 10 minuter. Dela den aldrig.',
  // likes: keys of modules/likes
  'validation.likesType': 'Välj en av flikarna: mottagna, skickade eller matchningar.',
  'validation.swipeDecision': 'Välj gilla eller hoppa över.',
  'errors.swipeLimit':
    'Du har använt dina {{limit}} gillningar för i dag. Du kan gilla igen efter midnatt (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'En slug består av små bokstäver, siffror och bindestreck (högst 60).',
  'validation.landerHtml': 'Texten är ren text: HTML är inte tillåtet.',
  'validation.landerKey': 'En variantnyckel består av små bokstäver, siffror och bindestreck (2 till 60).',
  'validation.landerFamily': 'Okänd landningssidefamilj.',
  'validation.landerWeight': 'Vikten är ett heltal från 0 till 1000.',
  'validation.landerImageMissing': 'Den här bilden har inte laddats upp: ladda upp den först.',
  'errors.landersAdminToken': 'Admintoken saknas eller är fel.',
  // push: keys of modules/notifications (issue 16)
  'validation.pushSubscription': 'Den här aviseringsprenumerationen är ogiltig. Slå på aviseringar igen.',
  'validation.pushEndpointNotAllowed':
    'Aviseringar är inte tillgängliga för den här webbläsarens push-tjänst.',
  'validation.timeZone': 'Välj en giltig tidszon.',
  'validation.quietHoursEmpty': 'Tysta timmar måste börja och sluta vid olika tider.',
  'errors.pushSubscriptionLimit':
    'Aviseringar är redan på för {{limit}} enheter. Stäng av dem på en enhet du inte längre använder.',
  'push.messageTitle': 'Nytt meddelande',
  'push.messageBody': 'Du har ett nytt meddelande.',
  'push.messageBodyNamed': '{{name}} har skickat ett meddelande till dig.',
  'push.likeTitle': 'Ny gilla-markering',
  'push.likeBody': 'Någon gillar dig.',
  'push.likeBodyNamed': '{{name}} gillar dig.',
  'push.matchTitle': 'Ny matchning',
  'push.matchBody': 'Du har en ny matchning.',
  'push.matchBodyNamed': 'Du och {{name}} gillar varandra.',
  'push.folded': 'Nya aviseringar: {{count}}',
  'errors.discountCodeReserved':
    'Den här rabattkoden finns redan på en annan av dina betalningar som fortfarande är öppen. Slutför eller avbryt den betalningen först.',
  'errors.photoBadShape':
    'Det här fotot är för långt eller för smalt. Ladda upp ett foto på högst 12 000 pixlar per sida där den långa sidan är högst 8 gånger den korta.',
  'errors.photoTooComplex':
    'Det tog för lång tid att bearbeta det här fotot. Ladda upp ett mindre eller enklare foto.',
};

export default sv;
