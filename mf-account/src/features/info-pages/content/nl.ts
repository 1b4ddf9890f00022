import type { InfoContent } from './types';

/** Dutch (informal "je", like the rest of the site), translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Algemene voorwaarden',
    intro: [
      'Deze algemene voorwaarden vormen de lidmaatschapsovereenkomst tussen jou en {{company_name}}, de exploitant van {{site_name}}. Door een account aan te maken ga je ermee akkoord, dus lees ze zorgvuldig.',
    ],
    sections: [
      {
        heading: 'Wie wij zijn',
        paragraphs: [
          '{{site_name}} wordt geëxploiteerd door {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, ingeschreven bij de Kamer van Koophandel onder nummer {{kvk}} en handelend onder de naam {{tradenames}}. Onze klantenservice is bereikbaar via {{support_email}}.',
        ],
      },
      {
        heading: 'De dienst',
        paragraphs: [
          '{{site_name}} is een online dating- en chatdienst voor volwassenen. Leden maken een profiel aan, zoeken en bekijken andere profielen, liken elkaar en wisselen berichten, foto’s en virtuele cadeaus uit.',
          'De dienst is bedoeld als entertainment. Wij garanderen niet dat je iemand ontmoet of een match vindt.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Leeftijd en registratie',
        paragraphs: [
          'Je moet minstens {{min_age}} jaar oud zijn om {{site_name}} te gebruiken. Met je registratie bevestig je dat je deze leeftijd hebt bereikt en dat de wet van je land je toestaat een datingdienst voor volwassenen te gebruiken. Accounts van leden die jonger blijken te zijn, verwijderen wij.',
          'Je registreert je met een geldig e-mailadres, dat je bevestigt via de activatielink die we je sturen. Houd je wachtwoord geheim: je bent verantwoordelijk voor alles wat er met je account gebeurt. Accounts zijn persoonlijk en niet overdraagbaar.',
        ],
      },
      {
        heading: 'Gratis lidmaatschap, premium en credits',
        paragraphs: [
          'Het lidmaatschap is gratis. Gratis leden kunnen een profiel aanmaken, zoeken, andere leden liken, tot 3 foto’s uploaden en tot 2 gesprekken beginnen.',
          'Berichten versturen kost credits; de prijs per bericht zie je voordat je het verstuurt. Credits worden verkocht in pakketten en de prijzen zijn inclusief btw. Je eerste aankoop van credits, van welke omvang ook, maakt je premium lid: je kunt onbeperkt gesprekken beginnen, foto’s zien die voor gratis leden vervaagd zijn en tot 25 foto’s uploaden.',
          'Credits zijn geen geld. Ze kunnen niet worden ingewisseld voor contant geld of worden overgedragen aan een ander lid. Ongebruikte credits kunnen volgens ons retourbeleid binnen {{refund_days}} dagen na aankoop worden terugbetaald.',
        ],
      },
      {
        heading: 'Fictieve profielen',
        paragraphs: [
          'Sommige profielen op {{site_name}} zijn fictieve profielen die door onze medewerkers voor entertainment worden beheerd. Ze zijn gemarkeerd met een icoon. Je chat met een echte medewerker, maar een fictief profiel kun je niet in het echt ontmoeten. Door deze voorwaarden te accepteren bevestig je dat je dit begrijpt.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Gedragsregels',
        paragraphs: [
          'Je behandelt andere leden met respect. Het is niet toegestaan inhoud te plaatsen die illegaal, gewelddadig of discriminerend is of minderjarigen betreft; foto’s van anderen te publiceren zonder hun toestemming; om geld, betaalde seksuele diensten of commerciële aanbiedingen te vragen of die aan te bieden; andere leden lastig te vallen, te bedreigen of te stalken; of scripts, bots of een valse identiteit te gebruiken.',
          'Wij kunnen profielteksten en foto’s die deze regels overtreden controleren, weigeren of verwijderen, en accounts beperken of blokkeren zoals beschreven in ons beleid voor toegangsblokkades.',
        ],
      },
      {
        heading: 'Je lidmaatschap beëindigen',
        paragraphs: [
          'Je kunt je account op elk moment verwijderen in je instellingen. Je profiel wordt direct verborgen. Gedurende 14 dagen kun je het account nog heractiveren met de link die we je mailen; daarna worden al je gegevens definitief verwijderd. Ongebruikte credits vervallen met het account, tenzij je op tijd om terugbetaling vraagt.',
          'Wij kunnen je lidmaatschap opschorten of beëindigen als je deze voorwaarden overtreedt of een betaling frauduleus terugdraait. Beëindigen wij de overeenkomst om een reden die niet aan jou te wijten is, dan betalen we je ongebruikte credits terug.',
        ],
      },
      {
        heading: 'Aansprakelijkheid',
        paragraphs: [
          'We doen ons best om {{site_name}} beschikbaar en veilig te houden, maar kunnen geen ononderbroken toegang garanderen. Wij zijn niet verantwoordelijk voor wat leden zeggen of doen, of voor de juistheid van hun profielen. Onze aansprakelijkheid is beperkt tot het bedrag dat je ons hebt betaald in de twaalf maanden voordat de schade ontstond, behalve bij opzet of grove nalatigheid of wanneer de wet zo’n beperking niet toestaat.',
        ],
      },
      {
        heading: 'Wijzigingen en toepasselijk recht',
        paragraphs: [
          'Wij kunnen deze voorwaarden wijzigen. Belangrijke wijzigingen kondigen we minstens 30 dagen van tevoren aan per e-mail of op de site; ben je het er niet mee eens, dan kun je je lidmaatschap beëindigen voordat ze ingaan. Deze versie geldt vanaf {{terms_date}}.',
          'Op deze voorwaarden is het recht van toepassing van het land waar {{company_name}} is gevestigd ({{company_country}}). Geschillen worden voorgelegd aan de bevoegde rechter voor {{company_city}}, tenzij dwingend consumentenrecht je het recht geeft naar de rechter van je woonplaats te stappen. Je kunt ook gebruikmaken van het Europese platform voor onlinegeschillenbeslechting.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacyverklaring',
    intro: [
      '{{company_name}} respecteert je privacy. In deze verklaring lees je welke persoonsgegevens we verwerken wanneer je {{site_name}} gebruikt, waarom we dat doen en welke rechten je hebt op grond van de Algemene verordening gegevensbescherming (AVG).',
    ],
    sections: [
      {
        heading: 'Wie verantwoordelijk is',
        paragraphs: [
          'De verwerkingsverantwoordelijke voor je persoonsgegevens is {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, KvK-nummer {{kvk}}. Vragen over privacy kun je sturen naar {{support_email}}.',
        ],
      },
      {
        heading: 'Welke gegevens we verwerken',
        paragraphs: [
          'Accountgegevens: je e-mailadres, je wachtwoord (alleen opgeslagen als veilige hash), naam, geboortedatum, geslacht en de taal waarin je de site gebruikt.',
          'Profielgegevens die je zelf kiest te delen: foto’s, woonplaats en regio, uiterlijk, relatiestatus, interesses en je tekst over jezelf. Een deel daarvan, zoals je seksuele voorkeuren, is gevoelige informatie. Je geeft die vrijwillig op en kunt ze op elk moment wijzigen of verwijderen.',
          'Gebruiksgegevens: je berichten, likes, cadeaus, aankopen van credits en hun betaalstatus, apparaat- en browsergegevens, je IP-adres en de daaruit afgeleide globale locatie, en de trackingparameters van een partnerlink als je via zo’n link bent binnengekomen.',
        ],
      },
      {
        heading: 'Waarvoor we je gegevens gebruiken en op welke grondslag',
        paragraphs: [
          'Om de dienst te leveren en de lidmaatschapsovereenkomst uit te voeren (artikel 6, lid 1, onder b AVG): je account, profiel, berichten, betalingen en klantenservice.',
          'Met je uitdrukkelijke toestemming (artikel 6, lid 1, onder a en artikel 9, lid 2, onder a AVG): het verwerken van je seksuele voorkeuren en interesses om ze op je profiel te tonen en matches voor te stellen, en het versturen van pushmeldingen. Je kunt je toestemming op elk moment intrekken.',
          'Op basis van ons gerechtvaardigd belang (artikel 6, lid 1, onder f AVG): de site veilig houden, fraude en misbruik voorkomen, commissies met partners afrekenen en de dienst verbeteren. Om te voldoen aan wettelijke verplichtingen (artikel 6, lid 1, onder c AVG): boekhouding en fiscale administratie.',
        ],
      },
      {
        heading: 'Wie je gegevens ontvangt',
        paragraphs: [
          'Wij verkopen je persoonsgegevens nooit. We delen gegevens alleen met verwerkers die ons helpen de dienst te leveren, zoals hosting-, e-mail- en betaalproviders, op basis van een verwerkersovereenkomst, en met overheidsinstanties als de wet dat vereist. Andere leden zien alleen wat je op je profiel publiceert en wat je hun stuurt. Worden gegevens buiten de Europese Economische Ruimte doorgegeven, dan gebruiken we de standaardcontractbepalingen van de Europese Commissie.',
        ],
      },
      {
        heading: 'Hoe lang we je gegevens bewaren',
        paragraphs: [
          'We bewaren je gegevens zolang je account bestaat. Verwijder je je account, dan wordt het eerst verborgen en 14 dagen bewaard, zodat je het nog kunt heractiveren met de link die we je mailen. Na die 14 dagen worden je account, profiel, foto’s en berichten definitief gewist.',
          'Betaalgegevens bewaren we zeven jaar, omdat de belastingwet dat voorschrijft. Beveiligingslogs worden uiterlijk na zes maanden verwijderd.',
        ],
      },
      {
        heading: 'Beveiliging',
        paragraphs: [
          'We beschermen je gegevens met versleutelde verbindingen, gehashte wachtwoorden, beperkte toegang voor medewerkers en regelmatige beveiligingsupdates. Voordat we een foto opslaan, verwijderen we de metadata, zoals de GPS-locatie waar hij is gemaakt.',
        ],
      },
      {
        heading: 'Jouw rechten',
        paragraphs: [
          'Je hebt het recht op inzage, correctie en verwijdering van je gegevens, op beperking van en bezwaar tegen de verwerking, op overdraagbaarheid van je gegevens en op het intrekken van je toestemming. Veel daarvan kun je zelf regelen in je profiel en instellingen. Voor al het andere stuur je je verzoek naar {{support_email}}; we antwoorden binnen een maand.',
          'Daarnaast heb je het recht een klacht in te dienen bij de gegevensbeschermingsautoriteit in je eigen land of in het land waar wij gevestigd zijn ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiebeleid',
    intro: [
      '{{site_name}} gebruikt maar een paar cookies en vergelijkbare technieken, en die zijn allemaal nodig om de site te laten werken. Op deze pagina lees je welke we gebruiken en waarom.',
    ],
    sections: [
      {
        heading: 'Wat cookies zijn',
        paragraphs: [
          'Een cookie is een klein tekstbestand dat een website in je browser opslaat. Local storage is een vergelijkbare techniek die informatie in je browser bewaart zonder die bij elk verzoek naar de server te sturen. Met beide kan een site iets onthouden tussen twee bezoeken.',
        ],
      },
      {
        heading: 'Strikt noodzakelijke cookies',
        paragraphs: [
          'auth._token houdt je ingelogd. Het is een beveiligde sessiecookie die scripts niet kunnen lezen, en hij is 30 dagen geldig of tot je uitlogt.',
          'i18n_redirected onthoudt de taal die je voor de site hebt gekozen. Deze cookie wordt 365 dagen bewaard.',
        ],
      },
      {
        heading: 'Local storage',
        paragraphs: [
          'We bewaren een paar gegevens in de local storage van je browser: wanneer je een melding hebt gesloten, zoals de waarschuwing bij binnenkomst of de herinnering om een profielfoto toe te voegen, zodat we die niet te snel opnieuw tonen; en de trackingparameters van een partnerlink waarmee je binnenkwam, zodat de partner beloond kan worden als je je aanmeldt. Niets in local storage wordt gebruikt om je op andere websites te volgen.',
        ],
      },
      {
        heading: 'Geen advertentie- of trackingcookies',
        paragraphs: [
          'We plaatsen geen advertentiecookies van derden en we laten advertentienetwerken en sociale media je niet volgen op {{site_name}}. Omdat we alleen strikt noodzakelijke cookies gebruiken, is daarvoor volgens de wet geen toestemming nodig; daarom zie je geen cookiebanner.',
          'Als je betaalt, kunnen de pagina’s van onze betaalproviders hun eigen cookies plaatsen. Daarvoor geldt het cookiebeleid van de betreffende provider.',
        ],
      },
      {
        heading: 'Cookies beheren',
        paragraphs: [
          'Je kunt cookies en local storage op elk moment verwijderen in de instellingen van je browser. Blokkeer je de noodzakelijke cookies, dan kun je niet inloggen en onthoudt de site je taal niet. Vragen? Mail naar {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Beleid voor toegangsblokkades',
    intro: [
      'Om {{site_name}} een veilige en prettige plek te houden, kunnen we de toegang beperken of blokkeren voor leden die onze algemene voorwaarden overtreden. In dit beleid lees je wanneer we dat doen en wat je kunt doen als je het er niet mee eens bent.',
    ],
    sections: [
      {
        heading: 'Wat leidt tot een blokkade',
        paragraphs: [
          'We blokkeren accounts in het bijzonder bij: jonger zijn dan {{min_age}} of je voordoen als iemand anders; het plaatsen van illegale inhoud of iets waarbij minderjarigen betrokken zijn; intimidatie, bedreigingen, haatzaaien of herhaalde ongewenste berichten; vragen om geld, het aanbieden van betaalde seksuele diensten of reclame; fraude, waaronder het terugdraaien van gedane betalingen; spam, bots of geautomatiseerd gebruik van de site; en het aanmaken van een nieuw account na een eerdere blokkade.',
        ],
      },
      {
        heading: 'Waarschuwingen, tijdelijke en permanente blokkades',
        paragraphs: [
          'Bij minder ernstige overtredingen beginnen we meestal met een waarschuwing of verwijderen we de betreffende inhoud. Een tijdelijke blokkade ontzegt je de toegang voor een vaste periode. Ernstige of herhaalde overtredingen leiden tot een permanente blokkade; we weigeren dan ook nieuwe accounts van dezelfde persoon.',
          'Is je account geblokkeerd, dan zie je een melding wanneer je probeert in te loggen. We vertellen je de reden, tenzij dat iemand zou helpen onze veiligheidsmaatregelen te omzeilen of de wet het niet toestaat.',
        ],
      },
      {
        heading: 'Credits na een blokkade',
        paragraphs: [
          'Credits zijn persoonlijk en gekoppeld aan je account. Wordt je account geblokkeerd wegens het overtreden van de voorwaarden, dan worden ongebruikte credits niet terugbetaald. Blijkt de blokkade een vergissing, dan herstellen we je account inclusief credits.',
        ],
      },
      {
        heading: 'Zo maak je bezwaar',
        paragraphs: [
          'Denk je dat je ten onrechte bent geblokkeerd, dan kun je bezwaar maken via onze klachtenpagina. Kies de categorie ‘Overig’, vermeld het e-mailadres van je account en leg uit waarom je de beslissing onjuist vindt. Je hoeft daarvoor niet ingelogd te zijn.',
          'Je bezwaar wordt beoordeeld door een teamlid dat niet bij de oorspronkelijke beslissing betrokken was. We antwoorden per e-mail, meestal binnen vijf werkdagen. Ben je daarna nog niet tevreden, dan kun je contact opnemen met de klantenservice via {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Veelgestelde vragen',
    intro: [
      'Hier vind je antwoorden op de vragen die onze leden het vaakst stellen. Staat je vraag er niet bij? Neem contact op met de klantenservice via {{support_email}}.',
    ],
    items: [
      {
        question: 'Wat zijn credits en wat kosten ze?',
        answer: [
          'Credits zijn de betaalmiddelen van {{site_name}}. Je gebruikt ze om berichten, foto’s en cadeaus te sturen, en hoeveel credits een bericht kost zie je voordat je het verstuurt. Credits worden verkocht in pakketten: hoe groter het pakket, hoe lager de prijs per credit.',
        ],
      },
      {
        question: 'Wat is het verschil tussen een gratis en een premium lidmaatschap?',
        answer: [
          'Als gratis lid kun je een profiel aanmaken, zoeken, leden liken en tot 2 gesprekken beginnen. Zodra je voor het eerst credits koopt, voor welk bedrag ook, word je voorgoed premium lid: je kunt zoveel gesprekken beginnen als je wilt, foto’s zien die voor gratis leden vervaagd zijn en tot 25 foto’s uploaden.',
        ],
      },
      {
        question: 'Hoeveel foto’s kan ik uploaden?',
        answer: [
          'Gratis leden kunnen tot 3 foto’s uploaden, premium leden tot 25. Je foto’s zijn voor andere leden zichtbaar zodra ze zijn geüpload. Onze moderators verwijderen foto’s die de regels overtreden, en elke nieuwe foto wordt automatisch vergeleken met de verwijderde, zodat een verwijderde foto niet opnieuw kan worden geüpload. Upload alleen foto’s van jezelf en nooit foto’s van anderen zonder hun toestemming.',
        ],
      },
      {
        question: 'Waarom zijn sommige foto’s vervaagd?',
        answer: [
          'Leden kunnen een deel van hun foto’s privé houden. Gratis leden zien die foto’s vervaagd; premium leden zien ze volledig.',
        ],
      },
      {
        question: 'Kan ik {{site_name}} gebruiken zonder gezien te worden?',
        answer: [
          'Ja: zet de onzichtbare modus aan in je instellingen. Je profiel verschijnt dan niet meer in zoekresultaten en andere leden kunnen je geen berichten sturen of liken, terwijl jij de site gewoon blijft gebruiken. Zet hem uit wanneer je weer gevonden wilt worden.',
        ],
      },
      {
        question: 'Hoe verwijder ik mijn account, en kan ik me bedenken?',
        answer: [
          'Ga naar je instellingen en kies ervoor je account te verwijderen. Je profiel verdwijnt direct. Gedurende 14 dagen kun je je account nog heractiveren met de link in de e-mail die we je sturen, met je profiel, berichten en credits intact. Na 14 dagen wordt alles definitief verwijderd.',
        ],
      },
      {
        question: 'Ik heb de activatiemail niet ontvangen. Wat nu?',
        answer: [
          'Kijk eerst in je spam- of ongewenste-mailmap en controleer of het e-mailadres van je account goed gespeld is. Via de herinnering bovenaan de site kun je een nieuwe activatiemail aanvragen, hooguit één keer per minuut. Na een paar minuten nog steeds niets? Neem contact op met de klantenservice.',
        ],
      },
      {
        question: 'Ik ben mijn wachtwoord vergeten. Hoe stel ik een nieuw in?',
        answer: [
          'Klik op de inlogpagina op ‘Wachtwoord vergeten?’ en vul je e-mailadres in. Je ontvangt een link om een nieuw wachtwoord te kiezen; die is een uur geldig en werkt maar één keer. Na het instellen word je op al je andere apparaten uitgelogd.',
        ],
      },
      {
        question: 'Hoe date ik veilig?',
        answer: [
          'Stuur nooit geld naar iemand die je online hebt leren kennen, hoe overtuigend het verhaal ook is. Deel je huisadres, bankgegevens of wachtwoorden niet. Spreek de eerste keer af op een openbare plek, vertel een vriend of vriendin waar je naartoe gaat en regel je eigen vervoer. Meld verdacht gedrag via de klachtenpagina.',
        ],
      },
      {
        question: 'Zijn alle profielen echte mensen?',
        answer: [
          'Sommige profielen op {{site_name}} zijn fictieve profielen die door onze medewerkers voor entertainment worden beheerd. Ze zijn op het profiel gemarkeerd met een icoon. Je kunt met ze chatten, maar je kunt ze niet in het echt ontmoeten. Dit staat ook in onze algemene voorwaarden.',
        ],
      },
      {
        question: 'Hoe kan ik betalen?',
        answer: [
          'Afhankelijk van je land kun je betalen met creditcard, iDEAL, PayPal, Bancontact, SEPA-incasso, Przelewy24 en veel andere methoden. Welke methoden voor jou beschikbaar zijn, zie je wanneer je credits koopt. Betalingen worden veilig verwerkt door onze betaalprovider en wij zien nooit je volledige kaartgegevens.',
        ],
      },
      {
        question: 'Kan ik mijn geld terugkrijgen?',
        answer: [
          'Je kunt binnen {{refund_days}} dagen na aankoop om terugbetaling van ongebruikte credits vragen. In ons retourbeleid lees je de voorwaarden.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retourneren en terugbetalen',
    intro: [
      'We willen dat je tevreden bent met elke aankoop op {{site_name}}. In dit beleid lees je wanneer en hoe je je geld voor credits terugkrijgt.',
    ],
    sections: [
      {
        heading: 'Terugbetaling van ongebruikte credits',
        paragraphs: [
          'Je kunt een aankoop van credits binnen {{refund_days}} dagen na aankoop annuleren en je geld terugkrijgen, zolang je nog geen credits uit dat pakket hebt gebruikt. Heb je er al een deel van gebruikt, dan betalen we het ongebruikte deel terug naar verhouding van de prijs die je hebt betaald.',
          'Door credits te gaan gebruiken, ga je ermee akkoord dat de dienst direct begint. Voor credits die je al hebt uitgegeven, geldt het wettelijke herroepingsrecht daarom niet meer.',
        ],
      },
      {
        heading: 'Wat niet terugbetaald kan worden',
        paragraphs: [
          'Credits die zijn gebruikt om berichten, foto’s of cadeaus te sturen; bonuscredits en credits die je via een korting of actie hebt gekregen; aankopen van meer dan {{refund_days}} dagen geleden; en de credits van accounts die zijn geblokkeerd wegens het overtreden van de algemene voorwaarden.',
        ],
      },
      {
        heading: 'Zo vraag je een terugbetaling aan',
        paragraphs: [
          'Stuur je verzoek via de klachtenpagina met de categorie ‘Betaling’, of per e-mail naar {{support_email}}. Vermeld het e-mailadres van je account en de datum en het bedrag van de aankoop. We bevestigen dat we je verzoek hebben ontvangen en handelen het binnen vijf werkdagen af.',
        ],
      },
      {
        heading: 'Zo krijg je je geld terug',
        paragraphs: [
          'Goedgekeurde terugbetalingen worden binnen 14 dagen na onze beslissing teruggestort via de betaalmethode die je hebt gebruikt. Afhankelijk van je bank of kaartuitgever kan het nog een paar dagen duren voordat het bedrag op je afschrift staat. De terugbetaalde credits worden van je saldo afgehaald.',
        ],
      },
    ],
  },

  service: {
    title: 'Klantenservice',
    intro: [
      'Heb je een vraag over je account, een betaling of een ander lid? Het klantenserviceteam van {{site_name}} helpt je graag. Je bereikt ons telefonisch, per e-mail of via de klachtenpagina.',
    ],
    sections: [
      {
        heading: 'Voordat je contact opneemt',
        paragraphs: [
          'Veel vragen worden al beantwoord op onze pagina met veelgestelde vragen, bijvoorbeeld over credits, foto’s, de onzichtbare modus en het verwijderen van je account. Kijk daar eerst even: misschien vind je het antwoord meteen.',
        ],
      },
      {
        heading: 'Telefonisch',
        paragraphs: [
          'Je kunt ons op werkdagen van 9.00 tot 17.00 uur (Midden-Europese tijd) bellen op {{support_phone}}. Houd het e-mailadres van je account bij de hand, zodat we je gegevens snel kunnen vinden. Voor je veiligheid vragen we nooit naar je wachtwoord.',
        ],
      },
      {
        heading: 'Per e-mail',
        paragraphs: [
          'Je kunt altijd mailen naar {{support_email}}. Gebruik het e-mailadres waarmee je je hebt aangemeld, zodat we je bericht aan je account kunnen koppelen, en voeg een schermafbeelding toe als die een technisch probleem verduidelijkt. We antwoorden binnen één werkdag.',
        ],
      },
      {
        heading: 'Klachten',
        paragraphs: [
          'Ben je niet tevreden over onze service, of wil je een lid of bepaalde inhoud melden? Gebruik de klachtenpagina. Je ontvangt een referentienummer en een bevestiging per e-mail, en we reageren binnen vijf werkdagen. Komen we er samen niet uit, dan kun je je klacht voorleggen aan het Europese platform voor onlinegeschillenbeslechting.',
        ],
      },
      {
        heading: 'Betalingen en terugbetalingen',
        paragraphs: [
          'Heb je een vraag over een betaling, houd dan de datum, het bedrag en de betaalmethode bij de hand. Ongebruikte credits kunnen binnen {{refund_days}} dagen worden terugbetaald; in ons retourbeleid lees je hoe.',
        ],
      },
    ],
  },
};

export default content;
