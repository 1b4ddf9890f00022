import type { InfoContent } from './types';

/** Norwegian Bokmål, translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Vilkår og betingelser',
    intro: [
      'Disse vilkårene og betingelsene utgjør medlemsavtalen mellom deg og {{company_name}}, som driver {{site_name}}. Når du oppretter en konto, godtar du dem, så les dem nøye.',
    ],
    sections: [
      {
        heading: 'Hvem vi er',
        paragraphs: [
          '{{site_name}} drives av {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registrert i handelskammeret under nummer {{kvk}} og med forretningsnavnet {{tradenames}}. Du når kundeservicen vår på {{support_email}}.',
        ],
      },
      {
        heading: 'Tjenesten',
        paragraphs: [
          '{{site_name}} er en nettbasert dating- og chattetjeneste for voksne. Medlemmer oppretter en profil, søker etter og ser på andre profiler, liker hverandre og utveksler meldinger, bilder og virtuelle gaver.',
          'Tjenesten er ment som underholdning. Vi garanterer ikke at du møter noen eller finner en match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Alder og registrering',
        paragraphs: [
          'Du må være minst {{min_age}} år for å bruke {{site_name}}. Ved å registrere deg bekrefter du at du har nådd denne alderen, og at loven i landet ditt tillater deg å bruke en datingtjeneste for voksne. Vi sletter kontoene til medlemmer som viser seg å være yngre.',
          'Du registrerer deg med en gyldig e-postadresse, som du bekrefter via aktiveringslenken vi sender deg. Hold passordet ditt hemmelig: Du er ansvarlig for alt som gjøres med kontoen din. Kontoer er personlige og kan ikke overdras.',
        ],
      },
      {
        heading: 'Gratis medlemskap, premium og kreditter',
        paragraphs: [
          'Medlemskapet er gratis. Gratismedlemmer kan opprette en profil, søke, like andre medlemmer, laste opp opptil 3 bilder og starte opptil 2 samtaler.',
          'Det koster kreditter å sende meldinger; prisen per melding vises før du sender den. Kreditter selges i pakker, og prisene inkluderer merverdiavgift. Ditt første kjøp av kreditter, uansett størrelse, gjør deg til premiummedlem: Du kan starte ubegrenset mange samtaler, se bilder som er uskarpe for gratismedlemmer, og laste opp opptil 25 bilder.',
          'Kreditter er ikke penger. De kan verken veksles inn i kontanter eller overføres til et annet medlem. Ubrukte kreditter kan refunderes innen {{refund_days}} dager etter kjøpet i henhold til refusjonsreglene våre.',
        ],
      },
      {
        heading: 'Fiktive profiler',
        paragraphs: [
          'Noen profiler på {{site_name}} er fiktive profiler som drives av våre ansatte som underholdning. De er merket med et ikon. Du chatter med en ekte ansatt, men du kan ikke møte en fiktiv profil i virkeligheten. Ved å godta disse vilkårene bekrefter du at du forstår dette.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Regler for god oppførsel',
        paragraphs: [
          'Du behandler andre medlemmer med respekt. Det er ikke tillatt å legge ut innhold som er ulovlig, voldelig eller diskriminerende eller som involverer mindreårige; å publisere bilder av andre uten deres samtykke; å be om eller tilby penger, betalte seksuelle tjenester eller kommersielle tilbud; å trakassere, true eller forfølge andre medlemmer; eller å bruke skript, roboter eller en falsk identitet.',
          'Vi kan gjennomgå, avvise eller fjerne profiltekster og bilder som bryter disse reglene, og begrense eller sperre kontoer som beskrevet i retningslinjene våre for tilgangssperring.',
        ],
      },
      {
        heading: 'Når medlemskapet ditt avsluttes',
        paragraphs: [
          'Du kan når som helst slette kontoen din under innstillingene. Profilen din skjules umiddelbart. I 14 dager kan du fortsatt gjenaktivere kontoen via lenken vi sender deg på e-post; deretter slettes alle dataene dine permanent. Ubrukte kreditter faller bort sammen med kontoen, med mindre du ber om refusjon i tide.',
          'Vi kan suspendere eller avslutte medlemskapet ditt hvis du bryter disse vilkårene eller på uredelig vis tilbakefører en betaling. Hvis vi avslutter avtalen av en grunn som ikke skyldes deg, refunderer vi de ubrukte kredittene dine.',
        ],
      },
      {
        heading: 'Ansvar',
        paragraphs: [
          'Vi gjør vårt beste for å holde {{site_name}} tilgjengelig og sikker, men vi kan ikke garantere uavbrutt tilgang. Vi er ikke ansvarlige for hva medlemmer sier eller gjør, eller for at profilene deres er riktige. Ansvaret vårt er begrenset til beløpet du har betalt oss i de tolv månedene før skaden oppsto, unntatt ved forsett eller grov uaktsomhet, eller der loven ikke tillater en slik begrensning.',
        ],
      },
      {
        heading: 'Endringer og gjeldende lov',
        paragraphs: [
          'Vi kan endre disse vilkårene. Viktige endringer varsler vi minst 30 dager i forveien via e-post eller på nettstedet; hvis du ikke er enig, kan du avslutte medlemskapet ditt før de trer i kraft. Denne versjonen gjelder fra {{terms_date}}.',
          'Disse vilkårene er underlagt lovgivningen i landet der {{company_name}} har sitt hovedkontor ({{company_country}}). Tvister behandles av den kompetente domstolen for {{company_city}}, med mindre ufravikelige forbrukerregler gir deg rett til å gå til domstolen der du bor. Du kan også bruke EUs plattform for tvisteløsning på nett.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Personvernerklæring',
    intro: [
      '{{company_name}} respekterer personvernet ditt. Denne erklæringen forklarer hvilke personopplysninger vi behandler når du bruker {{site_name}}, hvorfor vi gjør det, og hvilke rettigheter du har etter personvernforordningen (GDPR).',
    ],
    sections: [
      {
        heading: 'Hvem som er ansvarlig',
        paragraphs: [
          'Behandlingsansvarlig for personopplysningene dine er {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registreringsnummer i handelskammeret {{kvk}}. Spørsmål om personvern kan du sende til {{support_email}}.',
        ],
      },
      {
        heading: 'Hvilke opplysninger vi behandler',
        paragraphs: [
          'Kontoopplysninger: e-postadressen din, passordet ditt (lagret kun som en sikker hash), navn, fødselsdato, kjønn og språket du bruker nettstedet på.',
          'Profilopplysninger som du selv velger å dele: bilder, by og region, utseende, sivilstatus, interesser og teksten din om deg selv. Noe av dette, for eksempel dine seksuelle preferanser, er sensitive opplysninger. Du gir dem frivillig og kan når som helst endre eller slette dem.',
          'Bruksopplysninger: meldingene dine, likes, gaver, kjøp av kreditter og betalingsstatusen deres, opplysninger om enhet og nettleser, IP-adressen din og den omtrentlige posisjonen som utledes av den, samt sporingsparameterne fra en partnerlenke hvis du kom inn via en slik.',
        ],
      },
      {
        heading: 'Hvorfor vi bruker opplysningene dine, og på hvilket rettslig grunnlag',
        paragraphs: [
          'For å levere tjenesten og oppfylle medlemsavtalen (artikkel 6 nr. 1 bokstav b i GDPR): kontoen din, profilen, meldingene, betalingene og kundeservice.',
          'Med ditt uttrykkelige samtykke (artikkel 6 nr. 1 bokstav a og artikkel 9 nr. 2 bokstav a i GDPR): behandling av dine seksuelle preferanser og interesser for å vise dem på profilen din og foreslå matcher, samt utsending av pushvarsler. Du kan når som helst trekke tilbake samtykket ditt.',
          'På grunnlag av våre berettigede interesser (artikkel 6 nr. 1 bokstav f i GDPR): å holde nettstedet sikkert, forebygge svindel og misbruk, gjøre opp provisjoner med partnere og forbedre tjenesten. For å oppfylle rettslige forpliktelser (artikkel 6 nr. 1 bokstav c i GDPR): regnskap og skattedokumentasjon.',
        ],
      },
      {
        heading: 'Hvem som mottar opplysningene dine',
        paragraphs: [
          'Vi selger aldri personopplysningene dine. Vi deler opplysninger bare med databehandlere som hjelper oss å drive tjenesten, for eksempel leverandører av hosting, e-post og betaling, på grunnlag av en databehandleravtale, og med myndigheter når loven krever det. Andre medlemmer ser bare det du publiserer på profilen din og det du sender dem. Hvis opplysninger overføres utenfor EØS, bruker vi EU-kommisjonens standard personvernbestemmelser.',
        ],
      },
      {
        heading: 'Hvor lenge vi lagrer opplysningene dine',
        paragraphs: [
          'Vi lagrer opplysningene dine så lenge kontoen din finnes. Når du sletter kontoen, blir den først skjult og lagret i 14 dager, slik at du fortsatt kan gjenaktivere den via lenken vi sender deg på e-post. Etter disse 14 dagene slettes kontoen, profilen, bildene og meldingene dine permanent.',
          'Betalingsbilag lagres i sju år fordi skattelovgivningen krever det. Sikkerhetslogger slettes senest etter seks måneder.',
        ],
      },
      {
        heading: 'Sikkerhet',
        paragraphs: [
          'Vi beskytter opplysningene dine med krypterte forbindelser, hashede passord, begrenset tilgang for ansatte og jevnlige sikkerhetsoppdateringer. Før vi lagrer et bilde, fjerner vi metadataene, for eksempel GPS-posisjonen der det ble tatt.',
        ],
      },
      {
        heading: 'Rettighetene dine',
        paragraphs: [
          'Du har rett til innsyn i, retting og sletting av opplysningene dine, til å begrense eller protestere mot behandlingen, til dataportabilitet og til å trekke tilbake samtykket ditt. Mye av dette kan du gjøre selv under profilen og innstillingene dine. For alt annet sender du forespørselen din til {{support_email}}; vi svarer innen én måned.',
          'Du har også rett til å klage til datatilsynet i landet ditt eller i landet der vi har hovedkontor ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Retningslinjer for informasjonskapsler',
    intro: [
      '{{site_name}} bruker bare noen få informasjonskapsler og lignende teknikker, og alle trengs for at nettstedet skal fungere. Her forklarer vi hvilke vi bruker og hvorfor.',
    ],
    sections: [
      {
        heading: 'Hva informasjonskapsler er',
        paragraphs: [
          'En informasjonskapsel (cookie) er en liten tekstfil som et nettsted lagrer i nettleseren din. Lokal lagring (local storage) er en lignende teknikk som lagrer informasjon i nettleseren uten å sende den til serveren ved hver forespørsel. Begge lar et nettsted huske noe fra ett besøk til det neste.',
        ],
      },
      {
        heading: 'Strengt nødvendige informasjonskapsler',
        paragraphs: [
          'auth._token holder deg innlogget. Det er en sikker øktkapsel som skript ikke kan lese, og den gjelder i 30 dager eller til du logger ut.',
          'i18n_redirected husker språket du har valgt for nettstedet. Den lagres i 365 dager.',
        ],
      },
      {
        heading: 'Lokal lagring',
        paragraphs: [
          'Vi lagrer noen få opplysninger i nettleserens lokale lagring: når du lukket en melding, for eksempel advarselen ved inngangen eller påminnelsen om å legge til et profilbilde, slik at vi ikke viser den igjen for tidlig; og sporingsparameterne fra en partnerlenke du kom inn via, slik at partneren kan få godtgjørelse hvis du registrerer deg. Ingenting i den lokale lagringen brukes til å følge deg på andre nettsteder.',
        ],
      },
      {
        heading: 'Ingen reklame- eller sporingskapsler',
        paragraphs: [
          'Vi setter ingen reklamekapsler fra tredjeparter, og vi lar ikke reklamenettverk eller sosiale medier følge deg på {{site_name}}. Siden vi bare bruker strengt nødvendige informasjonskapsler, krever ikke loven samtykket ditt til dem; derfor ser du ikke noe banner om informasjonskapsler.',
          'Når du betaler, kan sidene til betalingsleverandørene våre sette egne informasjonskapsler. Disse omfattes av retningslinjene til den aktuelle leverandøren.',
        ],
      },
      {
        heading: 'Administrere informasjonskapsler',
        paragraphs: [
          'Du kan når som helst slette informasjonskapsler og lokal lagring i nettleserens innstillinger. Hvis du blokkerer de nødvendige informasjonskapslene, kan du ikke logge inn, og nettstedet husker ikke språket ditt. Spørsmål? Skriv til {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Retningslinjer for tilgangssperring',
    intro: [
      'For at {{site_name}} skal forbli et trygt og hyggelig sted, kan vi begrense eller sperre tilgangen for medlemmer som bryter vilkårene og betingelsene våre. Disse retningslinjene forklarer når vi gjør det, og hva du kan gjøre hvis du er uenig.',
    ],
    sections: [
      {
        heading: 'Hva som fører til sperring',
        paragraphs: [
          'Vi sperrer kontoer særlig for: å være yngre enn {{min_age}} eller utgi seg for å være en annen; å legge ut ulovlig innhold eller noe som involverer mindreårige; trakassering, trusler, hatefulle ytringer eller gjentatte uønskede meldinger; å be om penger, tilby betalte seksuelle tjenester eller drive reklame; svindel, inkludert tilbakeføring av gjennomførte betalinger; spam, roboter eller automatisert bruk av nettstedet; og å opprette en ny konto etter en tidligere sperring.',
        ],
      },
      {
        heading: 'Advarsler, midlertidige og permanente sperringer',
        paragraphs: [
          'Ved mindre alvorlige brudd begynner vi som regel med en advarsel eller fjerner det aktuelle innholdet. En midlertidig sperring blokkerer tilgangen i en fastsatt periode. Alvorlige eller gjentatte brudd fører til permanent sperring, og da avviser vi også nye kontoer fra samme person.',
          'Hvis kontoen din er sperret, ser du en melding når du prøver å logge inn. Vi forteller deg årsaken, med mindre det ville hjelpe noen å omgå sikkerhetstiltakene våre eller loven ikke tillater det.',
        ],
      },
      {
        heading: 'Kreditter etter en sperring',
        paragraphs: [
          'Kreditter er personlige og knyttet til kontoen din. Hvis kontoen din sperres for brudd på vilkårene, refunderes ikke ubrukte kreditter. Viser sperringen seg å være en feil, gjenoppretter vi kontoen din sammen med kredittene.',
        ],
      },
      {
        heading: 'Slik klager du på en sperring',
        paragraphs: [
          'Hvis du mener at du er sperret ved en feil, kan du klage via klagesiden vår. Velg kategorien «Annet», oppgi e-postadressen til kontoen din og forklar hvorfor du mener avgjørelsen er feil. Du trenger ikke å være innlogget for å gjøre dette.',
          'Klagen din vurderes av en i teamet vårt som ikke var involvert i den opprinnelige avgjørelsen. Vi svarer på e-post, vanligvis innen fem virkedager. Hvis du fortsatt ikke er fornøyd, kan du kontakte kundeservice på {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Ofte stilte spørsmål',
    intro: [
      'Her finner du svar på spørsmålene medlemmene våre stiller oftest. Finner du ikke det du leter etter? Kontakt kundeservice på {{support_email}}.',
    ],
    items: [
      {
        question: 'Hva er kreditter, og hva koster de?',
        answer: [
          'Kreditter er valutaen på {{site_name}}. Du bruker dem til å sende meldinger, bilder og gaver, og du ser hvor mange kreditter en melding koster før du sender den. Kreditter selges i pakker: Jo større pakke, desto lavere pris per kreditt.',
        ],
      },
      {
        question: 'Hva er forskjellen på gratis medlemskap og premium?',
        answer: [
          'Som gratismedlem kan du opprette en profil, søke, like medlemmer og starte opptil 2 samtaler. Så snart du kjøper kreditter for første gang, uansett beløp, blir du premiummedlem for godt: Du kan starte så mange samtaler du vil, se bilder som er uskarpe for gratismedlemmer, og laste opp opptil 25 bilder.',
        ],
      },
      {
        question: 'Hvor mange bilder kan jeg laste opp?',
        answer: [
          'Gratismedlemmer kan laste opp opptil 3 bilder, premiummedlemmer opptil 25. Bildene dine er synlige for andre medlemmer så snart de er lastet opp. Moderatorene våre fjerner bilder som bryter reglene, og hvert nytt bilde sammenlignes automatisk med de fjernede, så et fjernet bilde kan ikke lastes opp på nytt. Last bare opp bilder av deg selv, og aldri bilder av andre uten deres samtykke.',
        ],
      },
      {
        question: 'Hvorfor er noen bilder uskarpe?',
        answer: [
          'Medlemmer kan holde noen av bildene sine private. Gratismedlemmer ser disse bildene uskarpe; premiummedlemmer ser dem i sin helhet.',
        ],
      },
      {
        question: 'Kan jeg bruke {{site_name}} uten å bli sett?',
        answer: [
          'Ja: Slå på usynlig modus i innstillingene. Profilen din vises da ikke lenger i søkeresultatene, og andre medlemmer kan verken sende deg meldinger eller like deg, mens du fortsetter å bruke nettstedet som vanlig. Slå den av når du vil bli funnet igjen.',
        ],
      },
      {
        question: 'Hvordan sletter jeg kontoen min, og kan jeg ombestemme meg?',
        answer: [
          'Gå til innstillingene og velg å slette kontoen. Profilen din forsvinner umiddelbart. I 14 dager kan du fortsatt gjenaktivere kontoen via lenken i e-posten vi sender deg, med profil, meldinger og kreditter i behold. Etter 14 dager slettes alt permanent.',
        ],
      },
      {
        question: 'Jeg har ikke fått aktiveringse-posten. Hva gjør jeg?',
        answer: [
          'Sjekk først søppelpostmappen, og kontroller at e-postadressen til kontoen din er riktig stavet. Du kan be om en ny aktiveringse-post via påminnelsen øverst på nettstedet, høyst én gang i minuttet. Fortsatt ingenting etter noen minutter? Kontakt kundeservice.',
        ],
      },
      {
        question: 'Jeg har glemt passordet. Hvordan tilbakestiller jeg det?',
        answer: [
          'Klikk på «Glemt passordet?» på innloggingssiden og skriv inn e-postadressen din. Du får en lenke for å velge et nytt passord; den gjelder i én time og virker bare én gang. Etter tilbakestillingen blir du logget ut på alle de andre enhetene dine.',
        ],
      },
      {
        question: 'Hvordan dater jeg trygt?',
        answer: [
          'Send aldri penger til noen du har møtt på nettet, uansett hvor overbevisende historien er. Ikke del hjemmeadressen din, bankopplysninger eller passord. Møt hverandre første gang på et offentlig sted, fortell en venn hvor du skal, og ordne din egen transport. Meld fra om mistenkelig oppførsel via klagesiden.',
        ],
      },
      {
        question: 'Er alle profiler ekte mennesker?',
        answer: [
          'Noen profiler på {{site_name}} er fiktive profiler som drives av våre ansatte som underholdning. De er merket med et ikon på profilen. Du kan chatte med dem, men du kan ikke møte dem i virkeligheten. Dette står også i vilkårene og betingelsene våre.',
        ],
      },
      {
        question: 'Hvordan kan jeg betale?',
        answer: [
          'Avhengig av landet ditt kan du betale med kredittkort, iDEAL, PayPal, Bancontact, SEPA-direktedebitering, Przelewy24 og mange andre metoder. Metodene du kan velge mellom, vises når du kjøper kreditter. Betalingene håndteres sikkert av betalingsleverandøren vår, og vi ser aldri de fullstendige kortopplysningene dine.',
        ],
      },
      {
        question: 'Kan jeg få pengene tilbake?',
        answer: [
          'Du kan be om refusjon av ubrukte kreditter innen {{refund_days}} dager etter kjøpet. Vilkårene står i refusjonsreglene våre.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retur og refusjon',
    intro: [
      'Vi vil at du skal være fornøyd med hvert kjøp på {{site_name}}. Disse reglene forklarer når og hvordan du kan få pengene tilbake for kreditter.',
    ],
    sections: [
      {
        heading: 'Refusjon av ubrukte kreditter',
        paragraphs: [
          'Du kan angre et kjøp av kreditter og få pengene tilbake innen {{refund_days}} dager etter kjøpet, så lenge du ikke har brukt noen kreditter fra pakken. Har du allerede brukt en del av dem, refunderer vi den ubrukte delen forholdsmessig etter prisen du betalte.',
          'Når du begynner å bruke kreditter, godtar du at tjenesten starter umiddelbart. For kreditter du allerede har brukt, gjelder derfor ikke lenger den lovfestede angreretten.',
        ],
      },
      {
        heading: 'Hva som ikke kan refunderes',
        paragraphs: [
          'Kreditter som er brukt til å sende meldinger, bilder eller gaver; bonuskreditter og kreditter du har fått gjennom en rabatt eller kampanje; kjøp som ble gjort for mer enn {{refund_days}} dager siden; og kreditter på kontoer som er sperret for brudd på vilkårene og betingelsene.',
        ],
      },
      {
        heading: 'Slik ber du om refusjon',
        paragraphs: [
          'Send forespørselen din via klagesiden med kategorien «Betaling», eller på e-post til {{support_email}}. Oppgi e-postadressen til kontoen din og dato og beløp for kjøpet. Vi bekrefter at vi har mottatt forespørselen din, og behandler den innen fem virkedager.',
        ],
      },
      {
        heading: 'Slik får du pengene tilbake',
        paragraphs: [
          'Godkjente refusjoner betales tilbake via betalingsmetoden du brukte, innen 14 dager etter avgjørelsen vår. Avhengig av banken eller kortutstederen din kan det ta noen dager til før beløpet vises på kontoutskriften. De refunderte kredittene trekkes fra saldoen din.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundeservice',
    intro: [
      'Har du et spørsmål om kontoen din, en betaling eller et annet medlem? Kundeserviceteamet hos {{site_name}} hjelper deg gjerne. Du når oss på telefon, på e-post eller via klagesiden.',
    ],
    sections: [
      {
        heading: 'Før du kontakter oss',
        paragraphs: [
          'Mange spørsmål er allerede besvart på siden vår med ofte stilte spørsmål, for eksempel om kreditter, bilder, usynlig modus og sletting av kontoen. Ta en titt der først: Kanskje finner du svaret med en gang.',
        ],
      },
      {
        heading: 'På telefon',
        paragraphs: [
          'Du kan ringe oss på {{support_phone}} på virkedager fra kl. 9.00 til 17.00 (sentraleuropeisk tid). Ha gjerne e-postadressen til kontoen din klar, så vi raskt finner opplysningene dine. Av hensyn til sikkerheten din spør vi aldri om passordet ditt.',
        ],
      },
      {
        heading: 'På e-post',
        paragraphs: [
          'Du kan når som helst skrive til {{support_email}}. Bruk e-postadressen du registrerte deg med, slik at vi kan knytte meldingen din til kontoen, og legg ved et skjermbilde hvis det hjelper å forklare et teknisk problem. Vi svarer innen én virkedag.',
        ],
      },
      {
        heading: 'Klager',
        paragraphs: [
          'Er du ikke fornøyd med tjenesten vår, eller vil du melde fra om et medlem eller noe innhold? Bruk klagesiden. Du får et referansenummer og en bekreftelse på e-post, og vi svarer innen fem virkedager. Hvis vi ikke klarer å løse klagen din sammen, kan du sende den til EUs plattform for tvisteløsning på nett.',
        ],
      },
      {
        heading: 'Betalinger og refusjon',
        paragraphs: [
          'Har du spørsmål om en betaling, ha dato, beløp og betalingsmetode klart. Ubrukte kreditter kan refunderes innen {{refund_days}} dager; refusjonsreglene våre forklarer hvordan.',
        ],
      },
    ],
  },
};

export default content;
