import type { MailCatalogue } from './en.js';

const sv: MailCatalogue = {
  'common.greeting': 'Hej {{name}},',
  'common.signature': 'Vänliga hälsningar\n{{site_name}}-teamet',
  'common.ignore': 'Om du inte har bett om detta kan du bortse från det här mejlet.',
  'common.linkFallback': 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
  'common.footer': 'Du får det här mejlet eftersom du har ett konto på {{site_name}}.',
  'activation.subject': 'Bekräfta din e-postadress för {{site_name}}',
  'activation.intro':
    'Välkommen till {{site_name}}! Bekräfta din e-postadress så att andra medlemmar kan svara dig och vi kan hålla ditt konto säkert.',
  'activation.button': 'Bekräfta min e-postadress',
  'activation.expiry': 'Länken kan bara användas en gång och slutar gälla om {{hours}} timmar.',
  'passwordReset.subject': 'Återställ ditt lösenord för {{site_name}}',
  'passwordReset.intro': 'Vi har fått en begäran om att återställa lösenordet för ditt {{site_name}}-konto.',
  'passwordReset.button': 'Välj ett nytt lösenord',
  'passwordReset.expiry': 'Länken kan bara användas en gång och slutar gälla om {{minutes}} minuter.',
  'mailChangeConfirm.subject': 'Bekräfta din nya e-postadress för {{site_name}}',
  'mailChangeConfirm.intro':
    'Du har bett om att använda den här adressen för ditt {{site_name}}-konto. Bekräfta den för att slutföra ändringen.',
  'mailChangeConfirm.button': 'Bekräfta min nya adress',
  'mailChangeConfirm.expiry': 'Länken kan bara användas en gång och slutar gälla om {{hours}} timmar.',
  'mailChangeNotice.subject': 'Din e-postadress hos {{site_name}} håller på att ändras',
  'mailChangeNotice.intro':
    'Någon har begärt att e-postadressen för ditt {{site_name}}-konto ska ändras till {{new_email}}. Ändringen träder i kraft när den nya adressen har bekräftats.',
  'mailChangeNotice.warning':
    'Om det inte var du, byt lösenord direkt och kontakta vår kundtjänst på {{support_email}}.',
  'reactivation.subject': 'Ditt {{site_name}}-konto kommer att raderas',
  'reactivation.intro':
    'Ditt konto är schemalagt för radering. Fram till {{date}} kan du ångra dig: med ett klick återställer du din profil, dina foton och dina konversationer.',
  'reactivation.button': 'Återaktivera mitt konto',
  'reactivation.after': 'Efter det datumet raderas dina uppgifter permanent.',
  'complaint.subject': 'Vi har tagit emot ditt klagomål ({{reference}})',
  'complaint.intro':
    'Tack för att du kontaktade {{site_name}}. Vi har tagit emot ditt klagomål med referensnummer {{reference}} och svarar inom 5 arbetsdagar.',
  'complaint.copy': 'Ditt meddelande:',

  'photoRejected.subject': 'En av dina bilder på {{site_name}} har tagits bort',
  'photoRejected.intro':
    'En moderator granskade den {{date}} en av dina bilder och tog bort den från din profil. Den visas inte längre för någon, och samma bild kan inte laddas upp igen.',
  'photoRejected.reasonLabel': 'Skälet som moderatorn angav:',
  'photoRejected.button': 'Öppna klagomålssidan',
  'photoRejected.ground': 'Beslutet grundar sig på våra användarvillkor: {{ground}}.',
  'photoRejected.automation':
    'Varje ny bild kontrolleras först automatiskt mot kopior av borttagna bilder; det här beslutet fattades av en människa, inte automatiskt.',
  'photoRejected.appeal':
    'Om du inte håller med kan du överklaga inom 6 månader: svara på det här e-postmeddelandet eller skriv till oss via klagomålssidan.',
  'ground.terms_fake_profile': 'inga falska profiler eller att utge sig för att vara någon annan',
  'ground.terms_scam': 'inga bedrägerier eller förfrågningar om pengar',
  'ground.terms_harassment': 'inga trakasserier',
  'ground.terms_minimum_age': 'minimiåldern',
  'ground.terms_photos': 'reglerna för profilbilder',
  'ground.terms_spam': 'ingen spam eller reklam',
  'ground.terms_other': 'uppförandereglerna',
  'complaintAnswer.subject': 'Svar på ditt klagomål ({{reference}})',
  'complaintAnswer.intro': 'Vår kundtjänst har besvarat ditt klagomål med referens {{reference}}:',
  'complaintAnswer.after': 'Om du har fler frågor kan du helt enkelt svara på det här e-postmeddelandet.',

  'monthlyStatement.subject': 'Din {{site_name}}-kreditöversikt för {{month}}',
  'monthlyStatement.intro': 'Så här gick det med dina krediter i {{month}}.',
  'monthlyStatement.summary':
    'Köpta krediter: {{bought}}\nSpenderade krediter: {{spent}} (meddelanden {{messages}}, foton {{photos}}, gåvor {{gifts}})\nÅterbetalda krediter: {{refunded}}\nDitt saldo nu: {{balance}}',
  'monthlyStatement.button': 'Se alla transaktioner',
  'monthlyStatement.after':
    'Du får den här översikten eftersom du bad om den. På din transaktionssida kan du stänga av den eller sätta utgiftsgränser.',
};

export default sv;
