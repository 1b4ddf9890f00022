import type { MailCatalogue } from './en.js';

const pl: MailCatalogue = {
  'common.greeting': 'Cześć {{name}},',
  'common.signature': 'Serdecznie pozdrawiamy\nZespół {{site_name}}',
  'common.ignore': 'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość.',
  'common.linkFallback': 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  'common.footer': 'Otrzymujesz tę wiadomość, ponieważ masz konto w serwisie {{site_name}}.',
  'activation.subject': 'Potwierdź swój adres e-mail w serwisie {{site_name}}',
  'activation.intro':
    'Witamy w serwisie {{site_name}}! Potwierdź swój adres e-mail, aby inni użytkownicy mogli Ci odpowiadać i abyśmy mogli zadbać o bezpieczeństwo Twojego konta.',
  'activation.button': 'Potwierdź adres e-mail',
  'activation.expiry': 'Ten link jest jednorazowy i wygaśnie za {{hours}} godz.',
  'passwordReset.subject': 'Zresetuj hasło do serwisu {{site_name}}',
  'passwordReset.intro':
    'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w serwisie {{site_name}}.',
  'passwordReset.button': 'Ustaw nowe hasło',
  'passwordReset.expiry': 'Ten link jest jednorazowy i wygaśnie za {{minutes}} min.',
  'mailChangeConfirm.subject': 'Potwierdź nowy adres e-mail w serwisie {{site_name}}',
  'mailChangeConfirm.intro':
    'Otrzymaliśmy prośbę o używanie tego adresu dla Twojego konta w serwisie {{site_name}}. Potwierdź go, aby dokończyć zmianę.',
  'mailChangeConfirm.button': 'Potwierdź nowy adres',
  'mailChangeConfirm.expiry': 'Ten link jest jednorazowy i wygaśnie za {{hours}} godz.',
  'mailChangeNotice.subject': 'Adres e-mail Twojego konta w serwisie {{site_name}} zostanie zmieniony',
  'mailChangeNotice.intro':
    'Ktoś poprosił o zmianę adresu e-mail Twojego konta w serwisie {{site_name}} na {{new_email}}. Zmiana wejdzie w życie po potwierdzeniu nowego adresu.',
  'mailChangeNotice.warning':
    'Jeśli to nie Ty, natychmiast zmień hasło i skontaktuj się z naszym działem obsługi klienta pod adresem {{support_email}}.',
  'reactivation.subject': 'Twoje konto w serwisie {{site_name}} zostanie usunięte',
  'reactivation.intro':
    'Twoje konto zostało zaplanowane do usunięcia. Do {{date}} możesz jeszcze zmienić zdanie: jednym kliknięciem przywrócisz swój profil, zdjęcia i rozmowy.',
  'reactivation.button': 'Reaktywuj moje konto',
  'reactivation.after': 'Po tym terminie Twoje dane zostaną trwale usunięte.',
  'complaint.subject': 'Otrzymaliśmy Twoją reklamację ({{reference}})',
  'complaint.intro':
    'Dziękujemy za kontakt z serwisem {{site_name}}. Otrzymaliśmy Twoją reklamację o numerze {{reference}} i odpowiemy na nią w ciągu 5 dni roboczych.',
  'complaint.copy': 'Twoja wiadomość:',

  'photoRejected.subject': 'Jedno z Twoich zdjęć w serwisie {{site_name}} zostało usunięte',
  'photoRejected.intro':
    'Dnia {{date}} moderator sprawdził jedno z Twoich zdjęć i usunął je z Twojego profilu. Nie jest już nikomu pokazywane, a tego samego zdjęcia nie można przesłać ponownie.',
  'photoRejected.reasonLabel': 'Powód podany przez moderatora:',
  'photoRejected.button': 'Otwórz stronę reklamacji',
  'photoRejected.ground': 'Ta decyzja opiera się na naszym regulaminie: {{ground}}.',
  'photoRejected.automation':
    'Każde nowe zdjęcie jest najpierw automatycznie sprawdzane pod kątem kopii usuniętych zdjęć; tę decyzję podjął człowiek, a nie system automatyczny.',
  'photoRejected.appeal':
    'Jeśli się nie zgadzasz, możesz się odwołać w ciągu 6 miesięcy: odpowiedz na tę wiadomość lub napisz do nas przez stronę reklamacji.',
  'ground.terms_fake_profile': 'zakaz fałszywych profili i podszywania się pod innych',
  'ground.terms_scam': 'zakaz oszustw i próśb o pieniądze',
  'ground.terms_harassment': 'zakaz nękania',
  'ground.terms_minimum_age': 'minimalny wiek',
  'ground.terms_photos': 'zasady dotyczące zdjęć profilowych',
  'ground.terms_spam': 'zakaz spamu i reklam',
  'ground.terms_other': 'zasady zachowania',
  'complaintAnswer.subject': 'Odpowiedź na Twoją reklamację ({{reference}})',
  'complaintAnswer.intro':
    'Nasze biuro obsługi klienta odpowiedziało na Twoją reklamację o numerze {{reference}}:',
  'complaintAnswer.after': 'Jeśli masz dodatkowe pytania, po prostu odpowiedz na tę wiadomość.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Otrzymaliśmy twoje zgłoszenie ({{reference}})',
  'reportReceived.intro':
    'Dziękujemy za informację. Otrzymaliśmy twoje zgłoszenie o numerze {{reference}}; moderator je sprawdzi. Zgłoszony użytkownik nigdy nie dowie się, kto go zgłosił.',
  'decision.subject': 'Nasza decyzja w sprawie twojego konta {{site_name}} ({{reference}})',
  'decision.intro':
    'To jest nasze uzasadnienie decyzji {{reference}} w sprawie twojego konta w {{site_name}}.',
  'decision.what': 'Co postanowiliśmy: {{what}}',
  'decision.what.warn':
    'ostrzeżenie. Tym razem nic nie jest ograniczone, ale kolejne naruszenie może skończyć się zawieszeniem lub blokadą konta.',
  'decision.what.remove_photo': 'jedno z twoich zdjęć zostało usunięte i nie można go ponownie przesłać.',
  'decision.what.hide_profile':
    'twój profil jest ukryty w wyszukiwarce, w match finderze i w grze swipe. Nadal możesz się logować.',
  'decision.what.suspend':
    'twoje konto jest zawieszone do {{until}}. Do tego czasu nie możesz się zalogować, a inni użytkownicy nie widzą twojego profilu.',
  'decision.what.ban':
    'twoje konto zostało zamknięte na stałe, a tego adresu e-mail nie można ponownie użyć do rejestracji.',
  'decision.ground': 'Podstawa: Regulamin, punkt {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'fałszywe profile',
  'decision.clause.terms_scam': 'oszustwa i wyłudzenia',
  'decision.clause.terms_harassment': 'nękanie',
  'decision.clause.terms_minimum_age': 'minimalny wiek',
  'decision.clause.terms_photos': 'zdjęcia',
  'decision.clause.terms_spam': 'spam i reklama',
  'decision.clause.terms_other': 'inne naruszenia regulaminu',
  'decision.how': 'Jak do tego doszło: {{origin}} {{means}}',
  'decision.origin.report': 'Działaliśmy po zgłoszeniu innego użytkownika.',
  'decision.origin.own': 'Działaliśmy na podstawie własnej kontroli, a nie zgłoszenia.',
  'decision.means.manual':
    'Tę decyzję podjął człowiek z naszego zespołu; nie użyto środków zautomatyzowanych.',
  'decision.means.automated': 'Środki zautomatyzowane wykryły to lub o tym zdecydowały.',
  'decision.facts': 'Fakty, na których się opieramy:',
  'decision.button': 'Odwołaj się od tej decyzji',
  'decision.redress':
    'Jak się odwołać: odpowiedz na tego e-maila lub skorzystaj z naszej strony reklamacji, podając numer {{reference}}, w ciągu 6 miesięcy; człowiek ponownie rozpatrzy sprawę, bezpłatnie. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
  'monthlyStatement.subject': 'Twoje zestawienie kredytów {{site_name}} za {{month}}',
  'monthlyStatement.intro': 'Oto co działo się z Twoimi kredytami w okresie {{month}}.',
  'monthlyStatement.summary':
    'Kupione kredyty: {{bought}}\nWydane kredyty: {{spent}} (wiadomości {{messages}}, zdjęcia {{photos}}, prezenty {{gifts}})\nZwrócone kredyty: {{refunded}}\nTwoje saldo teraz: {{balance}}',
  'monthlyStatement.button': 'Zobacz wszystkie transakcje',
  'monthlyStatement.after':
    'Otrzymujesz to zestawienie, ponieważ o nie poprosiłeś. Na stronie transakcji możesz je wyłączyć lub ustawić limity wydatków.',
  'exportReady.subject': 'Twoje dane z {{site_name}} są gotowe do pobrania',
  'exportReady.intro':
    'Kopia Twoich danych, o którą prosiłeś, jest gotowa: profil, zdjęcia, polubienia, dopasowania, rozmowy, urządzenia oraz wszystkie kredyty i płatności w jednym pliku ZIP.',
  'exportReady.button': 'Pobierz moje dane',
  'exportReady.after':
    'Możesz ją pobrać na stronie ustawień do {{date}}; potem zostanie usunięta i możesz zamówić nową. Tylko Ty możesz ją pobrać, po zalogowaniu.',
};

export default pl;
