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
  'photoRejected.ground':
    'Podstawa tej decyzji: {{terms}}, sekcja „{{heading}}”: {{ground}} ({{terms_link}}).',
  'photoRejected.automation':
    'Każde nowe zdjęcie jest najpierw automatycznie sprawdzane pod kątem kopii usuniętych zdjęć; tę decyzję podjął człowiek, a nie system automatyczny.',
  'photoRejected.appeal':
    'Jeśli się nie zgadzasz, możesz się odwołać w ciągu 6 miesięcy: odpowiedz na tę wiadomość lub napisz do nas przez stronę reklamacji.',
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
  'decision.ground': 'Podstawa: {{terms}}, sekcja „{{heading}}”: {{ground}} ({{terms_link}}).',
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
  'restrictionLifted.subject': 'Ograniczenie Twojego konta w {{site_name}} zostało zniesione ({{reference}})',
  'restrictionLifted.intro':
    'Znieśliśmy ograniczenie Twojego konta przed jego końcem: {{what}} Uzasadnienie:',
  'restrictionLifted.what.hide_profile': 'Twój profil jest znowu widoczny dla innych członków.',
  'restrictionLifted.what.suspend':
    'Twoje zawieszenie skończyło się wcześniej: możesz znowu się zalogować, a inni członkowie znowu widzą Twój profil.',
  'restrictionLifted.what.ban':
    'Twoja blokada została zniesiona: możesz znowu się zalogować, a Twojego adresu e-mail można użyć do rejestracji.',
  'restrictionLifted.after': 'Masz pytania? Po prostu odpowiedz na tę wiadomość.',
  'appealDecisionStands.subject': 'Twoje odwołanie: nasza decyzja {{reference}} zostaje utrzymana',
  'appealDecisionStands.intro':
    'Ponownie rozpatrzyliśmy naszą decyzję {{reference}}, o co prosiło Twoje odwołanie ({{complaint}}), i ją utrzymujemy. Uzasadnienie:',
  'appealDecisionStands.redress':
    'Jeśli się nie zgadzasz, możesz zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
  'appealDecisionReversed.subject': 'Twoje odwołanie: uchyliliśmy naszą decyzję {{reference}}',
  'appealDecisionReversed.intro':
    'Ponownie rozpatrzyliśmy naszą decyzję {{reference}}, o co prosiło Twoje odwołanie ({{complaint}}), i ją uchylamy: to, co ograniczała, zostało cofnięte. Uzasadnienie:',
  'appealDecisionReversed.after':
    'Dziękujemy za zgłoszenie. Jeśli coś na Twoim koncie nadal wygląda źle, po prostu odpowiedz na tę wiadomość.',
  'monthlyStatement.subject': 'Twoje zestawienie kredytów {{site_name}} za {{month}}',
  'monthlyStatement.intro': 'Oto co działo się z Twoimi kredytami w okresie {{month}}.',
  'monthlyStatement.summary':
    'Kupione kredyty: {{bought}}\nWydane kredyty: {{spent}} (wiadomości {{messages}}, zdjęcia {{photos}}, prezenty {{gifts}})\nZwrócone kredyty: {{refunded}}\nTwoje saldo teraz: {{balance}}',
  'monthlyStatement.button': 'Zobacz wszystkie transakcje',
  'monthlyStatement.after':
    'Otrzymujesz to zestawienie, ponieważ o nie poprosiłeś. Na stronie transakcji możesz je wyłączyć lub ustawić limity wydatków.',
};

export default pl;
