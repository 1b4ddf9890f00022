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
  'monthlyStatement.subject': 'Twoje zestawienie kredytów {{site_name}} za {{month}}',
  'monthlyStatement.intro': 'Oto co działo się z Twoimi kredytami w okresie {{month}}.',
  'monthlyStatement.summary':
    'Kupione kredyty: {{bought}}\nWydane kredyty: {{spent}} (wiadomości {{messages}}, zdjęcia {{photos}}, prezenty {{gifts}})\nZwrócone kredyty: {{refunded}}\nTwoje saldo teraz: {{balance}}',
  'monthlyStatement.button': 'Zobacz wszystkie transakcje',
  'monthlyStatement.after':
    'Otrzymujesz to zestawienie, ponieważ o nie poprosiłeś. Na stronie transakcji możesz je wyłączyć lub ustawić limity wydatków.',
};

export default pl;
