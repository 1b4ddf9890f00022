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
  'validation.totpCodeInvalid': 'Voer de 6-cijferige code uit je authenticator-app in.',
  'validation.staffPasswordTooShort': 'Kies een wachtwoord van minstens 12 tekens.',
  'validation.staffRolesRequired': 'Kies minstens één rol.',
  'validation.reasonTextRequired': 'Geef een reden op.',
  'errors.staffAuthenticationRequired': 'Log in op de medewerkersconsole.',
  'errors.staffForbidden': 'Je rol staat dit niet toe.',
  'errors.staffLoginFailed': 'E-mailadres, wachtwoord of code klopt niet.',
  'errors.staffSetupInvalid': 'Deze instellink is ongeldig, al gebruikt of verlopen.',
  'errors.staffExists': 'Er bestaat al een medewerker met dit e-mailadres.',
  'errors.staffCannotDisableSelf': 'Je kunt je eigen account niet uitschakelen.',
  'errors.staffDisabled': 'Dit medewerkersaccount is uitgeschakeld.',
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
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Je hebt je eigen daglimiet van {{cap}} credits bereikt. Vandaag kun je nog {{left}} uitgeven.',
  'errors.monthlyCapReached':
    'Je hebt je eigen maandlimiet van {{cap}} credits bereikt. Deze maand kun je nog {{left}} uitgeven.',
  'validation.capTooSmall': 'Een limiet moet minstens 1 credit zijn.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Dit gesprek is niet beschikbaar.',
  'errors.chatFreeLimit':
    'Gratis leden kunnen maximaal {{limit}} gesprekken beginnen. Koop credits om meer leden te schrijven.',
  'errors.cannotReceiveMessages':
    'Dit lid kan pas berichten ontvangen na het bevestigen van het e-mailadres.',
  'validation.messageTooLong': 'Je bericht is te lang (maximaal {{max}} tekens).',
  'validation.chatTarget': 'Kies het gesprek of het lid dat je wilt schrijven.',
  'errors.chatPhotoUnavailable':
    'Deze foto kan niet worden verstuurd (hij is niet van jou, is al verstuurd of is verlopen). Kies hem opnieuw.',
  'gifts.rose': 'Roos',
  'gifts.coffee': 'Koffie',
  'gifts.chocolate': 'Chocolade',
  'gifts.teddy': 'Teddybeer',
  'gifts.champagne': 'Glas champagne',
  'gifts.diamond': 'Diamant',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Dit creditpakket is niet beschikbaar. Kies een ander pakket.',
  'errors.methodUnavailable': 'Deze betaalmethode is in dit land niet beschikbaar. Kies een andere.',
  'errors.coolOffActive':
    'Je hebt na een grote aankoop voor een pauze gekozen. Na {{until}} (UTC) kun je weer credits kopen.',
  'errors.paymentProviderUnavailable':
    'De betaaldienst is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.',
  'errors.discountCodeInvalid': 'Code ongeldig',
  'errors.discountCodeNotFound': 'Kortingscode niet gevonden',
  'errors.discountCodeUsed': 'Je hebt deze kortingscode al gebruikt.',
  'errors.discountCodeExpired': 'Deze kortingscode is verlopen.',
  'errors.discountCodeNewMembersOnly': 'Deze korting geldt alleen voor nieuwe leden in hun eerste uren.',
  'errors.discountCodeMinimumOrder': 'Deze kortingscode geldt voor bestellingen vanaf {{amount}}.',
  'errors.discountCodeNotForMethod': 'Deze kortingscode geldt niet voor deze betaalmethode.',
  'errors.discountCodeNotForCurrency': 'Deze kortingscode geldt alleen voor betalingen in {{currency}}.',
  'errors.discountCodeNotForCountry': 'Deze kortingscode geldt niet in dit land.',
  'sandbox.title': 'Testbetaling',
  'sandbox.notice':
    'Dit is de testkassa: er wordt geen geld afgeschreven. Kies hoe de betaling moet aflopen.',
  'sandbox.amount': 'Bedrag',
  'sandbox.method': 'Betaalmethode',
  'sandbox.pay': 'Betalen',
  'sandbox.fail': 'Laten mislukken',
  'sandbox.cancel': 'Annuleren',
  'sandbox.closed': 'Deze betaling staat niet meer open.',
  'sandbox.back': 'Terug naar de site',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Stel eerst automatische incasso in: vul je bankrekening in en bevestig die met de sms-code.',
  'errors.directDebitBlocked': 'Je account is geblokkeerd voor betalingen via automatische incasso.',
  'errors.directDebitLimit':
    'Je limiet voor betalingen via automatische incasso is bereikt. Kies een andere betaalmethode.',
  'errors.directDebitCurrency':
    'Automatische incasso is alleen mogelijk voor betalingen in euro. Kies een andere betaalmethode.',
  'errors.smsCodeMissing': 'Vraag eerst een sms-code aan voor dit mobiele nummer.',
  'errors.smsCodeInvalid': 'De sms-code is niet juist. Resterende pogingen: {{left}}.',
  'errors.smsCodeExpired': 'De sms-code is verlopen. Vraag een nieuwe code aan.',
  'errors.smsCodeTries': 'Te veel onjuiste codes. Vraag een nieuwe sms-code aan.',
  'errors.smsRateLimit': 'Te veel sms-codes aangevraagd. Probeer het over {{minutes}} min. opnieuw.',
  'errors.smsSendFailed': 'De sms kon niet worden verstuurd. Probeer het over een paar minuten opnieuw.',
  'validation.accountHolderRequired': 'Vul de naam van de rekeninghouder in.',
  'validation.ibanInvalid': 'Vul een geldige IBAN in, bijv. NL91 ABNA 0417 1643 00.',
  'validation.ibanChecksum':
    'Deze IBAN klopt niet: de controlecijfers komen niet overeen. Controleer hem op een typefout.',
  'validation.ibanNotSepa':
    'Automatische incasso is alleen mogelijk vanaf een bankrekening in het SEPA-gebied.',
  'validation.streetRequired': 'Vul de straat in.',
  'validation.houseNumberRequired': 'Vul het huisnummer in.',
  'validation.postalCodeRequired': 'Vul de postcode in.',
  'validation.cityRequired': 'Vul de plaats in.',
  'validation.mobileInvalid': 'Vul je mobiele nummer in internationaal formaat in, bijv. +31 6 12345678.',
  'validation.smsCodeFormat': 'Vul de 6-cijferige code uit de sms in.',
  'validation.authorizationRequired': 'Geef toestemming voor de automatische incasso om verder te gaan.',
  'sms.directDebitCode':
    '{{site}}: je bevestigingscode voor de automatische incasso is {{code}}. Deze is 10 minuten geldig. Deel hem nooit.',
  // likes: keys of modules/likes
  'validation.likesType': 'Kies een van de tabbladen: ontvangen, verstuurd of matches.',
  'validation.swipeDecision': 'Kies liken of overslaan.',
  'errors.swipeLimit':
    'Je hebt je {{limit}} likes voor vandaag gebruikt. Na middernacht (UTC) kun je weer liken.',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Een slug bestaat uit kleine letters, cijfers en streepjes (hoogstens 60).',
  'validation.landerHtml': 'De tekst is platte tekst: HTML is niet toegestaan.',
  'validation.landerKey': 'Een variantsleutel bestaat uit kleine letters, cijfers en streepjes (2 tot 60).',
  'validation.landerFamily': 'Onbekende landerfamilie.',
  'validation.landerWeight': 'Het gewicht is een geheel getal van 0 tot 1000.',
  'validation.landerImageMissing': 'Deze afbeelding is niet geüpload: upload haar eerst.',
  'errors.landersAdminToken': 'Het beheertoken ontbreekt of klopt niet.',
  // push: keys of modules/notifications (issue 16)
  'validation.pushSubscription': 'Dit meldingsabonnement is ongeldig. Zet meldingen opnieuw aan.',
  'validation.pushEndpointNotAllowed': 'Meldingen zijn niet beschikbaar voor de pushdienst van deze browser.',
  'validation.timeZone': 'Kies een geldige tijdzone.',
  'validation.quietHoursEmpty': 'De stille uren moeten op verschillende tijden beginnen en eindigen.',
  'errors.pushSubscriptionLimit':
    'Meldingen staan al aan op {{limit}} apparaten. Zet ze uit op een apparaat dat je niet meer gebruikt.',
  'push.messageTitle': 'Nieuw bericht',
  'push.messageBody': 'Je hebt een nieuw bericht.',
  'push.messageBodyNamed': '{{name}} heeft je een bericht gestuurd.',
  'push.likeTitle': 'Nieuwe like',
  'push.likeBody': 'Iemand vindt je leuk.',
  'push.likeBodyNamed': '{{name}} vindt je leuk.',
  'push.matchTitle': 'Nieuwe match',
  'push.matchBody': 'Je hebt een nieuwe match.',
  'push.matchBodyNamed': 'Jij en {{name}} vinden elkaar leuk.',
  'push.folded': 'Nieuwe meldingen: {{count}}',
  'errors.discountCodeReserved':
    'Deze kortingscode staat al op een andere betaling van je die nog openstaat. Rond die betaling eerst af of annuleer hem.',
  'errors.photoBadShape':
    'Deze foto is te lang of te smal. Upload een foto van maximaal 12.000 pixels per zijde waarvan de lange zijde hoogstens 8 keer de korte is.',
  'errors.photoTooComplex':
    'Het verwerken van deze foto duurde te lang. Upload een kleinere of eenvoudigere foto.',
};

export default nl;
