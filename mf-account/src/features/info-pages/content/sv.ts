import type { InfoContent } from './types';

/** Swedish, translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Allmänna villkor',
    intro: [
      'Dessa allmänna villkor utgör medlemsavtalet mellan dig och {{company_name}}, som driver {{site_name}}. När du skapar ett konto godkänner du dem, så läs dem noggrant.',
    ],
    sections: [
      {
        heading: 'Vilka vi är',
        paragraphs: [
          '{{site_name}} drivs av {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registrerat hos handelskammaren under nummer {{kvk}} och verksamt under bifirman {{tradenames}}. Du når vår kundtjänst på {{support_email}}.',
        ],
      },
      {
        heading: 'Tjänsten',
        paragraphs: [
          '{{site_name}} är en dejtings- och chattjänst på nätet för vuxna. Medlemmar skapar en profil, söker efter och tittar på andra profiler, gillar varandra och utbyter meddelanden, bilder och virtuella gåvor.',
          'Tjänsten är avsedd som underhållning. Vi garanterar inte att du träffar någon eller hittar en match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Ålder och registrering',
        paragraphs: [
          'Du måste vara minst {{min_age}} år för att använda {{site_name}}. Genom att registrera dig bekräftar du att du har uppnått denna ålder och att lagen i ditt land tillåter dig att använda en dejtingtjänst för vuxna. Vi raderar konton för medlemmar som visar sig vara yngre.',
          'Du registrerar dig med en giltig e-postadress som du bekräftar via aktiveringslänken vi skickar till dig. Håll ditt lösenord hemligt: du ansvarar för allt som görs med ditt konto. Konton är personliga och får inte överlåtas.',
        ],
      },
      {
        heading: 'Gratis medlemskap, premium och krediter',
        paragraphs: [
          'Medlemskapet är gratis. Gratismedlemmar kan skapa en profil, söka, gilla andra medlemmar, ladda upp upp till 3 bilder och starta upp till 2 konversationer.',
          'Det kostar krediter att skicka meddelanden; priset per meddelande visas innan du skickar det. Krediter säljs i paket och priserna inkluderar moms. Ditt första köp av krediter, oavsett storlek, gör dig till premiummedlem: du kan starta obegränsat många konversationer, se bilder som är suddiga för gratismedlemmar och ladda upp upp till 25 bilder.',
          'Krediter är inte pengar. De kan varken växlas in mot kontanter eller överföras till en annan medlem. Oanvända krediter kan återbetalas inom {{refund_days}} dagar efter köpet enligt vår återbetalningspolicy.',
        ],
      },
      {
        heading: 'Fiktiva profiler',
        paragraphs: [
          'Vissa profiler på {{site_name}} är fiktiva profiler som drivs av vår personal i underhållningssyfte. De är märkta med en ikon. Du chattar med en riktig medarbetare, men du kan inte träffa en fiktiv profil i verkligheten. Genom att godkänna dessa villkor bekräftar du att du förstår detta.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Uppföranderegler',
        paragraphs: [
          'Du behandlar andra medlemmar med respekt. Det är inte tillåtet att publicera innehåll som är olagligt, våldsamt eller diskriminerande eller som involverar minderåriga; att publicera bilder på andra utan deras samtycke; att be om eller erbjuda pengar, betalda sexuella tjänster eller kommersiella erbjudanden; att trakassera, hota eller förfölja andra medlemmar; eller att använda skript, botar eller en falsk identitet.',
          'Vi kan granska, avvisa eller ta bort profiltexter och bilder som bryter mot dessa regler och begränsa eller spärra konton enligt vår policy för åtkomstspärr.',
        ],
      },
      {
        heading: 'När ditt medlemskap upphör',
        paragraphs: [
          'Du kan när som helst radera ditt konto under dina inställningar. Din profil döljs direkt. I 14 dagar kan du fortfarande återaktivera kontot via länken vi mejlar dig; därefter raderas alla dina uppgifter permanent. Oanvända krediter förfaller med kontot om du inte begär återbetalning i tid.',
          'Vi kan stänga av eller avsluta ditt medlemskap om du bryter mot dessa villkor eller bedrägligt återkallar en betalning. Om vi avslutar avtalet av ett skäl som inte beror på dig återbetalar vi dina oanvända krediter.',
        ],
      },
      {
        heading: 'Ansvar',
        paragraphs: [
          'Vi gör vårt bästa för att hålla {{site_name}} tillgänglig och säker, men vi kan inte garantera oavbruten åtkomst. Vi ansvarar inte för vad medlemmar säger eller gör, eller för att deras profiler är korrekta. Vårt ansvar är begränsat till det belopp du har betalat oss under de tolv månaderna innan skadan uppstod, utom vid uppsåt eller grov vårdslöshet eller när lagen inte tillåter en sådan begränsning.',
        ],
      },
      {
        heading: 'Ändringar och tillämplig lag',
        paragraphs: [
          'Vi kan ändra dessa villkor. Viktiga ändringar meddelar vi minst 30 dagar i förväg via e-post eller på webbplatsen; om du inte godtar dem kan du avsluta ditt medlemskap innan de träder i kraft. Denna version gäller från och med {{terms_date}}.',
          'Dessa villkor lyder under lagen i det land där {{company_name}} har sitt säte ({{company_country}}). Tvister prövas av behörig domstol för {{company_city}}, om inte tvingande konsumentlagstiftning ger dig rätt att vända dig till domstolen där du bor. Du kan också använda EU:s plattform för tvistlösning online.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Integritetspolicy',
    intro: [
      '{{company_name}} respekterar din integritet. Den här policyn förklarar vilka personuppgifter vi behandlar när du använder {{site_name}}, varför vi gör det och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).',
    ],
    sections: [
      {
        heading: 'Vem som är ansvarig',
        paragraphs: [
          'Personuppgiftsansvarig för dina personuppgifter är {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, registreringsnummer hos handelskammaren {{kvk}}. Frågor om integritet kan du skicka till {{support_email}}.',
        ],
      },
      {
        heading: 'Vilka uppgifter vi behandlar',
        paragraphs: [
          'Kontouppgifter: din e-postadress, ditt lösenord (sparat endast som en säker hash), namn, födelsedatum, kön och det språk du använder webbplatsen på.',
          'Profiluppgifter som du själv väljer att dela: bilder, ort och region, utseende, civilstånd, intressen och din text om dig själv. En del av detta, till exempel dina sexuella preferenser, är känsliga uppgifter. Du lämnar dem frivilligt och kan ändra eller radera dem när som helst.',
          'Användningsuppgifter: dina meddelanden, gillningar, gåvor, köp av krediter och deras betalningsstatus, uppgifter om enhet och webbläsare, din IP-adress och den ungefärliga plats som härleds från den, samt spårningsparametrarna från en partnerlänk om du kom in via en sådan.',
        ],
      },
      {
        heading: 'Varför vi använder dina uppgifter och med vilken rättslig grund',
        paragraphs: [
          'För att tillhandahålla tjänsten och fullgöra medlemsavtalet (artikel 6.1 b i GDPR): ditt konto, din profil, dina meddelanden, betalningar och kundtjänst.',
          'Med ditt uttryckliga samtycke (artikel 6.1 a och artikel 9.2 a i GDPR): behandling av dina sexuella preferenser och intressen för att visa dem i din profil och föreslå matchningar, samt utskick av pushnotiser. Du kan när som helst återkalla ditt samtycke.',
          'På grund av våra berättigade intressen (artikel 6.1 f i GDPR): att hålla webbplatsen säker, förebygga bedrägerier och missbruk, reglera provisioner med partner och förbättra tjänsten. För att fullgöra rättsliga förpliktelser (artikel 6.1 c i GDPR): bokföring och skatteunderlag.',
        ],
      },
      {
        heading: 'Vem som tar emot dina uppgifter',
        paragraphs: [
          'Vi säljer aldrig dina personuppgifter. Vi delar uppgifter endast med personuppgiftsbiträden som hjälper oss att driva tjänsten, till exempel leverantörer av hosting, e-post och betalningar, enligt ett personuppgiftsbiträdesavtal, och med myndigheter när lagen kräver det. Andra medlemmar ser bara det du publicerar i din profil och det du skickar till dem. Om uppgifter överförs utanför Europeiska ekonomiska samarbetsområdet använder vi Europeiska kommissionens standardavtalsklausuler.',
        ],
      },
      {
        heading: 'Hur länge vi sparar dina uppgifter',
        paragraphs: [
          'Vi sparar dina uppgifter så länge ditt konto finns. När du raderar ditt konto döljs det först och sparas i 14 dagar, så att du fortfarande kan återaktivera det via länken vi mejlar dig. Efter dessa 14 dagar raderas ditt konto, din profil, dina bilder och meddelanden permanent.',
          'Betalningsunderlag sparas i sju år eftersom skattelagstiftningen kräver det. Säkerhetsloggar raderas senast efter sex månader.',
        ],
      },
      {
        heading: 'Säkerhet',
        paragraphs: [
          'Vi skyddar dina uppgifter med krypterade anslutningar, hashade lösenord, begränsad åtkomst för personal och regelbundna säkerhetsuppdateringar. Innan vi sparar en bild tar vi bort dess metadata, till exempel GPS-positionen där den togs.',
        ],
      },
      {
        heading: 'Dina rättigheter',
        paragraphs: [
          'Du har rätt att få tillgång till, rätta och radera dina uppgifter, att begränsa eller invända mot behandlingen, till dataportabilitet och att återkalla ditt samtycke. Mycket av detta kan du göra själv i din profil och dina inställningar. För allt annat skickar du din begäran till {{support_email}}; vi svarar inom en månad.',
          'Du har också rätt att lämna klagomål till dataskyddsmyndigheten i ditt land eller i det land där vi har vårt säte ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiepolicy',
    intro: [
      '{{site_name}} använder bara ett fåtal cookies och liknande tekniker, och alla behövs för att webbplatsen ska fungera. Här förklarar vi vilka vi använder och varför.',
    ],
    sections: [
      {
        heading: 'Vad cookies är',
        paragraphs: [
          'En cookie är en liten textfil som en webbplats sparar i din webbläsare. Lokal lagring (local storage) är en liknande teknik som sparar information i webbläsaren utan att skicka den till servern vid varje förfrågan. Båda gör att en webbplats kan komma ihåg något mellan besöken.',
        ],
      },
      {
        heading: 'Strikt nödvändiga cookies',
        paragraphs: [
          'auth._token håller dig inloggad. Det är en säker sessionscookie som skript inte kan läsa, och den gäller i 30 dagar eller tills du loggar ut.',
          'i18n_redirected kommer ihåg vilket språk du har valt för webbplatsen. Den sparas i 365 dagar.',
        ],
      },
      {
        heading: 'Lokal lagring',
        paragraphs: [
          'Vi sparar några uppgifter i webbläsarens lokala lagring: när du stängde ett meddelande, till exempel varningen vid inträdet eller påminnelsen om att lägga till en profilbild, så att vi inte visar det igen för snart; och spårningsparametrarna från en partnerlänk som du kom in via, så att partnern kan få ersättning om du registrerar dig. Ingenting i den lokala lagringen används för att följa dig på andra webbplatser.',
        ],
      },
      {
        heading: 'Inga reklam- eller spårningscookies',
        paragraphs: [
          'Vi placerar inga reklamcookies från tredje part, och vi låter inte reklamnätverk eller sociala medier följa dig på {{site_name}}. Eftersom vi bara använder strikt nödvändiga cookies kräver lagen inte ditt samtycke till dem; därför ser du ingen cookiebanner.',
          'När du betalar kan våra betalningsleverantörers sidor placera egna cookies. För dessa gäller respektive leverantörs cookiepolicy.',
        ],
      },
      {
        heading: 'Hantera cookies',
        paragraphs: [
          'Du kan när som helst radera cookies och lokal lagring i webbläsarens inställningar. Om du blockerar de nödvändiga cookies kan du inte logga in, och webbplatsen kommer inte ihåg ditt språk. Frågor? Skriv till {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Policy för åtkomstspärr',
    intro: [
      'För att {{site_name}} ska förbli en trygg och trevlig plats kan vi begränsa eller spärra åtkomsten för medlemmar som bryter mot våra allmänna villkor. Den här policyn förklarar när vi gör det och vad du kan göra om du inte håller med.',
    ],
    sections: [
      {
        heading: 'Vad som leder till en spärr',
        paragraphs: [
          'Vi spärrar konton särskilt för: att vara yngre än {{min_age}} eller utge sig för att vara någon annan; att publicera olagligt innehåll eller något som involverar minderåriga; trakasserier, hot, hatpropaganda eller upprepade oönskade meddelanden; att be om pengar, erbjuda betalda sexuella tjänster eller göra reklam; bedrägeri, inklusive återkallande av genomförda betalningar; spam, botar eller automatiserad användning av webbplatsen; och att skapa ett nytt konto efter en tidigare spärr.',
        ],
      },
      {
        heading: 'Varningar, tillfälliga och permanenta spärrar',
        paragraphs: [
          'Vid mindre allvarliga överträdelser börjar vi oftast med en varning eller tar bort innehållet i fråga. En tillfällig spärr blockerar åtkomsten under en bestämd period. Allvarliga eller upprepade överträdelser leder till en permanent spärr, och då avvisar vi även nya konton från samma person.',
          'Om ditt konto har spärrats ser du ett meddelande när du försöker logga in. Vi berättar varför, om det inte skulle hjälpa någon att kringgå våra säkerhetsåtgärder eller lagen inte tillåter det.',
        ],
      },
      {
        heading: 'Krediter efter en spärr',
        paragraphs: [
          'Krediter är personliga och knutna till ditt konto. Om ditt konto spärras för brott mot villkoren återbetalas inte oanvända krediter. Om spärren visar sig vara ett misstag återställer vi ditt konto tillsammans med dess krediter.',
        ],
      },
      {
        heading: 'Så överklagar du',
        paragraphs: [
          'Om du anser att du har spärrats av misstag kan du överklaga via vår sida för klagomål. Välj kategorin ”Övrigt”, ange e-postadressen till ditt konto och förklara varför du anser att beslutet är fel. Du behöver inte vara inloggad för att göra det.',
          'Din överklagan granskas av en person i vårt team som inte var inblandad i det ursprungliga beslutet. Vi svarar via e-post, oftast inom fem arbetsdagar. Om du fortfarande inte är nöjd kan du kontakta kundtjänst på {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Vanliga frågor',
    intro: [
      'Här hittar du svar på de frågor som våra medlemmar ställer oftast. Hittar du inte det du letar efter? Kontakta kundtjänst på {{support_email}}.',
    ],
    items: [
      {
        question: 'Vad är krediter och vad kostar de?',
        answer: [
          'Krediter är valutan på {{site_name}}. Du använder dem för att skicka meddelanden, bilder och gåvor, och du ser hur många krediter ett meddelande kostar innan du skickar det. Krediter säljs i paket: ju större paket, desto lägre pris per kredit.',
        ],
      },
      {
        question: 'Vad är skillnaden mellan gratis medlemskap och premium?',
        answer: [
          'Som gratismedlem kan du skapa en profil, söka, gilla medlemmar och starta upp till 2 konversationer. Så fort du köper krediter för första gången, oavsett belopp, blir du premiummedlem för gott: du kan starta hur många konversationer du vill, se bilder som är suddiga för gratismedlemmar och ladda upp upp till 25 bilder.',
        ],
      },
      {
        question: 'Hur många bilder kan jag ladda upp?',
        answer: [
          'Gratismedlemmar kan ladda upp upp till 3 bilder, premiummedlemmar upp till 25. Dina bilder syns för andra medlemmar så snart de är uppladdade. Våra moderatorer tar bort bilder som bryter mot reglerna, och varje ny bild jämförs automatiskt med de borttagna, så att en borttagen bild inte kan laddas upp igen. Ladda bara upp bilder på dig själv och aldrig bilder på andra utan deras samtycke.',
        ],
      },
      {
        question: 'Varför är vissa bilder suddiga?',
        answer: [
          'Medlemmar kan hålla en del av sina bilder privata. Gratismedlemmar ser dessa bilder suddiga; premiummedlemmar ser dem i sin helhet.',
        ],
      },
      {
        question: 'Kan jag använda {{site_name}} utan att synas?',
        answer: [
          'Ja: slå på osynligt läge i dina inställningar. Din profil visas då inte längre i sökresultaten, och andra medlemmar kan varken skriva till dig eller gilla dig, medan du fortsätter att använda webbplatsen som vanligt. Stäng av det när du vill bli hittad igen.',
        ],
      },
      {
        question: 'Hur raderar jag mitt konto, och kan jag ångra mig?',
        answer: [
          'Gå till dina inställningar och välj att radera ditt konto. Din profil försvinner direkt. I 14 dagar kan du fortfarande återaktivera ditt konto via länken i mejlet vi skickar dig, med profil, meddelanden och krediter i behåll. Efter 14 dagar raderas allt permanent.',
        ],
      },
      {
        question: 'Jag har inte fått aktiveringsmejlet. Vad gör jag?',
        answer: [
          'Kontrollera först din skräppostmapp och se till att e-postadressen för ditt konto är rätt stavad. Du kan begära ett nytt aktiveringsmejl via påminnelsen högst upp på webbplatsen, högst en gång per minut. Fortfarande inget efter några minuter? Kontakta kundtjänst.',
        ],
      },
      {
        question: 'Jag har glömt mitt lösenord. Hur återställer jag det?',
        answer: [
          'Klicka på ”Glömt lösenordet?” på inloggningssidan och ange din e-postadress. Du får en länk för att välja ett nytt lösenord; den gäller i en timme och fungerar bara en gång. Efter återställningen loggas du ut på alla dina andra enheter.',
        ],
      },
      {
        question: 'Hur dejtar jag säkert?',
        answer: [
          'Skicka aldrig pengar till någon du har träffat på nätet, hur övertygande historien än är. Dela inte din hemadress, dina bankuppgifter eller lösenord. Träffas första gången på en offentlig plats, berätta för en vän vart du ska och ordna din egen transport. Anmäl misstänkt beteende via sidan för klagomål.',
        ],
      },
      {
        question: 'Är alla profiler riktiga människor?',
        answer: [
          'Vissa profiler på {{site_name}} är fiktiva profiler som drivs av vår personal i underhållningssyfte. De är märkta med en ikon i profilen. Du kan chatta med dem, men du kan inte träffa dem i verkligheten. Det framgår också av våra allmänna villkor.',
        ],
      },
      {
        question: 'Hur kan jag betala?',
        answer: [
          'Beroende på ditt land kan du betala med kreditkort, iDEAL, PayPal, Bancontact, SEPA-autogiro, Przelewy24 och många andra metoder. Vilka metoder du kan välja visas när du köper krediter. Betalningarna hanteras säkert av vår betalningsleverantör, och vi ser aldrig dina fullständiga kortuppgifter.',
        ],
      },
      {
        question: 'Kan jag få tillbaka mina pengar?',
        answer: [
          'Du kan begära återbetalning av oanvända krediter inom {{refund_days}} dagar efter köpet. Villkoren står i vår återbetalningspolicy.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retur och återbetalning',
    intro: [
      'Vi vill att du ska vara nöjd med varje köp på {{site_name}}. Den här policyn förklarar när och hur du kan få tillbaka pengar för krediter.',
    ],
    sections: [
      {
        heading: 'Återbetalning av oanvända krediter',
        paragraphs: [
          'Du kan ångra ett köp av krediter och få tillbaka pengarna inom {{refund_days}} dagar efter köpet, så länge du inte har använt några krediter från paketet. Har du redan använt en del av dem återbetalar vi den oanvända delen i proportion till priset du betalade.',
          'När du börjar använda krediter godkänner du att tjänsten påbörjas direkt. För krediter som du redan har använt gäller därför inte längre den lagstadgade ångerrätten.',
        ],
      },
      {
        heading: 'Vad som inte kan återbetalas',
        paragraphs: [
          'Krediter som har använts för att skicka meddelanden, bilder eller gåvor; bonuskrediter och krediter som du fått genom en rabatt eller kampanj; köp som gjordes för mer än {{refund_days}} dagar sedan; och krediter på konton som spärrats för brott mot de allmänna villkoren.',
        ],
      },
      {
        heading: 'Så begär du återbetalning',
        paragraphs: [
          'Skicka din begäran via sidan för klagomål med kategorin ”Betalning”, eller via e-post till {{support_email}}. Ange e-postadressen till ditt konto samt datum och belopp för köpet. Vi bekräftar att vi har tagit emot din begäran och hanterar den inom fem arbetsdagar.',
        ],
      },
      {
        heading: 'Så får du tillbaka pengarna',
        paragraphs: [
          'Godkända återbetalningar betalas tillbaka via den betalningsmetod du använde, inom 14 dagar efter vårt beslut. Beroende på din bank eller kortutgivare kan det ta några dagar till innan beloppet syns på ditt kontoutdrag. De återbetalade krediterna dras av från ditt saldo.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundtjänst',
    intro: [
      'Har du en fråga om ditt konto, en betalning eller en annan medlem? Kundtjänstteamet på {{site_name}} hjälper dig gärna. Du når oss per telefon, via e-post eller via sidan för klagomål.',
    ],
    sections: [
      {
        heading: 'Innan du kontaktar oss',
        paragraphs: [
          'Många frågor besvaras redan på vår sida med vanliga frågor, till exempel om krediter, bilder, osynligt läge och hur du raderar ditt konto. Titta där först: du kanske hittar svaret direkt.',
        ],
      },
      {
        heading: 'Per telefon',
        paragraphs: [
          'Du kan ringa oss på {{support_phone}} vardagar kl. 9.00–17.00 (centraleuropeisk tid). Ha gärna e-postadressen till ditt konto till hands, så att vi snabbt hittar dina uppgifter. För din säkerhet frågar vi aldrig efter ditt lösenord.',
        ],
      },
      {
        heading: 'Via e-post',
        paragraphs: [
          'Du kan när som helst skriva till {{support_email}}. Använd den e-postadress du registrerade dig med, så att vi kan koppla ditt meddelande till ditt konto, och bifoga en skärmbild om den hjälper till att förklara ett tekniskt problem. Vi svarar inom en arbetsdag.',
        ],
      },
      {
        heading: 'Klagomål',
        paragraphs: [
          'Är du inte nöjd med vår service, eller vill du anmäla en medlem eller ett innehåll? Använd sidan för klagomål. Du får ett referensnummer och en bekräftelse via e-post, och vi svarar inom fem arbetsdagar. Om vi inte kan lösa ditt klagomål tillsammans kan du lämna in det till EU:s plattform för tvistlösning online.',
        ],
      },
      {
        heading: 'Betalningar och återbetalningar',
        paragraphs: [
          'Har du frågor om en betalning, ha datum, belopp och betalningsmetod till hands. Oanvända krediter kan återbetalas inom {{refund_days}} dagar; vår återbetalningspolicy förklarar hur.',
        ],
      },
    ],
  },
};

export default content;
