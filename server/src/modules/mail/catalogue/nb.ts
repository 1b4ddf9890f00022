import type { MailCatalogue } from './en.js';

const nb: MailCatalogue = {
  'common.greeting': 'Hei {{name}},',
  'common.signature': 'Vennlig hilsen\n{{site_name}}-teamet',
  'common.ignore': 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
  'common.linkFallback': 'Hvis knappen ikke fungerer, kan du kopiere denne lenken inn i nettleseren din:',
  'common.footer': 'Du mottar denne e-posten fordi du har en konto på {{site_name}}.',
  'activation.subject': 'Bekreft e-postadressen din for {{site_name}}',
  'activation.intro':
    'Velkommen til {{site_name}}! Bekreft e-postadressen din, slik at andre medlemmer kan svare deg og vi kan holde kontoen din trygg.',
  'activation.button': 'Bekreft e-postadressen min',
  'activation.expiry': 'Lenken kan bare brukes én gang og utløper om {{hours}} timer.',
  'passwordReset.subject': 'Tilbakestill passordet ditt for {{site_name}}',
  'passwordReset.intro':
    'Vi har mottatt en forespørsel om å tilbakestille passordet til {{site_name}}-kontoen din.',
  'passwordReset.button': 'Velg et nytt passord',
  'passwordReset.expiry': 'Lenken kan bare brukes én gang og utløper om {{minutes}} minutter.',
  'mailChangeConfirm.subject': 'Bekreft den nye e-postadressen din for {{site_name}}',
  'mailChangeConfirm.intro':
    'Du har bedt om å bruke denne adressen for {{site_name}}-kontoen din. Bekreft den for å fullføre endringen.',
  'mailChangeConfirm.button': 'Bekreft den nye adressen min',
  'mailChangeConfirm.expiry': 'Lenken kan bare brukes én gang og utløper om {{hours}} timer.',
  'mailChangeNotice.subject': 'E-postadressen din hos {{site_name}} blir endret',
  'mailChangeNotice.intro':
    'Noen har bedt om å endre e-postadressen for {{site_name}}-kontoen din til {{new_email}}. Endringen trer i kraft når den nye adressen er bekreftet.',
  'mailChangeNotice.warning':
    'Hvis dette ikke var deg, bør du endre passordet ditt med en gang og kontakte kundeservice på {{support_email}}.',
  'reactivation.subject': '{{site_name}}-kontoen din blir slettet',
  'reactivation.intro':
    'Kontoen din er satt opp for sletting. Frem til {{date}} kan du ombestemme deg: Med ett klikk gjenoppretter du profilen, bildene og samtalene dine.',
  'reactivation.button': 'Reaktiver kontoen min',
  'reactivation.after': 'Etter denne datoen blir dataene dine slettet for godt.',
  'complaint.subject': 'Vi har mottatt klagen din ({{reference}})',
  'complaint.intro':
    'Takk for at du kontaktet {{site_name}}. Vi har mottatt klagen din med referansenummer {{reference}} og svarer innen 5 virkedager.',
  'complaint.copy': 'Meldingen din:',

  'photoRejected.subject': 'Et av bildene dine på {{site_name}} er fjernet',
  'photoRejected.intro':
    'En moderator gikk den {{date}} gjennom et av bildene dine og fjernet det fra profilen din. Det vises ikke lenger for noen, og det samme bildet kan ikke lastes opp igjen.',
  'photoRejected.reasonLabel': 'Begrunnelsen moderatoren ga:',
  'photoRejected.button': 'Åpne klagesiden',
  'photoRejected.ground': 'Denne avgjørelsen bygger på brukervilkårene våre: {{ground}}.',
  'photoRejected.automation':
    'Hvert nytt bilde kontrolleres først automatisk for kopier av fjernede bilder; denne avgjørelsen ble tatt av et menneske, ikke automatisk.',
  'photoRejected.appeal':
    'Hvis du er uenig, kan du klage innen 6 måneder: svar på denne e-posten, eller skriv til oss via klagesiden.',
  'ground.terms_fake_profile': 'ingen falske profiler eller å utgi seg for å være en annen',
  'ground.terms_scam': 'ingen svindel eller forespørsler om penger',
  'ground.terms_harassment': 'ingen trakassering',
  'ground.terms_minimum_age': 'minstealderen',
  'ground.terms_photos': 'reglene for profilbilder',
  'ground.terms_spam': 'ingen spam eller reklame',
  'ground.terms_other': 'reglene for god oppførsel',
  'complaintAnswer.subject': 'Svar på klagen din ({{reference}})',
  'complaintAnswer.intro': 'Kundeservice har besvart klagen din med referanse {{reference}}:',
  'complaintAnswer.after': 'Har du flere spørsmål, kan du bare svare på denne e-posten.',

  'monthlyStatement.subject': 'Din {{site_name}}-kredittoversikt for {{month}}',
  'monthlyStatement.intro': 'Her er hva som skjedde med kredittene dine i {{month}}.',
  'monthlyStatement.summary':
    'Kjøpte kreditter: {{bought}}\nBrukte kreditter: {{spent}} (meldinger {{messages}}, bilder {{photos}}, gaver {{gifts}})\nRefunderte kreditter: {{refunded}}\nSaldoen din nå: {{balance}}',
  'monthlyStatement.button': 'Se alle transaksjoner',
  'monthlyStatement.after':
    'Du får denne oversikten fordi du har bedt om den. På transaksjonssiden kan du slå den av eller sette forbruksgrenser.',
};

export default nb;
