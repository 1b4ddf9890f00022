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
  'errors.loginFailed': 'Accesso non riuscito, riprova',
  'errors.loginBlocked': 'Troppi tentativi errati, account bloccato per {{minutes}} min.',
  'errors.generic': 'Si è verificato un errore, riprova più tardi.',
  'errors.errorOccurred': 'Si è verificato un errore.',
  'errors.authenticationRequired': 'Accedi per continuare.',
  'errors.badRequest': 'Impossibile leggere la richiesta.',
  'errors.invalidJson': 'Il contenuto della richiesta non è un JSON valido.',
  'errors.unsupportedMediaType': 'Questo tipo di contenuto non è accettato; invia JSON.',
  'errors.payloadTooLarge': 'La richiesta è troppo grande.',
  'errors.validationFailed': 'Controlla i campi evidenziati.',
  'errors.csrfHeaderMissing': 'Questa richiesta è stata rifiutata perché non proviene dal sito stesso.',
  'errors.notFound': 'Impossibile trovare questa pagina',
  'errors.network': 'Nessuna connessione al server. Controlla la connessione a internet e riprova.',
};

export default it;
