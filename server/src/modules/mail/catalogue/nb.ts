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

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Vi har mottatt rapporten din ({{reference}})',
  'reportReceived.intro':
    'Takk for at du sa fra. Vi har mottatt rapporten din med referansen {{reference}}; en moderator ser på den. Medlemmet du rapporterte, får aldri vite hvem som rapporterte dem.',
  'decision.subject': 'Vår avgjørelse om {{site_name}}-kontoen din ({{reference}})',
  'decision.intro': 'Dette er vår begrunnelse for avgjørelse {{reference}} om kontoen din på {{site_name}}.',
  'decision.what': 'Dette har vi bestemt: {{what}}',
  'decision.what.warn':
    'en advarsel. Ingenting begrenses denne gangen, men et nytt brudd kan føre til utestengelse for en periode eller for godt.',
  'decision.what.remove_photo': 'ett av bildene dine er fjernet og kan ikke lastes opp igjen.',
  'decision.what.hide_profile':
    'profilen din er skjult i søk, match-finderen og sveipespillet. Du kan fortsatt logge inn.',
  'decision.what.suspend':
    'kontoen din er utestengt til {{until}}. Inntil da kan du ikke logge inn, og andre medlemmer ser ikke profilen din.',
  'decision.what.ban':
    'kontoen din er stengt for godt, og denne e-postadressen kan ikke brukes til å registrere seg igjen.',
  'decision.ground': 'Grunnlaget: Bruksvilkår, punkt {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'falske profiler',
  'decision.clause.terms_scam': 'svindel og bedrageri',
  'decision.clause.terms_harassment': 'trakassering',
  'decision.clause.terms_minimum_age': 'minstealder',
  'decision.clause.terms_photos': 'bilder',
  'decision.clause.terms_spam': 'spam og reklame',
  'decision.clause.terms_other': 'andre brudd på vilkårene',
  'decision.how': 'Slik kom vi fram til det: {{origin}} {{means}}',
  'decision.origin.report': 'Vi handlet etter en rapport fra et annet medlem.',
  'decision.origin.own': 'Vi handlet etter vår egen gjennomgang, ikke etter en rapport.',
  'decision.means.manual':
    'En person i teamet vårt tok denne avgjørelsen; ingen automatiserte midler ble brukt.',
  'decision.means.automated': 'Automatiserte midler oppdaget eller avgjorde dette.',
  'decision.facts': 'Fakta vi bygget på:',
  'decision.button': 'Klag på denne avgjørelsen',
  'decision.redress':
    'Slik klager du: svar på denne e-posten, eller bruk klagesiden vår med referansen {{reference}}, innen 6 måneder; en person ser på saken på nytt, gratis. Du kan også gå til et godkjent utenrettslig tvisteløsningsorgan eller til domstolene.',
  'monthlyStatement.subject': 'Din {{site_name}}-kredittoversikt for {{month}}',
  'monthlyStatement.intro': 'Her er hva som skjedde med kredittene dine i {{month}}.',
  'monthlyStatement.summary':
    'Kjøpte kreditter: {{bought}}\nBrukte kreditter: {{spent}} (meldinger {{messages}}, bilder {{photos}}, gaver {{gifts}})\nRefunderte kreditter: {{refunded}}\nSaldoen din nå: {{balance}}',
  'monthlyStatement.button': 'Se alle transaksjoner',
  'monthlyStatement.after':
    'Du får denne oversikten fordi du har bedt om den. På transaksjonssiden kan du slå den av eller sette forbruksgrenser.',
  'exportReady.subject': 'Dataene dine fra {{site_name}} er klare til nedlasting',
  'exportReady.intro':
    'Kopien av dataene dine som du ba om, er klar: profilen din, bilder, likes, matcher, samtaler, enheter og alle kreditter og betalinger i én ZIP-fil.',
  'exportReady.button': 'Last ned dataene mine',
  'exportReady.after':
    'Du kan laste den ned fra innstillingssiden din til {{date}}; etter det slettes den, og du kan be om en ny. Bare du kan laste den ned, når du er logget inn.',
};

export default nb;
