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
  'validation.invalidCharacters': 'Ten tekst zawiera niedozwolone znaki.',
  'validation.passwordTooShort': 'Wybierz hasło składające się z co najmniej 6 znaków.',
  'validation.passwordsDiffer': 'Wpisane hasła nie są takie same.',
  'validation.oldPasswordWrong': 'Sprawdź swoje stare hasło.',
  'validation.nameRequired': 'Wpisz nazwę.',
  'validation.nameTooLong': 'Ta nazwa jest za długa (maksymalnie 40 znaków).',
  'validation.nameIsEmail': 'Nazwa nie może być Twoim adresem e-mail.',
  'validation.nameStartsWithAt': 'Nazwa nie może zaczynać się od @.',
  'validation.dateOfBirthMinAge':
    'Wpisz swoją datę urodzenia: aby dołączyć, musisz mieć ukończone {{min_age}} lat.',
  'validation.dateOfBirthInvalid': 'Nieprawidłowa data urodzenia.',
  'validation.textTooLong': 'Ten tekst jest za długi.',
  'validation.messageRequired': 'Napisz wiadomość.',
  'validation.messageTooShort': 'Opisz to nieco dokładniej (co najmniej 10 znaków).',
  'validation.reasonRequired': 'Wybierz powód.',
  'validation.categoryRequired': 'Wybierz, czego dotyczy Twoja reklamacja.',
  'validation.countryInvalid': 'Wybierz kraj z listy.',
  'validation.tooManyInterests': 'Wybierz maksymalnie 20 zainteresowań.',
  'validation.emailSameAsCurrent': 'To jest już Twój adres e-mail.',
  'validation.ageRange': 'Wybierz wiek od 18 do 99 lat.',
  'validation.ageOrder': 'Minimalny wiek nie może być wyższy niż maksymalny.',
  'errors.photoLimit':
    'Masz już maksymalną liczbę zdjęć ({{limit}}). Najpierw usuń jedno ze zdjęć lub przejdź na premium, aby mieć ich nawet 25.',
  'errors.photoNotImage':
    'Ten plik nie jest zdjęciem, którego możemy użyć. Prześlij obraz w formacie JPEG, PNG lub WebP.',
  'errors.photoTooLarge': 'To zdjęcie jest za duże. Prześlij zdjęcie o rozmiarze maksymalnie 15 MB.',
  'errors.photoTooSmall':
    'To zdjęcie jest za małe. Prześlij zdjęcie o wymiarach co najmniej 200 × 200 pikseli.',
  'errors.photoTooManyPixels':
    'To zdjęcie ma za dużo pikseli. Prześlij zdjęcie o rozdzielczości najwyżej 40 megapikseli.',
  'errors.photoDuplicate': 'To zdjęcie zostało już wcześniej usunięte i nie można go przesłać ponownie.',
  'errors.blocked': 'Nie masz dostępu do tego profilu.',
  'errors.notContactable': 'Z tym członkiem serwisu nie można się teraz skontaktować.',
  'errors.invisibleCannotLike':
    'Jesteś niewidoczny. Wyłącz tryb niewidoczny w ustawieniach, aby polubić innych członków.',
  'errors.searchLoginRequired': 'Zarejestruj się za darmo, aby przeszukiwać profile naszych członków.',
  'errors.emailTaken': 'Konto z tym adresem e-mail już istnieje',
  'errors.accountPendingDeletion': 'Twoje konto wciąż oczekuje na usunięcie',
  'errors.signupClosed':
    'Rejestracja w tym serwisie jest możliwa tylko na zaproszenie. Poproś jednego z członków o zaproszenie.',
  'errors.tokenInvalid': 'Link wygasł lub jest nieprawidłowy, poproś o nowy e-mail',
  'errors.activationFailed': 'Aktywacja nie powiodła się',
  'errors.alreadyConfirmed': 'Twój adres e-mail jest już potwierdzony.',
  'errors.tooManyRequests': 'Zbyt wiele prób. Poczekaj chwilę i spróbuj ponownie.',
  'errors.resetLimit': 'Wysłano zbyt wiele e-maili do resetowania hasła, spróbuj ponownie jutro.',
  'errors.loginFailed': 'Logowanie nie powiodło się, spróbuj ponownie',
  'errors.loginBlocked': 'Zbyt wiele nieudanych prób, konto zablokowane na {{minutes}} min.',
  'errors.generic': 'Wystąpił błąd, spróbuj ponownie później.',
  'errors.notEnoughCredits': 'Nie masz wystarczającej liczby kredytów. Kup kredyty, aby kontynuować.',
  'errors.errorOccurred': 'Wystąpił błąd.',
  'errors.authenticationRequired': 'Zaloguj się, aby kontynuować.',
  'errors.badRequest': 'Nie udało się odczytać żądania.',
  'errors.invalidJson': 'Treść żądania nie jest prawidłowym JSON-em.',
  'errors.unsupportedMediaType': 'Ten rodzaj treści nie jest akceptowany; wyślij JSON.',
  'errors.uploadNotMultipart': 'Prześlij zdjęcie jako plik.',
  'errors.payloadTooLarge': 'Żądanie jest zbyt duże.',
  'errors.validationFailed': 'Sprawdź zaznaczone pola.',
  'errors.csrfHeaderMissing': 'To żądanie zostało odrzucone, ponieważ nie pochodziło z samej strony.',
  'errors.notFound': 'Nie można znaleźć tej strony',
  'errors.geocodeNoPlace':
    'Nie udało się znaleźć żadnej miejscowości w pobliżu twojej lokalizacji. Wybierz samodzielnie kraj i region.',
  'errors.network': 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default pl;
