import type { Messages } from './en.js';

const it: Messages = {
  'validation.emailRequired': 'Inserisci il tuo indirizzo e-mail.',
  'validation.emailInvalid': 'E-mail non valida',
  'validation.emailTooLong': 'Questo indirizzo e-mail è troppo lungo.',
  'validation.passwordRequired': 'Inserisci la tua password.',
  'validation.passwordTooLong': 'Questa password è troppo lunga.',
  'validation.languageUnknown': 'Questa lingua non è disponibile.',
  'validation.unknownFields': 'Campo sconosciuto: {{fields}}',
  'validation.invalidValue': 'Questo valore non è valido.',
  'validation.genderRequired': 'Scegli il tuo genere.',
  'validation.invalidCharacters': 'Questo testo contiene caratteri non consentiti.',
  'validation.passwordTooShort': 'Scegli una password di almeno 6 caratteri.',
  'validation.passwordsDiffer': 'Le password inserite non coincidono.',
  'validation.oldPasswordWrong': 'Controlla la tua vecchia password.',
  'validation.nameRequired': 'Inserisci un nome.',
  'validation.nameTooLong': 'Questo nome è troppo lungo (massimo 40 caratteri).',
  'validation.nameIsEmail': 'Il tuo nome non può essere il tuo indirizzo e-mail.',
  'validation.nameStartsWithAt': 'Il tuo nome non può iniziare con @.',
  'validation.dateOfBirthMinAge':
    'Inserisci la tua data di nascita: devi avere almeno {{min_age}} anni per iscriverti.',
  'validation.dateOfBirthInvalid': 'Data di nascita non valida.',
  'validation.textTooLong': 'Questo testo è troppo lungo.',
  'validation.messageRequired': 'Scrivi un messaggio.',
  'validation.messageTooShort': 'Descrivilo con qualche parola in più (almeno 10 caratteri).',
  'validation.reasonRequired': 'Scegli un motivo.',
  'validation.categoryRequired': "Scegli l'argomento del tuo reclamo.",
  'validation.countryInvalid': "Scegli un paese dall'elenco.",
  'validation.tooManyInterests': 'Scegli al massimo 20 interessi.',
  'validation.emailSameAsCurrent': 'Questo è già il tuo indirizzo e-mail.',
  'validation.ageRange': "Scegli un'età compresa tra 18 e 99 anni.",
  'validation.ageOrder': "L'età minima non può essere superiore all'età massima.",
  'errors.photoLimit':
    'Hai raggiunto il numero massimo di foto ({{limit}}). Elimina prima una foto o passa a premium per averne fino a 25.',
  'errors.photoNotImage':
    "Questo file non è una foto che possiamo usare. Carica un'immagine JPEG, PNG o WebP.",
  'errors.photoTooLarge': 'Questa foto è troppo grande. Carica una foto di massimo 15 MB.',
  'errors.photoTooSmall': 'Questa foto è troppo piccola. Carica una foto di almeno 200 × 200 pixel.',
  'errors.photoTooManyPixels': 'Questa foto ha troppi pixel. Carica una foto di al massimo 40 megapixel.',
  'errors.photoDuplicate':
    'Questa foto è già stata rimossa in precedenza e non può essere caricata di nuovo.',
  'errors.blocked': 'Non hai accesso a questo profilo.',
  'errors.notContactable': 'Al momento non è possibile contattare questo membro.',
  'errors.invisibleCannotLike':
    'Sei invisibile. Disattiva la modalità invisibile nelle impostazioni per mettere mi piace ai membri.',
  'errors.searchLoginRequired': 'Iscriviti gratis per cercare tra i nostri membri.',
  'errors.emailTaken': 'Esiste già un account con questo indirizzo e-mail',
  'errors.accountPendingDeletion': 'Il tuo account è ancora in attesa di eliminazione',
  'errors.signupClosed': "L'iscrizione a questo sito è solo su invito. Chiedi a un membro di invitarti.",
  'errors.tokenInvalid': 'Link scaduto o non valido, richiedi una nuova e-mail',
  'errors.activationFailed': 'Attivazione non riuscita',
  'errors.alreadyConfirmed': 'Il tuo indirizzo e-mail è già confermato.',
  'errors.tooManyRequests': 'Troppi tentativi. Attendi un momento e riprova.',
  'errors.resetLimit': 'Troppe e-mail di reimpostazione della password inviate, riprova domani.',
  'errors.loginFailed': 'Accesso non riuscito, riprova',
  'errors.loginBlocked': 'Troppi tentativi errati, account bloccato per {{minutes}} min.',
  'errors.generic': 'Si è verificato un errore, riprova più tardi.',
  'errors.notEnoughCredits': 'Non hai abbastanza crediti per questo. Acquista crediti per continuare.',
  'errors.errorOccurred': 'Si è verificato un errore.',
  'errors.authenticationRequired': 'Accedi per continuare.',
  'validation.totpCodeInvalid': 'Inserisci il codice di 6 cifre della tua app di autenticazione.',
  'validation.staffPasswordTooShort': 'Scegli una password di almeno 12 caratteri.',
  'validation.staffRolesRequired': 'Scegli almeno un ruolo.',
  'validation.reasonTextRequired': 'Scrivi un motivo.',
  'errors.staffAuthenticationRequired': 'Accedi alla console dello staff.',
  'errors.staffForbidden': 'Il tuo ruolo non lo consente.',
  'errors.staffLoginFailed': 'Indirizzo e-mail, password o codice non corretti.',
  'errors.staffSetupInvalid': 'Questo link di configurazione non è valido, è già stato usato o è scaduto.',
  'errors.staffExists': 'Esiste già un membro dello staff con questo indirizzo e-mail.',
  'errors.staffCannotDisableSelf': 'Non puoi disattivare il tuo account.',
  // Reports, decisions and restrictions (modules/moderation).
  'validation.decisionReference': 'Inserisci il riferimento della nostra e-mail: D- seguito da 8 caratteri.',
  'validation.daysRequired': 'Inserisci il numero di giorni (da 1 a 365).',
  'validation.photoRequired': 'Scegli una delle foto di questo membro.',
  'errors.reportSelf': 'Non puoi segnalare te stesso.',
  'errors.reportConversation': 'Questa non è una conversazione tra te e questo membro.',
  'errors.accountSuspended': 'Il tuo account è sospeso fino al {{until}}.',
  'errors.accountBanned': 'Il tuo account è stato chiuso perché ha violato le nostre condizioni.',
  'errors.emailBanned': 'Questo indirizzo e-mail non può essere usato per registrarsi.',
  'errors.caseDecided': 'Su questo caso è già stata presa una decisione.',
  'errors.decisionReferenceUnknown':
    'Non abbiamo trovato nessuna decisione sul tuo account con questo riferimento.',
  'errors.staffDisabled': 'Questo account dello staff è disattivato.',
  'errors.photoAlreadyDecided': 'Su questa foto è già stata presa una decisione.',
  'errors.complaintClosed': 'Questo reclamo è chiuso.',
  'errors.badRequest': 'Impossibile leggere la richiesta.',
  'errors.invalidJson': 'Il contenuto della richiesta non è un JSON valido.',
  'errors.unsupportedMediaType': 'Questo tipo di contenuto non è accettato; invia JSON.',
  'errors.uploadNotMultipart': 'Carica la foto come file.',
  'errors.payloadTooLarge': 'La richiesta è troppo grande.',
  'errors.validationFailed': 'Controlla i campi evidenziati.',
  'errors.csrfHeaderMissing': 'Questa richiesta è stata rifiutata perché non proviene dal sito stesso.',
  'errors.notFound': 'Impossibile trovare questa pagina',
  'errors.geocodeNoPlace':
    'Non abbiamo trovato nessun luogo vicino alla tua posizione. Scegli tu il tuo paese e la tua regione.',
  'errors.network': 'Nessuna connessione al server. Controlla la connessione a internet e riprova.',
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Hai raggiunto il limite giornaliero di {{cap}} crediti che hai impostato. Oggi puoi spenderne ancora {{left}}.',
  'errors.monthlyCapReached':
    'Hai raggiunto il limite mensile di {{cap}} crediti che hai impostato. Questo mese puoi spenderne ancora {{left}}.',
  'validation.capTooSmall': 'Un limite deve essere di almeno 1 credito.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Questa conversazione non è disponibile.',
  'errors.chatFreeLimit':
    'I membri gratuiti possono iniziare fino a {{limit}} conversazioni. Acquista crediti per scrivere ad altri membri.',
  'errors.cannotReceiveMessages':
    'Questo membro non può ricevere messaggi finché non conferma il proprio indirizzo e-mail.',
  'validation.messageTooLong': 'Il tuo messaggio è troppo lungo (al massimo {{max}} caratteri).',
  'validation.chatTarget': 'Scegli la conversazione o il membro a cui scrivere.',
  'errors.chatPhotoUnavailable':
    'Questa foto non può essere inviata (non è tua, è già stata inviata o è scaduta). Sceglila di nuovo.',
  'gifts.rose': 'Rosa',
  'gifts.coffee': 'Caffè',
  'gifts.chocolate': 'Cioccolato',
  'gifts.teddy': 'Orsacchiotto',
  'gifts.champagne': 'Spumante',
  'gifts.diamond': 'Diamante',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Questo pacchetto di crediti non è disponibile. Scegline un altro.',
  'errors.methodUnavailable':
    'Questo metodo di pagamento non è disponibile in questo paese. Scegline un altro.',
  'errors.coolOffActive':
    'Hai scelto una pausa dopo un acquisto importante. Potrai acquistare di nuovo crediti dopo il {{until}} (UTC).',
  'errors.paymentProviderUnavailable':
    'Il servizio di pagamento non è raggiungibile al momento. Riprova tra qualche minuto.',
  'errors.discountCodeInvalid': 'Codice non valido',
  'errors.discountCodeNotFound': 'Codice sconto non trovato',
  'errors.discountCodeUsed': 'Hai già usato questo codice sconto.',
  'errors.discountCodeExpired': 'Questo codice sconto è scaduto.',
  'errors.discountCodeNewMembersOnly': 'Questo sconto è riservato ai nuovi iscritti nelle prime ore.',
  'errors.discountCodeMinimumOrder': 'Questo codice sconto vale per ordini da {{amount}} in su.',
  'errors.discountCodeNotForMethod': 'Questo codice sconto non vale per questo metodo di pagamento.',
  'errors.discountCodeNotForCurrency': 'Questo codice sconto vale solo per pagamenti in {{currency}}.',
  'errors.discountCodeNotForCountry': 'Questo codice sconto non vale in questo paese.',
  'sandbox.title': 'Pagamento di prova',
  'sandbox.notice':
    'Questa è la cassa di prova: non viene addebitato denaro. Scegli come deve concludersi il pagamento.',
  'sandbox.amount': 'Importo',
  'sandbox.method': 'Metodo di pagamento',
  'sandbox.pay': 'Paga',
  'sandbox.fail': 'Fallisci',
  'sandbox.cancel': 'Annulla',
  'sandbox.closed': 'Questo pagamento non è più aperto.',
  'sandbox.back': 'Torna al sito',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    "Prima configura l'addebito diretto: inserisci il tuo conto bancario e confermalo con il codice SMS.",
  'errors.directDebitBlocked': 'Il tuo account è bloccato per i pagamenti con addebito diretto.',
  'errors.directDebitLimit':
    'Hai raggiunto il limite per i pagamenti con addebito diretto. Scegli un altro metodo di pagamento.',
  'errors.directDebitCurrency':
    "L'addebito diretto è possibile solo per pagamenti in euro. Scegli un altro metodo di pagamento.",
  'errors.smsCodeMissing': 'Prima richiedi un codice SMS per questo numero di cellulare.',
  'errors.smsCodeInvalid': 'Il codice SMS non è corretto. Tentativi rimasti: {{left}}.',
  'errors.smsCodeExpired': 'Il codice SMS è scaduto. Richiedi un nuovo codice.',
  'errors.smsCodeTries': 'Troppi codici errati. Richiedi un nuovo codice SMS.',
  'errors.smsRateLimit': 'Hai richiesto troppi codici SMS. Riprova tra {{minutes}} min.',
  'errors.smsSendFailed': "Non è stato possibile inviare l'SMS. Riprova tra qualche minuto.",
  'validation.accountHolderRequired': "Inserisci il nome dell'intestatario del conto.",
  'validation.ibanInvalid': 'Inserisci un IBAN valido, ad es. IT60 X054 2811 1010 0000 0123 456.',
  'validation.ibanChecksum':
    'Questo IBAN non è corretto: le cifre di controllo non corrispondono. Controlla che non ci siano errori di battitura.',
  'validation.ibanNotSepa': "L'addebito diretto è possibile solo da un conto bancario nell'area SEPA.",
  'validation.streetRequired': 'Inserisci la via.',
  'validation.houseNumberRequired': 'Inserisci il numero civico.',
  'validation.postalCodeRequired': 'Inserisci il CAP.',
  'validation.cityRequired': 'Inserisci la città.',
  'validation.mobileInvalid':
    'Inserisci il tuo numero di cellulare in formato internazionale, ad es. +39 312 345 6789.',
  'validation.smsCodeFormat': 'Inserisci il codice di 6 cifre ricevuto via SMS.',
  'validation.authorizationRequired': "Autorizza l'addebito diretto per continuare.",
  'sms.directDebitCode':
    "{{site}}: il tuo codice di conferma per l'addebito diretto è {{code}}. È valido 10 minuti. Non condividerlo mai.",
  // likes: keys of modules/likes
  'validation.likesType': 'Scegli una delle schede: ricevuti, inviati o match.',
  'validation.swipeDecision': 'Scegli mi piace o salta.',
  'errors.swipeLimit':
    'Hai usato i tuoi {{limit}} mi piace di oggi. Potrai mettere di nuovo mi piace dopo mezzanotte (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Uno slug contiene lettere minuscole, cifre e trattini (al massimo 60).',
  'validation.landerHtml': 'Il testo è testo semplice: l’HTML non è consentito.',
  'validation.landerKey': 'Una chiave di variante contiene lettere minuscole, cifre e trattini (da 2 a 60).',
  'validation.landerFamily': 'Famiglia di landing sconosciuta.',
  'validation.landerWeight': 'Il peso è un numero intero da 0 a 1000.',
  'validation.landerImageMissing': 'Questa immagine non è stata caricata: caricala prima.',
  'validation.dateInvalid': 'Inserisci una data nel formato AAAA-MM-GG.',
  'validation.periodInvalid':
    'Scegli un periodo la cui fine non sia prima dell’inizio, di al massimo un anno.',
  'errors.landerPreviewUnknown':
    'Questo link di anteprima è sconosciuto o scaduto. Apri una nuova anteprima dalla console.',
  'errors.landersAdminToken': 'Il token di amministrazione manca o è errato.',
  // push: keys of modules/notifications
  'validation.pushSubscription': 'Questa iscrizione alle notifiche non è valida. Riattiva le notifiche.',
  'validation.pushEndpointNotAllowed':
    'Le notifiche non sono disponibili per il servizio push di questo browser.',
  'validation.timeZone': 'Scegli un fuso orario valido.',
  'validation.quietHoursEmpty': 'Le ore di silenzio devono iniziare e finire a orari diversi.',
  'errors.pushSubscriptionLimit':
    'Le notifiche sono già attive su {{limit}} dispositivi. Disattivale su un dispositivo che non usi più.',
  'push.messageTitle': 'Nuovo messaggio',
  'push.messageBody': 'Hai un nuovo messaggio.',
  'push.messageBodyNamed': '{{name}} ti ha inviato un messaggio.',
  'push.likeTitle': 'Nuovo like',
  'push.likeBody': 'Piaci a qualcuno.',
  'push.likeBodyNamed': 'Piaci a {{name}}.',
  'push.matchTitle': 'Nuovo match',
  'push.matchBody': 'Hai un nuovo match.',
  'push.matchBodyNamed': 'Tu e {{name}} vi piacete a vicenda.',
  'push.folded': 'Nuove notifiche: {{count}}',
  'errors.discountCodeReserved':
    'Questo codice sconto è già su un altro tuo pagamento ancora aperto. Completa o annulla prima quel pagamento.',
  'errors.photoBadShape':
    'Questa foto è troppo lunga o troppo stretta. Carica una foto di al massimo 12.000 pixel per lato, con il lato lungo al massimo 8 volte quello corto.',
  'errors.photoTooComplex':
    "L'elaborazione di questa foto ha richiesto troppo tempo. Carica una foto più piccola o più semplice.",
};

export default it;
