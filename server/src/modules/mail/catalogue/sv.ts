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

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Vi har tagit emot din anmälan ({{reference}})',
  'reportReceived.intro':
    'Tack för att du hörde av dig. Vi har tagit emot din anmälan med referensen {{reference}}; en moderator tittar på den. Medlemmen du anmälde får aldrig veta vem som anmälde dem.',
  'decision.subject': 'Vårt beslut om ditt {{site_name}}-konto ({{reference}})',
  'decision.intro': 'Det här är vår motivering till beslut {{reference}} om ditt konto på {{site_name}}.',
  'decision.what': 'Det här har vi beslutat: {{what}}',
  'decision.what.warn':
    'en varning. Inget begränsas den här gången, men en ny överträdelse kan leda till avstängning eller uteslutning.',
  'decision.what.remove_photo': 'en av dina bilder har tagits bort och kan inte laddas upp igen.',
  'decision.what.hide_profile':
    'din profil är dold i sökningen, match-findern och swipespelet. Du kan fortfarande logga in.',
  'decision.what.suspend':
    'ditt konto är avstängt till {{until}}. Fram till dess kan du inte logga in och andra medlemmar ser inte din profil.',
  'decision.what.ban':
    'ditt konto är stängt för gott och den här e-postadressen kan inte användas för att registrera sig igen.',
  'decision.ground': 'Grunden: Användarvillkor, avsnitt {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'falska profiler',
  'decision.clause.terms_scam': 'bedrägerier och svindel',
  'decision.clause.terms_harassment': 'trakasserier',
  'decision.clause.terms_minimum_age': 'lägsta ålder',
  'decision.clause.terms_photos': 'bilder',
  'decision.clause.terms_spam': 'spam och reklam',
  'decision.clause.terms_other': 'andra brott mot villkoren',
  'decision.how': 'Så kom vi fram till det: {{origin}} {{means}}',
  'decision.origin.report': 'Vi agerade efter en anmälan från en annan medlem.',
  'decision.origin.own': 'Vi agerade efter vår egen granskning, inte efter en anmälan.',
  'decision.means.manual': 'En person i vårt team fattade beslutet; inga automatiserade medel användes.',
  'decision.means.automated': 'Automatiserade medel upptäckte eller avgjorde detta.',
  'decision.facts': 'Fakta vi byggde på:',
  'decision.button': 'Överklaga beslutet',
  'decision.redress':
    'Så överklagar du: svara på det här mejlet eller använd vår klagomålssida med referensen {{reference}} inom 6 månader; en person tittar på ärendet igen, kostnadsfritt. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller gå till domstol.',
  'monthlyStatement.subject': 'Din {{site_name}}-kreditöversikt för {{month}}',
  'monthlyStatement.intro': 'Så här gick det med dina krediter i {{month}}.',
  'monthlyStatement.summary':
    'Köpta krediter: {{bought}}\nSpenderade krediter: {{spent}} (meddelanden {{messages}}, foton {{photos}}, gåvor {{gifts}})\nÅterbetalda krediter: {{refunded}}\nDitt saldo nu: {{balance}}',
  'monthlyStatement.button': 'Se alla transaktioner',
  'monthlyStatement.after':
    'Du får den här översikten eftersom du bad om den. På din transaktionssida kan du stänga av den eller sätta utgiftsgränser.',
  'exportReady.subject': 'Dina data från {{site_name}} är klara att laddas ned',
  'exportReady.intro':
    'Kopian av dina data som du begärde är klar: din profil, dina foton, likes, matchningar, konversationer, enheter och alla krediter och betalningar i en ZIP-fil.',
  'exportReady.button': 'Ladda ned mina data',
  'exportReady.after':
    'Du kan ladda ned den från din inställningssida till och med {{date}}; därefter raderas den och du kan begära en ny. Bara du kan ladda ned den, när du är inloggad.',
};

export default sv;
