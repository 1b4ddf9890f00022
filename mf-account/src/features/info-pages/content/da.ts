import type { InfoContent } from './types';

/** Danish, translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Vilkår og betingelser',
    intro: [
      'Disse vilkår og betingelser udgør medlemsaftalen mellem dig og {{company_name}}, som driver {{site_name}}. Når du opretter en konto, accepterer du dem, så læs dem grundigt.',
    ],
    sections: [
      {
        heading: 'Hvem vi er',
        paragraphs: [
          '{{site_name}} drives af {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registreret i handelskammeret under nummer {{kvk}} og med binavnet {{tradenames}}. Du kan kontakte vores kundeservice på {{support_email}}.',
        ],
      },
      {
        heading: 'Tjenesten',
        paragraphs: [
          '{{site_name}} er en online dating- og chattjeneste for voksne. Medlemmer opretter en profil, søger efter og ser andre profiler, liker hinanden og udveksler beskeder, billeder og virtuelle gaver.',
          'Tjenesten er ment som underholdning. Vi garanterer ikke, at du møder nogen eller finder et match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Alder og registrering',
        paragraphs: [
          'Du skal være mindst {{min_age}} år for at bruge {{site_name}}. Ved at registrere dig bekræfter du, at du har nået denne alder, og at lovgivningen i dit land tillader dig at bruge en datingtjeneste for voksne. Vi sletter konti for medlemmer, der viser sig at være yngre.',
          'Du registrerer dig med en gyldig e-mailadresse, som du bekræfter via det aktiveringslink, vi sender dig. Hold din adgangskode hemmelig: Du er ansvarlig for alt, hvad der sker med din konto. Konti er personlige og kan ikke overdrages.',
        ],
      },
      {
        heading: 'Gratis medlemskab, premium og kreditter',
        paragraphs: [
          'Medlemskabet er gratis. Gratis medlemmer kan oprette en profil, søge, like andre medlemmer, uploade op til 3 billeder og starte op til 2 samtaler.',
          'Det koster kreditter at sende beskeder; prisen pr. besked vises, før du sender den. Kreditter sælges i pakker, og priserne er inklusive moms. Dit første køb af kreditter, uanset størrelse, gør dig til premiummedlem: Du kan starte ubegrænset mange samtaler, se billeder, der er slørede for gratis medlemmer, og uploade op til 25 billeder.',
          'Kreditter er ikke penge. De kan hverken veksles til kontanter eller overføres til et andet medlem. Ubrugte kreditter kan refunderes inden for {{refund_days}} dage efter købet i henhold til vores returpolitik.',
        ],
      },
      {
        heading: 'Fiktive profiler',
        paragraphs: [
          'Nogle profiler på {{site_name}} er fiktive profiler, som vores medarbejdere driver som underholdning. De er markeret med et ikon. Du chatter med en rigtig medarbejder, men du kan ikke mødes med en fiktiv profil i virkeligheden. Ved at acceptere disse vilkår bekræfter du, at du forstår dette.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Regler for god opførsel',
        paragraphs: [
          'Du behandler andre medlemmer med respekt. Det er ikke tilladt at lægge indhold op, der er ulovligt, voldeligt eller diskriminerende eller involverer mindreårige; at offentliggøre billeder af andre uden deres samtykke; at bede om eller tilbyde penge, betalte seksuelle ydelser eller kommercielle tilbud; at chikanere, true eller forfølge andre medlemmer; eller at bruge scripts, bots eller en falsk identitet.',
          'Vi kan gennemgå, afvise eller fjerne profiltekster og billeder, der bryder disse regler, og begrænse eller spærre konti som beskrevet i vores politik for adgangsspærring.',
        ],
      },
      {
        heading: 'Ophør af dit medlemskab',
        paragraphs: [
          'Du kan til enhver tid slette din konto under dine indstillinger. Din profil skjules med det samme. I 14 dage kan du stadig genaktivere kontoen via det link, vi sender dig på e-mail; derefter slettes alle dine data permanent. Ubrugte kreditter bortfalder sammen med kontoen, medmindre du anmoder om refusion i tide.',
          'Vi kan suspendere eller opsige dit medlemskab, hvis du bryder disse vilkår eller svigagtigt tilbagefører en betaling. Hvis vi opsiger aftalen af en grund, der ikke skyldes dig, refunderer vi dine ubrugte kreditter.',
        ],
      },
      {
        heading: 'Ansvar',
        paragraphs: [
          'Vi gør vores bedste for at holde {{site_name}} tilgængelig og sikker, men vi kan ikke garantere uafbrudt adgang. Vi er ikke ansvarlige for, hvad medlemmer siger eller gør, eller for, om deres profiler er korrekte. Vores ansvar er begrænset til det beløb, du har betalt os i de tolv måneder, før skaden opstod, undtagen ved forsæt eller grov uagtsomhed, eller hvor loven ikke tillader en sådan begrænsning.',
        ],
      },
      {
        heading: 'Ændringer og gældende lov',
        paragraphs: [
          'Vi kan ændre disse vilkår. Vigtige ændringer varsler vi mindst 30 dage i forvejen via e-mail eller på siden; hvis du ikke er enig, kan du opsige dit medlemskab, før de træder i kraft. Denne version gælder fra {{terms_date}}.',
          'Disse vilkår er underlagt lovgivningen i det land, hvor {{company_name}} har hjemsted ({{company_country}}). Tvister afgøres af den kompetente domstol for {{company_city}}, medmindre ufravigelige forbrugerregler giver dig ret til at gå til domstolen, hvor du bor. Du kan også bruge EU’s platform for onlinetvistbilæggelse.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privatlivspolitik',
    intro: [
      '{{company_name}} respekterer dit privatliv. Denne politik forklarer, hvilke personoplysninger vi behandler, når du bruger {{site_name}}, hvorfor vi gør det, og hvilke rettigheder du har efter databeskyttelsesforordningen (GDPR).',
    ],
    sections: [
      {
        heading: 'Hvem er ansvarlig',
        paragraphs: [
          'Dataansvarlig for dine personoplysninger er {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, handelskammernummer {{kvk}}. Spørgsmål om privatliv kan du sende til {{support_email}}.',
        ],
      },
      {
        heading: 'Hvilke oplysninger vi behandler',
        paragraphs: [
          'Kontooplysninger: din e-mailadresse, din adgangskode (gemt udelukkende som en sikker hash), navn, fødselsdato, køn og det sprog, du bruger siden på.',
          'Profiloplysninger, som du selv vælger at dele: billeder, by og region, udseende, civilstand, interesser og din tekst om dig selv. Noget af dette, for eksempel dine seksuelle præferencer, er følsomme oplysninger. Du giver dem frivilligt og kan til enhver tid ændre eller slette dem.',
          'Brugsoplysninger: dine beskeder, likes, gaver, køb af kreditter og deres betalingsstatus, oplysninger om enhed og browser, din IP-adresse og den omtrentlige placering, der udledes af den, samt sporingsparametrene fra et partnerlink, hvis du kom ind via et.',
        ],
      },
      {
        heading: 'Hvorfor vi bruger dine oplysninger, og på hvilket retsgrundlag',
        paragraphs: [
          'For at levere tjenesten og opfylde medlemsaftalen (artikel 6, stk. 1, litra b, i GDPR): din konto, profil, dine beskeder, betalinger og kundeservice.',
          'Med dit udtrykkelige samtykke (artikel 6, stk. 1, litra a, og artikel 9, stk. 2, litra a, i GDPR): behandling af dine seksuelle præferencer og interesser for at vise dem på din profil og foreslå match samt afsendelse af pushnotifikationer. Du kan til enhver tid trække dit samtykke tilbage.',
          'På grundlag af vores legitime interesser (artikel 6, stk. 1, litra f, i GDPR): at holde siden sikker, forebygge svindel og misbrug, afregne provision med partnere og forbedre tjenesten. For at opfylde retlige forpligtelser (artikel 6, stk. 1, litra c, i GDPR): bogføring og skattemæssige registreringer.',
        ],
      },
      {
        heading: 'Hvem modtager dine oplysninger',
        paragraphs: [
          'Vi sælger aldrig dine personoplysninger. Vi deler kun oplysninger med databehandlere, der hjælper os med at drive tjenesten, såsom udbydere af hosting, e-mail og betaling, på grundlag af en databehandleraftale, og med myndigheder, når loven kræver det. Andre medlemmer ser kun det, du offentliggør på din profil, og det, du sender til dem. Hvis oplysninger overføres uden for Det Europæiske Økonomiske Samarbejdsområde, bruger vi Europa-Kommissionens standardkontraktbestemmelser.',
        ],
      },
      {
        heading: 'Hvor længe vi opbevarer dine oplysninger',
        paragraphs: [
          'Vi opbevarer dine oplysninger, så længe din konto eksisterer. Når du sletter din konto, bliver den først skjult og opbevaret i 14 dage, så du stadig kan genaktivere den via det link, vi sender dig på e-mail. Efter de 14 dage slettes din konto, profil, dine billeder og beskeder permanent.',
          'Betalingsbilag opbevares i syv år, fordi skattelovgivningen kræver det. Sikkerhedslogge slettes senest efter seks måneder.',
        ],
      },
      {
        heading: 'Sikkerhed',
        paragraphs: [
          'Vi beskytter dine oplysninger med krypterede forbindelser, hashede adgangskoder, begrænset adgang for medarbejdere og regelmæssige sikkerhedsopdateringer. Før vi gemmer et billede, fjerner vi dets metadata, for eksempel den GPS-position, hvor det blev taget.',
        ],
      },
      {
        heading: 'Dine rettigheder',
        paragraphs: [
          'Du har ret til indsigt i, berigtigelse og sletning af dine oplysninger, til at begrænse eller gøre indsigelse mod behandlingen, til dataportabilitet og til at trække dit samtykke tilbage. Meget af dette kan du selv gøre under din profil og dine indstillinger. Alt andet kan du anmode om på {{support_email}}; vi svarer inden for en måned.',
          'Du har også ret til at klage til databeskyttelsesmyndigheden i dit land eller i det land, hvor vi har hjemsted ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiepolitik',
    intro: [
      '{{site_name}} bruger kun få cookies og lignende teknikker, og de er alle nødvendige for, at siden fungerer. Her kan du læse, hvilke vi bruger og hvorfor.',
    ],
    sections: [
      {
        heading: 'Hvad cookies er',
        paragraphs: [
          'En cookie er en lille tekstfil, som et websted gemmer i din browser. Lokal lagring (local storage) er en lignende teknik, der gemmer oplysninger i din browser uden at sende dem til serveren ved hver forespørgsel. Begge dele gør det muligt for et websted at huske noget fra besøg til besøg.',
        ],
      },
      {
        heading: 'Strengt nødvendige cookies',
        paragraphs: [
          'auth._token holder dig logget ind. Det er en sikker sessionscookie, som scripts ikke kan læse, og den er gyldig i 30 dage, eller indtil du logger ud.',
          'i18n_redirected husker det sprog, du har valgt til siden. Den gemmes i 365 dage.',
        ],
      },
      {
        heading: 'Lokal lagring',
        paragraphs: [
          'Vi gemmer nogle få oplysninger i din browsers lokale lagring: hvornår du lukkede en meddelelse, for eksempel advarslen ved indgangen eller påmindelsen om at tilføje et profilbillede, så vi ikke viser den igen for hurtigt; og sporingsparametrene fra et partnerlink, du kom ind via, så partneren kan blive krediteret, hvis du tilmelder dig. Intet i den lokale lagring bruges til at følge dig på andre websteder.',
        ],
      },
      {
        heading: 'Ingen reklame- eller sporingscookies',
        paragraphs: [
          'Vi sætter ingen reklamecookies fra tredjeparter, og vi lader ikke reklamenetværk eller sociale medier følge dig på {{site_name}}. Da vi kun bruger strengt nødvendige cookies, kræver loven ikke dit samtykke til dem; derfor ser du intet cookiebanner.',
          'Når du betaler, kan vores betalingsudbyderes sider sætte deres egne cookies. De er omfattet af den pågældende udbyders cookiepolitik.',
        ],
      },
      {
        heading: 'Sådan administrerer du cookies',
        paragraphs: [
          'Du kan til enhver tid slette cookies og lokal lagring i din browsers indstillinger. Hvis du blokerer de nødvendige cookies, kan du ikke logge ind, og siden husker ikke dit sprog. Spørgsmål? Skriv til {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Politik for adgangsspærring',
    intro: [
      'For at {{site_name}} kan forblive et trygt og rart sted, kan vi begrænse eller spærre adgangen for medlemmer, der bryder vores vilkår og betingelser. Denne politik forklarer, hvornår vi gør det, og hvad du kan gøre, hvis du er uenig.',
    ],
    sections: [
      {
        heading: 'Hvad der fører til en spærring',
        paragraphs: [
          'Vi spærrer konti især for: at være yngre end {{min_age}} eller udgive sig for at være en anden; at lægge ulovligt indhold op eller noget, der involverer mindreårige; chikane, trusler, hadefuld tale eller gentagne uønskede beskeder; at bede om penge, tilbyde betalte seksuelle ydelser eller reklamere; svindel, herunder tilbageførsel af gennemførte betalinger; spam, bots eller automatiseret brug af siden; og at oprette en ny konto efter en tidligere spærring.',
        ],
      },
      {
        heading: 'Advarsler, midlertidige og permanente spærringer',
        paragraphs: [
          'Ved mindre alvorlige overtrædelser starter vi som regel med en advarsel eller fjerner det pågældende indhold. En midlertidig spærring blokerer adgangen i en fastsat periode. Alvorlige eller gentagne overtrædelser fører til en permanent spærring, og så afviser vi også nye konti fra samme person.',
          'Hvis din konto er blevet spærret, ser du en meddelelse, når du forsøger at logge ind. Vi oplyser dig om årsagen, medmindre det ville hjælpe nogen med at omgå vores sikkerhedsforanstaltninger, eller loven ikke tillader det.',
        ],
      },
      {
        heading: 'Kreditter efter en spærring',
        paragraphs: [
          'Kreditter er personlige og knyttet til din konto. Hvis din konto spærres for overtrædelse af vilkårene, refunderes ubrugte kreditter ikke. Viser spærringen sig at være en fejl, genopretter vi din konto med dens kreditter.',
        ],
      },
      {
        heading: 'Sådan klager du over en spærring',
        paragraphs: [
          'Hvis du mener, at du er blevet spærret ved en fejl, kan du klage via vores klageside. Vælg kategorien »Andet«, angiv din kontos e-mailadresse, og forklar, hvorfor du mener, at afgørelsen er forkert. Du behøver ikke være logget ind for at gøre det.',
          'Din klage behandles af et medlem af vores team, som ikke var involveret i den oprindelige afgørelse. Vi svarer på e-mail, som regel inden for fem hverdage. Er du stadig ikke tilfreds, kan du kontakte kundeservice på {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Ofte stillede spørgsmål',
    intro: [
      'Her finder du svar på de spørgsmål, vores medlemmer oftest stiller. Kan du ikke finde det, du leder efter? Kontakt kundeservice på {{support_email}}.',
    ],
    items: [
      {
        question: 'Hvad er kreditter, og hvad koster de?',
        answer: [
          'Kreditter er valutaen på {{site_name}}. Du bruger dem til at sende beskeder, billeder og gaver, og du kan se, hvor mange kreditter en besked koster, før du sender den. Kreditter sælges i pakker: Jo større pakke, jo lavere pris pr. kredit.',
        ],
      },
      {
        question: 'Hvad er forskellen på gratis medlemskab og premium?',
        answer: [
          'Som gratis medlem kan du oprette en profil, søge, like medlemmer og starte op til 2 samtaler. Så snart du køber kreditter første gang, uanset beløb, bliver du premiummedlem for altid: Du kan starte så mange samtaler, du vil, se billeder, der er slørede for gratis medlemmer, og uploade op til 25 billeder.',
        ],
      },
      {
        question: 'Hvor mange billeder kan jeg uploade?',
        answer: [
          'Gratis medlemmer kan uploade op til 3 billeder, premiummedlemmer op til 25. Dine billeder kan ses af andre medlemmer, så snart de er uploadet. Vores moderatorer fjerner billeder, der bryder reglerne, og hvert nyt billede sammenlignes automatisk med de fjernede, så et fjernet billede ikke kan uploades igen. Upload kun billeder af dig selv og aldrig billeder af andre uden deres samtykke.',
        ],
      },
      {
        question: 'Hvorfor er nogle billeder slørede?',
        answer: [
          'Medlemmer kan holde nogle af deres billeder private. Gratis medlemmer ser disse billeder slørede; premiummedlemmer ser dem i fuld visning.',
        ],
      },
      {
        question: 'Kan jeg bruge {{site_name}} uden at blive set?',
        answer: [
          'Ja: Slå usynlig tilstand til under dine indstillinger. Din profil vises så ikke længere i søgeresultaterne, og andre medlemmer kan hverken skrive til dig eller like dig, mens du fortsat bruger siden som normalt. Slå den fra, når du vil kunne findes igen.',
        ],
      },
      {
        question: 'Hvordan sletter jeg min konto, og kan jeg fortryde?',
        answer: [
          'Gå til dine indstillinger, og vælg at slette din konto. Din profil forsvinder med det samme. I 14 dage kan du stadig genaktivere din konto via linket i den e-mail, vi sender dig, med profil, beskeder og kreditter i behold. Efter 14 dage slettes alt permanent.',
        ],
      },
      {
        question: 'Jeg har ikke modtaget aktiveringsmailen. Hvad gør jeg?',
        answer: [
          'Tjek først din spam- eller uønsket post-mappe, og kontrollér, at din kontos e-mailadresse er stavet korrekt. Du kan bestille en ny aktiveringsmail via påmindelsen øverst på siden, højst én gang i minuttet. Stadig intet efter et par minutter? Kontakt kundeservice.',
        ],
      },
      {
        question: 'Jeg har glemt min adgangskode. Hvordan nulstiller jeg den?',
        answer: [
          'Klik på »Glemt din adgangskode?« på login-siden, og indtast din e-mailadresse. Du modtager et link til at vælge en ny adgangskode; det er gyldigt i en time og virker kun én gang. Efter nulstillingen bliver du logget ud på alle dine andre enheder.',
        ],
      },
      {
        question: 'Hvordan dater jeg sikkert?',
        answer: [
          'Send aldrig penge til en, du har mødt online, uanset hvor overbevisende historien er. Del ikke din adresse, dine bankoplysninger eller adgangskoder. Mød hinanden første gang på et offentligt sted, fortæl en ven, hvor du skal hen, og sørg selv for transport. Anmeld mistænkelig adfærd via klagesiden.',
        ],
      },
      {
        question: 'Er alle profiler rigtige mennesker?',
        answer: [
          'Nogle profiler på {{site_name}} er fiktive profiler, som vores medarbejdere driver som underholdning. De er markeret med et ikon på profilen. Du kan chatte med dem, men du kan ikke mødes med dem i virkeligheden. Det fremgår også af vores vilkår og betingelser.',
        ],
      },
      {
        question: 'Hvordan kan jeg betale?',
        answer: [
          'Afhængigt af dit land kan du betale med kreditkort, iDEAL, PayPal, Bancontact, SEPA-direkte debitering, Przelewy24 og mange andre metoder. De metoder, du kan vælge imellem, vises, når du køber kreditter. Betalinger håndteres sikkert af vores betalingsudbyder, og vi ser aldrig dine fulde kortoplysninger.',
        ],
      },
      {
        question: 'Kan jeg få mine penge tilbage?',
        answer: [
          'Du kan anmode om refusion af ubrugte kreditter inden for {{refund_days}} dage efter købet. Betingelserne står i vores returpolitik.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Returnering og refusion',
    intro: [
      'Vi vil gerne have, at du er tilfreds med hvert køb på {{site_name}}. Denne politik forklarer, hvornår og hvordan du kan få dine penge tilbage for kreditter.',
    ],
    sections: [
      {
        heading: 'Refusion af ubrugte kreditter',
        paragraphs: [
          'Du kan annullere et køb af kreditter og få dine penge tilbage inden for {{refund_days}} dage efter købet, så længe du ikke har brugt nogen kreditter fra pakken. Har du allerede brugt en del af dem, refunderer vi den ubrugte del i forhold til den pris, du betalte.',
          'Når du begynder at bruge kreditter, accepterer du, at tjenesten starter med det samme. For kreditter, du allerede har brugt, gælder den lovbestemte fortrydelsesret derfor ikke længere.',
        ],
      },
      {
        heading: 'Hvad der ikke kan refunderes',
        paragraphs: [
          'Kreditter, der er brugt til at sende beskeder, billeder eller gaver; bonuskreditter og kreditter modtaget via en rabat eller kampagne; køb, der ligger mere end {{refund_days}} dage tilbage; og kreditter på konti, der er spærret for overtrædelse af vilkårene og betingelserne.',
        ],
      },
      {
        heading: 'Sådan anmoder du om refusion',
        paragraphs: [
          'Send din anmodning via klagesiden med kategorien »Betaling« eller på e-mail til {{support_email}}. Angiv din kontos e-mailadresse samt dato og beløb for købet. Vi bekræfter, at vi har modtaget din anmodning, og behandler den inden for fem hverdage.',
        ],
      },
      {
        heading: 'Sådan får du dine penge tilbage',
        paragraphs: [
          'Godkendte refusioner udbetales via den betalingsmetode, du brugte, inden for 14 dage efter vores afgørelse. Afhængigt af din bank eller kortudsteder kan der gå et par dage mere, før beløbet står på din kontoudskrift. De refunderede kreditter trækkes fra din saldo.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundeservice',
    intro: [
      'Har du et spørgsmål om din konto, en betaling eller et andet medlem? Kundeserviceteamet hos {{site_name}} hjælper dig gerne. Du kan kontakte os telefonisk, på e-mail eller via klagesiden.',
    ],
    sections: [
      {
        heading: 'Før du kontakter os',
        paragraphs: [
          'Mange spørgsmål er allerede besvaret på vores side med ofte stillede spørgsmål, for eksempel om kreditter, billeder, usynlig tilstand og sletning af din konto. Kig der først: Måske finder du svaret med det samme.',
        ],
      },
      {
        heading: 'Telefonisk',
        paragraphs: [
          'Du kan ringe til os på {{support_phone}} på hverdage fra kl. 9.00 til 17.00 (centraleuropæisk tid). Hav venligst din kontos e-mailadresse klar, så vi hurtigt kan finde dine oplysninger. Af hensyn til din sikkerhed beder vi dig aldrig om din adgangskode.',
        ],
      },
      {
        heading: 'På e-mail',
        paragraphs: [
          'Du kan til enhver tid skrive til {{support_email}}. Brug venligst den e-mailadresse, du er registreret med, så vi kan knytte din besked til din konto, og vedhæft et skærmbillede, hvis det hjælper med at forklare et teknisk problem. Vi svarer inden for én hverdag.',
        ],
      },
      {
        heading: 'Klager',
        paragraphs: [
          'Er du ikke tilfreds med vores service, eller vil du anmelde et medlem eller noget indhold? Brug klagesiden. Du får et referencenummer og en bekræftelse på e-mail, og vi svarer inden for fem hverdage. Hvis vi ikke kan løse din klage sammen, kan du indbringe den for EU’s platform for onlinetvistbilæggelse.',
        ],
      },
      {
        heading: 'Betalinger og refusion',
        paragraphs: [
          'Har du spørgsmål om en betaling, så hav dato, beløb og betalingsmetode klar. Ubrugte kreditter kan refunderes inden for {{refund_days}} dage; vores returpolitik forklarer hvordan.',
        ],
      },
    ],
  },
};

export default content;
