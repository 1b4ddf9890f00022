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
  'validation.genderRequired': 'Wybierz swoją płeć.',
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
  'validation.totpCodeInvalid': 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.',
  'validation.staffPasswordTooShort': 'Wybierz hasło o długości co najmniej 12 znaków.',
  'validation.staffRolesRequired': 'Wybierz co najmniej jedną rolę.',
  'validation.reasonTextRequired': 'Podaj powód.',
  'errors.staffAuthenticationRequired': 'Zaloguj się do konsoli personelu.',
  'errors.staffForbidden': 'Twoja rola na to nie pozwala.',
  'errors.staffLoginFailed': 'Adres e-mail, hasło lub kod są nieprawidłowe.',
  'errors.staffSetupInvalid': 'Ten link konfiguracyjny jest nieważny, został już użyty lub wygasł.',
  'errors.staffExists': 'Członek personelu z tym adresem e-mail już istnieje.',
  'errors.staffCannotDisableSelf': 'Nie możesz wyłączyć własnego konta.',
  // Reports, decisions and restrictions (modules/moderation).
  'validation.decisionReference': 'Wpisz numer referencyjny z naszego e-maila: D- i 8 znaków.',
  'validation.daysRequired': 'Wpisz liczbę dni (od 1 do 365).',
  'validation.photoRequired': 'Wybierz jedno ze zdjęć tego użytkownika.',
  'errors.reportSelf': 'Nie możesz zgłosić samego siebie.',
  'errors.reportConversation': 'To nie jest rozmowa między tobą a tym użytkownikiem.',
  'errors.accountSuspended': 'Twoje konto jest zawieszone do {{until}}.',
  'errors.accountBanned': 'Twoje konto zostało zamknięte, ponieważ naruszyło nasz regulamin.',
  'errors.emailBanned': 'Tego adresu e-mail nie można użyć do rejestracji.',
  'errors.caseDecided': 'W tej sprawie zapadła już decyzja.',
  'errors.decisionReferenceUnknown':
    'Nie znaleźliśmy decyzji dotyczącej twojego konta o tym numerze referencyjnym.',
  'errors.staffDisabled': 'To konto personelu jest wyłączone.',
  'errors.photoAlreadyDecided': 'Decyzja w sprawie tego zdjęcia została już podjęta.',
  'errors.complaintClosed': 'Ta reklamacja jest zamknięta.',
  'errors.exportInProgress':
    'Twój eksport danych jest już przygotowywany. Otrzymasz e-mail, gdy będzie gotowy.',
  'errors.exportNotReady': 'Twój eksport danych nie jest jeszcze gotowy.',
  'errors.exportExpired':
    'Ten link do pobrania wygasł: eksport można pobrać przez 7 dni. Zamów nowy eksport na stronie ustawień.',
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
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Osiągnięto ustawiony przez Ciebie dzienny limit {{cap}} kredytów. Dziś możesz wydać jeszcze {{left}}.',
  'errors.monthlyCapReached':
    'Osiągnięto ustawiony przez Ciebie miesięczny limit {{cap}} kredytów. W tym miesiącu możesz wydać jeszcze {{left}}.',
  'validation.capTooSmall': 'Limit musi wynosić co najmniej 1 kredyt.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Ta rozmowa jest niedostępna.',
  'errors.chatFreeLimit':
    'Darmowi członkowie mogą rozpocząć do {{limit}} rozmów. Kup kredyty, aby pisać do kolejnych osób.',
  'errors.cannotReceiveMessages':
    'Ta osoba nie może otrzymywać wiadomości, dopóki nie potwierdzi adresu e-mail.',
  'validation.messageTooLong': 'Twoja wiadomość jest za długa (maksymalnie {{max}} znaków).',
  'validation.chatTarget': 'Wybierz rozmowę lub osobę, do której chcesz napisać.',
  'errors.chatPhotoUnavailable':
    'Tego zdjęcia nie można wysłać (nie jest Twoje, zostało już wysłane lub wygasło). Wybierz je ponownie.',
  'gifts.rose': 'Róża',
  'gifts.coffee': 'Kawa',
  'gifts.chocolate': 'Czekolada',
  'gifts.teddy': 'Miś',
  'gifts.champagne': 'Szampan',
  'gifts.diamond': 'Diament',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Ten pakiet kredytów jest niedostępny. Wybierz inny.',
  'errors.methodUnavailable': 'Ta metoda płatności nie jest dostępna w tym kraju. Wybierz inną.',
  'errors.coolOffActive': 'Po dużym zakupie wybrałeś przerwę. Kredyty możesz znów kupić po {{until}} (UTC).',
  'errors.paymentProviderUnavailable':
    'Serwis płatności jest teraz niedostępny. Spróbuj ponownie za kilka minut.',
  'errors.discountCodeInvalid': 'Nieprawidłowy kod',
  'errors.discountCodeNotFound': 'Nie znaleziono kodu rabatowego',
  'errors.discountCodeUsed': 'Ten kod rabatowy został już przez Ciebie wykorzystany.',
  'errors.discountCodeExpired': 'Ten kod rabatowy wygasł.',
  'errors.discountCodeNewMembersOnly': 'Ten rabat jest tylko dla nowych członków w ich pierwszych godzinach.',
  'errors.discountCodeMinimumOrder': 'Ten kod rabatowy obowiązuje przy zamówieniach od {{amount}}.',
  'errors.discountCodeNotForMethod': 'Ten kod rabatowy nie obowiązuje dla tej metody płatności.',
  'errors.discountCodeNotForCurrency': 'Ten kod rabatowy obowiązuje tylko przy płatnościach w {{currency}}.',
  'errors.discountCodeNotForCountry': 'Ten kod rabatowy nie obowiązuje w tym kraju.',
  'sandbox.title': 'Płatność testowa',
  'sandbox.notice':
    'To jest kasa testowa: żadne pieniądze nie zostaną pobrane. Wybierz, jak ma się zakończyć płatność.',
  'sandbox.amount': 'Kwota',
  'sandbox.method': 'Metoda płatności',
  'sandbox.pay': 'Zapłać',
  'sandbox.fail': 'Odrzuć',
  'sandbox.cancel': 'Anuluj',
  'sandbox.closed': 'Ta płatność nie jest już otwarta.',
  'sandbox.back': 'Wróć do serwisu',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Najpierw skonfiguruj polecenie zapłaty: podaj swoje konto bankowe i potwierdź je kodem SMS.',
  'errors.directDebitBlocked': 'Twoje konto jest zablokowane dla płatności poleceniem zapłaty.',
  'errors.directDebitLimit': 'Osiągnięto limit płatności poleceniem zapłaty. Wybierz inną metodę płatności.',
  'errors.directDebitCurrency':
    'Polecenie zapłaty jest możliwe tylko dla płatności w euro. Wybierz inną metodę płatności.',
  'errors.smsCodeMissing': 'Najpierw poproś o kod SMS na ten numer telefonu komórkowego.',
  'errors.smsCodeInvalid': 'Kod SMS jest nieprawidłowy. Pozostałe próby: {{left}}.',
  'errors.smsCodeExpired': 'Kod SMS wygasł. Poproś o nowy kod.',
  'errors.smsCodeTries': 'Zbyt wiele błędnych kodów. Poproś o nowy kod SMS.',
  'errors.smsRateLimit': 'Poproszono o zbyt wiele kodów SMS. Spróbuj ponownie za {{minutes}} min.',
  'errors.smsSendFailed': 'Nie udało się wysłać SMS-a. Spróbuj ponownie za kilka minut.',
  'validation.accountHolderRequired': 'Wpisz imię i nazwisko właściciela konta.',
  'validation.ibanInvalid': 'Wpisz prawidłowy numer IBAN, np. PL61 1090 1014 0000 0712 1981 2874.',
  'validation.ibanChecksum':
    'Ten numer IBAN jest nieprawidłowy: cyfry kontrolne się nie zgadzają. Sprawdź, czy nie ma literówki.',
  'validation.ibanNotSepa': 'Polecenie zapłaty jest możliwe tylko z konta bankowego w obszarze SEPA.',
  'validation.streetRequired': 'Wpisz ulicę.',
  'validation.houseNumberRequired': 'Wpisz numer domu.',
  'validation.postalCodeRequired': 'Wpisz kod pocztowy.',
  'validation.cityRequired': 'Wpisz miejscowość.',
  'validation.mobileInvalid':
    'Wpisz numer telefonu komórkowego w formacie międzynarodowym, np. +48 512 345 678.',
  'validation.smsCodeFormat': 'Wpisz 6-cyfrowy kod z SMS-a.',
  'validation.authorizationRequired': 'Zatwierdź polecenie zapłaty, aby kontynuować.',
  'sms.directDebitCode':
    '{{site}}: Twój kod potwierdzający polecenie zapłaty to {{code}}. Jest ważny 10 minut. Nigdy go nikomu nie podawaj.',
  // likes: keys of modules/likes
  'validation.likesType': 'Wybierz jedną z kart: otrzymane, wysłane lub dopasowania.',
  'validation.swipeDecision': 'Wybierz polub lub pomiń.',
  'errors.swipeLimit':
    'Wykorzystano dzisiejsze polubienia ({{limit}}). Możesz znów polubić po północy (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Slug składa się z małych liter, cyfr i myślników (najwyżej 60).',
  'validation.landerHtml': 'Tekst to zwykły tekst: HTML jest niedozwolony.',
  'validation.landerKey': 'Klucz wariantu składa się z małych liter, cyfr i myślników (od 2 do 60).',
  'validation.landerFamily': 'Nieznana rodzina stron docelowych.',
  'validation.landerWeight': 'Waga to liczba całkowita od 0 do 1000.',
  'validation.landerImageMissing': 'Ten obraz nie został przesłany: najpierw go prześlij.',
  'errors.landersAdminToken': 'Brak tokenu administratora lub jest nieprawidłowy.',
  // push: keys of modules/notifications
  'validation.pushSubscription':
    'Ta subskrypcja powiadomień jest nieprawidłowa. Włącz powiadomienia ponownie.',
  'validation.pushEndpointNotAllowed': 'Powiadomienia nie są dostępne dla usługi push tej przeglądarki.',
  'validation.timeZone': 'Wybierz prawidłową strefę czasową.',
  'validation.quietHoursEmpty': 'Godziny ciszy muszą zaczynać się i kończyć o różnych porach.',
  'errors.pushSubscriptionLimit':
    'Powiadomienia są już włączone na tylu urządzeniach: {{limit}}. Wyłącz je na urządzeniu, którego już nie używasz.',
  'push.messageTitle': 'Nowa wiadomość',
  'push.messageBody': 'Masz nową wiadomość.',
  'push.messageBodyNamed': '{{name}} wysłał(a) Ci wiadomość.',
  'push.likeTitle': 'Nowe polubienie',
  'push.likeBody': 'Ktoś Cię polubił.',
  'push.likeBodyNamed': '{{name}} Cię lubi.',
  'push.matchTitle': 'Nowe dopasowanie',
  'push.matchBody': 'Masz nowe dopasowanie.',
  'push.matchBodyNamed': 'Ty i {{name}} lubicie się nawzajem.',
  'push.folded': 'Nowe powiadomienia: {{count}}',
  'errors.discountCodeReserved':
    'Ten kod rabatowy jest już użyty w innej Twojej płatności, która wciąż jest otwarta. Najpierw dokończ lub anuluj tamtą płatność.',
  'errors.photoBadShape':
    'To zdjęcie jest zbyt długie lub zbyt wąskie. Prześlij zdjęcie o boku najwyżej 12 000 pikseli, którego dłuższy bok jest najwyżej 8 razy dłuższy od krótszego.',
  'errors.photoTooComplex':
    'Przetwarzanie tego zdjęcia trwało zbyt długo. Prześlij mniejsze lub prostsze zdjęcie.',
};

export default pl;
