import type { MailCatalogue } from './en.js';

const da: MailCatalogue = {
  'common.greeting': 'Hej {{name}},',
  'common.signature': 'Venlig hilsen\nHoldet bag {{site_name}}',
  'common.ignore': 'Hvis du ikke har bedt om dette, kan du bare se bort fra denne e-mail.',
  'common.linkFallback': 'Hvis knappen ikke virker, kan du kopiere dette link ind i din browser:',
  'common.footer': 'Du modtager denne e-mail, fordi du har en konto på {{site_name}}.',
  'activation.subject': 'Bekræft din e-mailadresse til {{site_name}}',
  'activation.intro':
    'Velkommen til {{site_name}}! Bekræft venligst din e-mailadresse, så andre medlemmer kan svare dig, og vi kan holde din konto sikker.',
  'activation.button': 'Bekræft min e-mailadresse',
  'activation.expiry': 'Linket kan kun bruges én gang og udløber om {{hours}} timer.',
  'passwordReset.subject': 'Nulstil din adgangskode til {{site_name}}',
  'passwordReset.intro':
    'Vi har modtaget en anmodning om at nulstille adgangskoden til din {{site_name}}-konto.',
  'passwordReset.button': 'Vælg en ny adgangskode',
  'passwordReset.expiry': 'Linket kan kun bruges én gang og udløber om {{minutes}} minutter.',
  'mailChangeConfirm.subject': 'Bekræft din nye e-mailadresse til {{site_name}}',
  'mailChangeConfirm.intro':
    'Du har bedt om at bruge denne adresse til din {{site_name}}-konto. Bekræft den for at gennemføre ændringen.',
  'mailChangeConfirm.button': 'Bekræft min nye adresse',
  'mailChangeConfirm.expiry': 'Linket kan kun bruges én gang og udløber om {{hours}} timer.',
  'mailChangeNotice.subject': 'Din e-mailadresse hos {{site_name}} bliver ændret',
  'mailChangeNotice.intro':
    'Der er anmodet om at ændre e-mailadressen for din {{site_name}}-konto til {{new_email}}. Ændringen træder i kraft, når den nye adresse er bekræftet.',
  'mailChangeNotice.warning':
    'Hvis det ikke var dig, skal du straks ændre din adgangskode og kontakte vores kundeservice på {{support_email}}.',
  'reactivation.subject': 'Din {{site_name}}-konto bliver slettet',
  'reactivation.intro':
    'Din konto er planlagt til sletning. Indtil {{date}} kan du nå at fortryde: Med ét klik gendanner du din profil, dine billeder og dine samtaler.',
  'reactivation.button': 'Genaktiver min konto',
  'reactivation.after': 'Efter denne dato bliver dine data slettet permanent.',
  'complaint.subject': 'Vi har modtaget din klage ({{reference}})',
  'complaint.intro':
    'Tak, fordi du kontaktede {{site_name}}. Vi har modtaget din klage med referencenummer {{reference}} og svarer dig inden for 5 hverdage.',
  'complaint.copy': 'Din besked:',

  'photoRejected.subject': 'Et af dine billeder på {{site_name}} er fjernet',
  'photoRejected.intro':
    'En moderator gennemgik den {{date}} et af dine billeder og fjernede det fra din profil. Det vises ikke længere for nogen, og det samme billede kan ikke uploades igen.',
  'photoRejected.reasonLabel': 'Den begrundelse, moderatoren gav:',
  'photoRejected.button': 'Åbn klagesiden',
  'photoRejected.ground': 'Denne afgørelse bygger på vores brugsvilkår: {{ground}}.',
  'photoRejected.automation':
    'Hvert nyt billede kontrolleres først automatisk for kopier af fjernede billeder; denne afgørelse er truffet af et menneske, ikke automatisk.',
  'photoRejected.appeal':
    'Er du uenig, kan du klage inden for 6 måneder: svar på denne e-mail, eller skriv til os via klagesiden.',
  'ground.terms_fake_profile': 'ingen falske profiler eller at udgive sig for en anden',
  'ground.terms_scam': 'ingen svindel eller anmodninger om penge',
  'ground.terms_harassment': 'ingen chikane',
  'ground.terms_minimum_age': 'minimumsalderen',
  'ground.terms_photos': 'reglerne for profilbilleder',
  'ground.terms_spam': 'ingen spam eller reklame',
  'ground.terms_other': 'reglerne for god opførsel',
  'complaintAnswer.subject': 'Svar på din klage ({{reference}})',
  'complaintAnswer.intro': 'Vores kundeservice har besvaret din klage med referencen {{reference}}:',
  'complaintAnswer.after': 'Har du flere spørgsmål, så svar blot på denne e-mail.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Vi har modtaget din anmeldelse ({{reference}})',
  'reportReceived.intro':
    'Tak, fordi du sagde til. Vi har modtaget din anmeldelse med referencen {{reference}}; en moderator vil se på den. Det medlem, du har anmeldt, får aldrig at vide, hvem der anmeldte dem.',
  'decision.subject': 'Vores afgørelse om din {{site_name}}-konto ({{reference}})',
  'decision.intro': 'Dette er vores begrundelse for afgørelse {{reference}} om din konto på {{site_name}}.',
  'decision.what': 'Det har vi besluttet: {{what}}',
  'decision.what.warn':
    'en advarsel. Intet er begrænset denne gang, men en ny overtrædelse kan føre til suspension eller udelukkelse.',
  'decision.what.remove_photo': 'et af dine billeder er fjernet og kan ikke uploades igen.',
  'decision.what.hide_profile':
    'din profil er skjult i søgningen, match-finderen og swipe-spillet. Du kan stadig logge ind.',
  'decision.what.suspend':
    'din konto er suspenderet indtil {{until}}. Indtil da kan du ikke logge ind, og andre medlemmer kan ikke se din profil.',
  'decision.what.ban':
    'din konto er lukket for altid, og denne e-mailadresse kan ikke bruges til at oprette en ny konto.',
  'decision.ground': 'Grundlaget: Vilkår for brug, afsnit {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'falske profiler',
  'decision.clause.terms_scam': 'svindel og bedrageri',
  'decision.clause.terms_harassment': 'chikane',
  'decision.clause.terms_minimum_age': 'minimumsalder',
  'decision.clause.terms_photos': 'billeder',
  'decision.clause.terms_spam': 'spam og reklame',
  'decision.clause.terms_other': 'andre overtrædelser af vilkårene',
  'decision.how': 'Sådan nåede vi frem til det: {{origin}} {{means}}',
  'decision.origin.report': 'Vi handlede efter en anmeldelse fra et andet medlem.',
  'decision.origin.own': 'Vi handlede efter vores egen gennemgang, ikke efter en anmeldelse.',
  'decision.means.manual':
    'En person i vores team traf denne afgørelse; der blev ikke brugt automatiserede midler.',
  'decision.means.automated': 'Automatiserede midler opdagede eller afgjorde dette.',
  'decision.facts': 'De fakta, vi byggede på:',
  'decision.button': 'Klag over denne afgørelse',
  'decision.redress':
    'Sådan klager du: svar på denne e-mail, eller brug vores klageside med referencen {{reference}}, inden for 6 måneder; en person ser på sagen igen, gratis. Du kan også gå til et godkendt udenretsligt tvistbilæggelsesorgan eller til domstolene.',
  'monthlyStatement.subject': 'Din {{site_name}}-kreditoversigt for {{month}}',
  'monthlyStatement.intro': 'Her er, hvad der skete med dine credits i {{month}}.',
  'monthlyStatement.summary':
    'Købte credits: {{bought}}\nBrugte credits: {{spent}} (beskeder {{messages}}, fotos {{photos}}, gaver {{gifts}})\nRefunderede credits: {{refunded}}\nDin saldo nu: {{balance}}',
  'monthlyStatement.button': 'Se alle transaktioner',
  'monthlyStatement.after':
    'Du modtager denne oversigt, fordi du har bedt om den. På din transaktionsside kan du slå den fra eller sætte forbrugsgrænser.',
  'exportReady.subject': 'Dine data fra {{site_name}} er klar til download',
  'exportReady.intro':
    'Den kopi af dine data, du bad om, er klar: din profil, dine fotos, likes, matches, samtaler, enheder og alle credits og betalinger i én ZIP-fil.',
  'exportReady.button': 'Download mine data',
  'exportReady.after':
    'Du kan downloade den fra din indstillingsside indtil {{date}}; derefter slettes den, og du kan bestille en ny. Kun du kan downloade den, når du er logget ind.',
};

export default da;
