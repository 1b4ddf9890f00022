import type { MailCatalogue } from './en.js';

const nl: MailCatalogue = {
  'common.greeting': 'Hoi {{name}},',
  'common.signature': 'Met vriendelijke groet,\nHet {{site_name}}-team',
  'common.ignore': 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
  'common.linkFallback': 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
  'common.footer': 'Je ontvangt deze e-mail omdat je een account hebt bij {{site_name}}.',
  'activation.subject': 'Bevestig je e-mailadres voor {{site_name}}',
  'activation.intro':
    'Welkom bij {{site_name}}! Bevestig je e-mailadres, zodat andere leden je kunnen antwoorden en wij je account veilig kunnen houden.',
  'activation.button': 'Mijn e-mailadres bevestigen',
  'activation.expiry': 'Deze link werkt één keer en verloopt over {{hours}} uur.',
  'passwordReset.subject': 'Stel je wachtwoord voor {{site_name}} opnieuw in',
  'passwordReset.intro':
    'We hebben een verzoek ontvangen om het wachtwoord van je {{site_name}}-account opnieuw in te stellen.',
  'passwordReset.button': 'Nieuw wachtwoord kiezen',
  'passwordReset.expiry': 'Deze link werkt één keer en verloopt over {{minutes}} minuten.',
  'mailChangeConfirm.subject': 'Bevestig je nieuwe e-mailadres voor {{site_name}}',
  'mailChangeConfirm.intro':
    'Je hebt gevraagd om dit adres te gebruiken voor je {{site_name}}-account. Bevestig het om de wijziging af te ronden.',
  'mailChangeConfirm.button': 'Mijn nieuwe adres bevestigen',
  'mailChangeConfirm.expiry': 'Deze link werkt één keer en verloopt over {{hours}} uur.',
  'mailChangeNotice.subject': 'Je e-mailadres bij {{site_name}} wordt gewijzigd',
  'mailChangeNotice.intro':
    'Er is gevraagd om het e-mailadres van je {{site_name}}-account te wijzigen in {{new_email}}. De wijziging gaat in zodra het nieuwe adres is bevestigd.',
  'mailChangeNotice.warning':
    'Was jij dit niet? Wijzig dan direct je wachtwoord en neem contact op met onze klantenservice via {{support_email}}.',
  'reactivation.subject': 'Je {{site_name}}-account wordt verwijderd',
  'reactivation.intro':
    "Je account staat gepland voor verwijdering. Tot {{date}} kun je nog van gedachten veranderen: met één klik herstel je je profiel, foto's en gesprekken.",
  'reactivation.button': 'Mijn account heractiveren',
  'reactivation.after': 'Na deze datum worden je gegevens definitief verwijderd.',
  'complaint.subject': 'We hebben je klacht ontvangen ({{reference}})',
  'complaint.intro':
    'Bedankt dat je contact hebt opgenomen met {{site_name}}. We hebben je klacht met referentie {{reference}} ontvangen en reageren binnen 5 werkdagen.',
  'complaint.copy': 'Je bericht:',

  'photoRejected.subject': "Een van je foto's op {{site_name}} is verwijderd",
  'photoRejected.intro':
    "Een moderator heeft op {{date}} een van je foto's bekeken en van je profiel verwijderd. De foto wordt aan niemand meer getoond en dezelfde afbeelding kan niet opnieuw worden geüpload.",
  'photoRejected.reasonLabel': 'De reden die de moderator gaf:',
  'photoRejected.button': 'Naar de klachtenpagina',
  'photoRejected.ground': 'Dit besluit berust op onze gebruiksvoorwaarden: {{ground}}.',
  'photoRejected.automation':
    "Elke nieuwe foto wordt eerst automatisch gecontroleerd op kopieën van verwijderde foto's; dit besluit is door een mens genomen, niet geautomatiseerd.",
  'photoRejected.appeal':
    'Ben je het er niet mee eens, dan kun je binnen 6 maanden bezwaar maken: beantwoord deze e-mail of schrijf ons via de klachtenpagina.',
  'ground.terms_fake_profile': 'geen nepprofielen of je voordoen als een ander',
  'ground.terms_scam': 'geen oplichting of verzoeken om geld',
  'ground.terms_harassment': 'geen intimidatie',
  'ground.terms_minimum_age': 'de minimumleeftijd',
  'ground.terms_photos': "de regels voor profielfoto's",
  'ground.terms_spam': 'geen spam of reclame',
  'ground.terms_other': 'de gedragsregels',
  'complaintAnswer.subject': 'Antwoord op je klacht ({{reference}})',
  'complaintAnswer.intro': 'Onze klantenservice heeft je klacht met referentie {{reference}} beantwoord:',
  'complaintAnswer.after': 'Heb je nog vragen, beantwoord dan gewoon deze e-mail.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'We hebben je melding ontvangen ({{reference}})',
  'reportReceived.intro':
    'Bedankt dat je het ons laat weten. We hebben je melding met referentie {{reference}} ontvangen; een moderator bekijkt hem. Het gemelde lid hoort nooit wie hem heeft gemeld.',
  'decision.subject': 'Ons besluit over je {{site_name}}-account ({{reference}})',
  'decision.intro': 'Dit is onze motivering van besluit {{reference}} over je account op {{site_name}}.',
  'decision.what': 'Wat we hebben besloten: {{what}}',
  'decision.what.warn':
    'een waarschuwing. Deze keer wordt er niets beperkt, maar een volgende overtreding kan leiden tot een schorsing of een uitsluiting.',
  'decision.what.remove_photo': 'een van je foto’s is verwijderd en kan niet opnieuw worden geüpload.',
  'decision.what.hide_profile':
    'je profiel is verborgen in het zoeken, de match finder en het swipespel. Je kunt nog steeds inloggen.',
  'decision.what.suspend':
    'je account is geschorst tot {{until}}. Tot dan kun je niet inloggen en zien andere leden je profiel niet.',
  'decision.what.ban':
    'je account is definitief gesloten en met dit e-mailadres kun je je niet opnieuw aanmelden.',
  'decision.ground': 'De grond: Gebruiksvoorwaarden, artikel {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'nepprofielen',
  'decision.clause.terms_scam': 'oplichting en fraude',
  'decision.clause.terms_harassment': 'intimidatie',
  'decision.clause.terms_minimum_age': 'minimumleeftijd',
  'decision.clause.terms_photos': 'foto’s',
  'decision.clause.terms_spam': 'spam en reclame',
  'decision.clause.terms_other': 'andere overtredingen van de voorwaarden',
  'decision.how': 'Hoe we ertoe kwamen: {{origin}} {{means}}',
  'decision.origin.report': 'We hebben gehandeld na een melding van een ander lid.',
  'decision.origin.own': 'We hebben gehandeld na eigen controle, niet na een melding.',
  'decision.means.manual':
    'Een mens uit ons team heeft dit besloten; er zijn geen geautomatiseerde middelen gebruikt.',
  'decision.means.automated': 'Geautomatiseerde middelen hebben dit opgemerkt of besloten.',
  'decision.facts': 'De feiten waarop we ons baseren:',
  'decision.button': 'Maak bezwaar tegen dit besluit',
  'decision.redress':
    'Zo maak je bezwaar: beantwoord deze e-mail of gebruik onze klachtenpagina met referentie {{reference}}, binnen 6 maanden; een mens bekijkt het opnieuw, kosteloos. Je kunt ook terecht bij een erkende instantie voor buitengerechtelijke geschillenbeslechting of naar de rechter stappen.',
  'monthlyStatement.subject': 'Je {{site_name}}-creditoverzicht over {{month}}',
  'monthlyStatement.intro': 'Dit is er in {{month}} met je credits gebeurd.',
  'monthlyStatement.summary':
    'Gekochte credits: {{bought}}\nUitgegeven credits: {{spent}} (berichten {{messages}}, foto’s {{photos}}, cadeaus {{gifts}})\nTerugbetaalde credits: {{refunded}}\nJe saldo nu: {{balance}}',
  'monthlyStatement.button': 'Bekijk alle transacties',
  'monthlyStatement.after':
    'Je ontvangt dit overzicht omdat je erom hebt gevraagd. Op je transactiepagina kun je het uitzetten of bestedingslimieten instellen.',
  'exportReady.subject': 'Je gegevens van {{site_name}} staan klaar om te downloaden',
  'exportReady.intro':
    "De kopie van je gegevens die je hebt aangevraagd is klaar: je profiel, foto's, likes, matches, gesprekken, apparaten en alle credits en betalingen, in één ZIP-bestand.",
  'exportReady.button': 'Mijn gegevens downloaden',
  'exportReady.after':
    'Je kunt hem tot {{date}} downloaden op je instellingenpagina; daarna wordt hij verwijderd en kun je een nieuwe aanvragen. Alleen jij kunt hem downloaden, als je bent ingelogd.',
};

export default nl;
