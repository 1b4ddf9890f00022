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
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default it;
