import type { Messages } from './en.js';

const pl: Messages = {
  'validation.emailRequired': 'Wpisz swój adres e-mail.',
  'validation.emailInvalid': 'Nieprawidłowy adres e-mail',
  'validation.emailTooLong': 'Ten adres e-mail jest za długi.',
  'validation.passwordRequired': 'Wpisz swoje hasło.',
  'validation.passwordTooLong': 'To hasło jest za długie.',
  'validation.languageUnknown': 'Ten język nie jest dostępny.',
  'validation.unknownFields': 'Nieznane pole: {{fields}}',
  'validation.invalidValue': 'Ta wartość jest nieprawidłowa.',
  'errors.loginFailed': 'Logowanie nie powiodło się, spróbuj ponownie',
  'errors.loginBlocked': 'Zbyt wiele nieudanych prób, konto zablokowane na {{minutes}} min.',
  'errors.generic': 'Wystąpił błąd, spróbuj ponownie później.',
  'errors.errorOccurred': 'Wystąpił błąd.',
  'errors.authenticationRequired': 'Zaloguj się, aby kontynuować.',
  'errors.badRequest': 'Nie udało się odczytać żądania.',
  'errors.invalidJson': 'Treść żądania nie jest prawidłowym JSON-em.',
  'errors.unsupportedMediaType': 'Ten rodzaj treści nie jest akceptowany; wyślij JSON.',
  'errors.payloadTooLarge': 'Żądanie jest zbyt duże.',
  'errors.validationFailed': 'Sprawdź zaznaczone pola.',
  'errors.csrfHeaderMissing': 'To żądanie zostało odrzucone, ponieważ nie pochodziło z samej strony.',
  'errors.notFound': 'Nie można znaleźć tej strony',
  'errors.network': 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
};

export default pl;
