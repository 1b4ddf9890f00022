/**
 * Demo content for the database-backed `{token}` information pages, served at `/<token>` and by
 * `GET /api/page.php?token=`. Every token exists in every site language; `body` is plain text with
 * paragraphs separated by a blank line.
 */

export interface SeedInfoPage {
  token: string;
  language: string;
  title: string;
  body: string;
}

/** `safety-tips` ("Dating safely") and `about-us` ("About Amora") in all 11 languages. */
export const DEMO_INFO_PAGES: SeedInfoPage[] = [
  {
    token: 'safety-tips',
    language: 'da',
    title: 'Sikker dating',
    body:
      'De fleste medlemmer kommer på Amora af samme grund som dig: for at chatte, flirte og lære ' +
      'nye mennesker at kende. Et par enkle vaner hjælper dig med at date sikkert online, både på ' +
      'siden og når I beslutter jer for at mødes.\n\n' +
      'Hold dine personlige oplysninger for dig selv i starten. Del ikke dit efternavn, din privat- ' +
      'eller arbejdsadresse, dit telefonnummer eller dine profiler på sociale medier, før du har ' +
      'lært personen at kende og føler dig tryg. Vælg billeder, der ikke afslører, hvor du bor ' +
      'eller arbejder, og giv aldrig din adgangskode til nogen.\n\n' +
      'Send aldrig penge. Vær på vagt over for alle, der beder dig om penge, gavekort, ' +
      'bankoplysninger eller hjælp til en betaling, uanset hvor overbevisende eller presserende ' +
      'historien lyder. En person, der meget hurtigt erklærer stærke følelser, undviger dine ' +
      'spørgsmål eller presser på for at fortsætte samtalen et andet sted, er måske ikke den, ' +
      'vedkommende udgiver sig for at være.\n\n' +
      'Mød hinanden på et offentligt sted. Hvis I beslutter jer for at mødes, så vælg et travlt ' +
      'offentligt sted som en café eller en restaurant, sørg selv for transport frem og tilbage, og ' +
      'hold øje med din drink. Tag ikke hjem til personen, og inviter heller ikke vedkommende hjem ' +
      'til dig, på en første date.\n\n' +
      'Fortæl det til en ven. Lad en, du stoler på, vide, hvor du skal hen, hvem du skal mødes med, ' +
      'og hvornår du regner med at være hjemme. Sørg for, at din telefon er opladet, og aftal at ' +
      'melde tilbage til din ven under eller efter daten.\n\n' +
      'Stol på din mavefornemmelse. Hvis noget føles forkert, online eller ansigt til ansigt, ' +
      'skylder du ingen en forklaring: afslut samtalen, eller gå. Hvis et medlem opfører sig ' +
      'mistænkeligt, chikanerer dig eller beder om penge, så brug mulighederne for at anmelde og ' +
      'blokere på medlemmets profil; vores moderatorer undersøger alle anmeldelser.\n\n' +
      'Er du utilfreds med, hvordan noget er blevet håndteret, eller vil du fortælle os om et ' +
      'problem? Brug klagesiden, så vender vi tilbage til dig. Hvis du nogensinde er i akut fare, ' +
      'så kontakt først politiet eller alarmnummeret.',
  },
  {
    token: 'safety-tips',
    language: 'de',
    title: 'Sicher daten',
    body:
      'Die meisten Mitglieder sind aus demselben Grund bei Amora wie du: um zu chatten, zu flirten ' +
      'und neue Menschen kennenzulernen. Mit ein paar einfachen Gewohnheiten datest du online ' +
      'sicher – auf der Website und auch dann, wenn ihr euch treffen wollt.\n\n' +
      'Behalte persönliche Daten anfangs für dich. Gib deinen Nachnamen, deine Wohn- oder ' +
      'Arbeitsadresse, deine Telefonnummer oder deine Social-Media-Konten erst weiter, wenn du die ' +
      'Person besser kennst und dich wohlfühlst. Wähle Fotos, die nicht verraten, wo du wohnst oder ' +
      'arbeitest, und gib dein Passwort niemals an andere weiter.\n\n' +
      'Schicke niemals Geld. Sei vorsichtig bei allen, die dich um Geld, Gutscheinkarten, Bankdaten ' +
      'oder Hilfe bei einer Zahlung bitten, ganz gleich, wie überzeugend oder dringend die ' +
      'Geschichte klingt. Wer sehr schnell große Gefühle beteuert, deinen Fragen ausweicht oder ' +
      'darauf drängt, das Gespräch woanders fortzusetzen, ist möglicherweise nicht die Person, für ' +
      'die er oder sie sich ausgibt.\n\n' +
      'Trefft euch an einem öffentlichen Ort. Wenn ihr euch persönlich treffen wollt, wähle einen ' +
      'belebten öffentlichen Ort wie ein Café oder Restaurant, kümmere dich selbst um deine Hin- ' +
      'und Rückfahrt und behalte dein Getränk im Blick. Geh beim ersten Date nicht zu der Person ' +
      'nach Hause und lade sie auch nicht zu dir ein.\n\n' +
      'Sag jemandem Bescheid. Erzähle einer Person, der du vertraust, wohin du gehst, wen du ' +
      'triffst und wann du wieder zu Hause sein willst. Sorge dafür, dass dein Handy aufgeladen ' +
      'ist, und vereinbare, dass du dich während oder nach dem Date bei ihr meldest.\n\n' +
      'Vertraue deinem Bauchgefühl. Wenn sich etwas falsch anfühlt, online oder im echten Leben, ' +
      'bist du niemandem eine Erklärung schuldig: Beende das Gespräch oder geh. Wenn sich ein ' +
      'Mitglied verdächtig verhält, dich belästigt oder um Geld bittet, nutze die Funktionen zum ' +
      'Melden und Blockieren in seinem Profil; unsere Moderatoren gehen jeder Meldung nach.\n\n' +
      'Bist du unzufrieden damit, wie etwas gehandhabt wurde, oder möchtest du uns auf ein Problem ' +
      'hinweisen? Nutze die Beschwerdeseite, dann melden wir uns bei dir. Wenn du dich jemals in ' +
      'unmittelbarer Gefahr befindest, wende dich zuerst an die Polizei oder den Notruf.',
  },
  {
    token: 'safety-tips',
    language: 'en',
    title: 'Dating safely',
    body:
      'Most members come to Amora for the same reason you do: to chat, flirt and get to know ' +
      'someone new. A few simple habits help you enjoy online dating safely, both on the site and ' +
      'when you decide to meet.\n\n' +
      "Keep personal details private at first. Don't share your surname, home or work address, " +
      'phone number or social media accounts until you have got to know someone and feel ' +
      "comfortable. Choose photos that don't give away where you live or work, and never give your " +
      'password to anyone.\n\n' +
      'Never send money. Be wary of anyone who asks you for money, gift cards, bank details or help ' +
      'with a payment, however convincing or urgent the story sounds. Someone who declares strong ' +
      'feelings very quickly, avoids your questions or pushes you to continue the conversation ' +
      'elsewhere may not be who they claim to be.\n\n' +
      'Meet in public. If you decide to meet in person, choose a busy public place such as a café ' +
      'or restaurant, arrange your own transport there and back, and keep an eye on your drink. ' +
      "Don't go to someone's home, or invite them to yours, on a first date.\n\n" +
      'Tell a friend. Let someone you trust know where you are going, who you are meeting and when ' +
      'you expect to be home. Keep your phone charged and agree to check in with your friend during ' +
      'or after the date.\n\n' +
      "Trust your instincts. If something feels wrong, online or in person, you don't owe anyone an " +
      'explanation: end the conversation or leave. If a member behaves suspiciously, harasses you ' +
      'or asks for money, use the report and block options on their profile; our moderators look ' +
      'into every report.\n\n' +
      'Not happy with how something was handled, or want to tell us about a problem? Use the ' +
      'complaints page and we will get back to you. If you are ever in immediate danger, contact ' +
      'the police or local emergency services first.',
  },
  {
    token: 'safety-tips',
    language: 'es',
    title: 'Citas seguras',
    body:
      'La mayoría de los miembros llegan a Amora por el mismo motivo que tú: chatear, ligar y ' +
      'conocer a gente nueva. Unos cuantos hábitos sencillos te ayudan a disfrutar de las citas ' +
      'online con seguridad, tanto en el sitio como cuando decidáis quedar.\n\n' +
      'Al principio, guarda tus datos personales para ti. No compartas tus apellidos, la dirección ' +
      'de tu casa o de tu trabajo, tu número de teléfono ni tus redes sociales hasta que conozcas ' +
      'mejor a la otra persona y te sientas a gusto. Elige fotos que no revelen dónde vives o ' +
      'trabajas y no le des nunca tu contraseña a nadie.\n\n' +
      'Nunca envíes dinero. Desconfía de cualquiera que te pida dinero, tarjetas regalo, datos ' +
      'bancarios o ayuda con un pago, por muy convincente o urgente que parezca la historia. ' +
      'Alguien que declara sentimientos muy intensos enseguida, evita tus preguntas o insiste en ' +
      'seguir la conversación en otro sitio puede no ser quien dice ser.\n\n' +
      'Queda en un lugar público. Si decidís veros en persona, elige un lugar público y concurrido, ' +
      'como una cafetería o un restaurante, organiza por tu cuenta el transporte de ida y vuelta y ' +
      'no pierdas de vista tu bebida. En una primera cita, no vayas a casa de la otra persona ni la ' +
      'invites a la tuya.\n\n' +
      'Avisa a alguien de confianza. Cuéntale a una persona en quien confíes adónde vas, con quién ' +
      'has quedado y a qué hora piensas volver a casa. Lleva el móvil cargado y acuerda con esa ' +
      'persona que le escribirás durante la cita o después.\n\n' +
      'Confía en tu instinto. Si algo no te cuadra, en línea o en persona, no le debes ' +
      'explicaciones a nadie: termina la conversación o vete. Si un miembro se comporta de forma ' +
      'sospechosa, te acosa o te pide dinero, usa las opciones de denunciar y bloquear de su ' +
      'perfil; nuestros moderadores revisan todas las denuncias.\n\n' +
      '¿Algo no se ha gestionado como esperabas o quieres informarnos de un problema? Usa la página ' +
      'de reclamaciones y te responderemos. Si alguna vez estás en peligro inmediato, ponte en ' +
      'contacto primero con la policía o con los servicios de emergencia.',
  },
  {
    token: 'safety-tips',
    language: 'fi',
    title: 'Turvallista deittailua',
    body:
      'Useimmat jäsenet tulevat Amoraan samasta syystä kuin sinä: juttelemaan, flirttailemaan ja ' +
      'tutustumaan uusiin ihmisiin. Muutaman yksinkertaisen tavan avulla voit deittailla verkossa ' +
      'turvallisesti, niin sivustolla kuin silloinkin, kun päätätte tavata.\n\n' +
      'Pidä henkilötietosi aluksi omana tietonasi. Älä kerro sukunimeäsi, koti- tai työosoitettasi, ' +
      'puhelinnumeroasi tai sosiaalisen median tilejäsi ennen kuin olet tutustunut toiseen ja ' +
      'tunnet olosi turvalliseksi. Valitse kuvia, joista ei selviä, missä asut tai työskentelet, ' +
      'äläkä koskaan anna salasanaasi kenellekään.\n\n' +
      'Älä koskaan lähetä rahaa. Suhtaudu varauksella jokaiseen, joka pyytää sinulta rahaa, ' +
      'lahjakortteja, pankkitietoja tai apua maksun kanssa, kuulosti tarina kuinka vakuuttavalta ' +
      'tai kiireelliseltä tahansa. Henkilö, joka vakuuttaa voimakkaita tunteitaan hyvin nopeasti, ' +
      'väistelee kysymyksiäsi tai painostaa jatkamaan keskustelua muualla, ei välttämättä ole se, ' +
      'joka väittää olevansa.\n\n' +
      'Tapaa julkisella paikalla. Jos päätätte tavata kasvokkain, valitse vilkas julkinen paikka, ' +
      'kuten kahvila tai ravintola, järjestä itse kulkemisesi sinne ja takaisin ja pidä juomasi ' +
      'silmällä. Älä mene ensitreffeillä toisen kotiin äläkä kutsu häntä omaan kotiisi.\n\n' +
      'Kerro ystävälle. Kerro jollekulle luotettavalle, minne olet menossa, kenet tapaat ja milloin ' +
      'arvelet olevasi kotona. Pidä puhelimesi ladattuna ja sovi ystäväsi kanssa, että ilmoittaudut ' +
      'treffien aikana tai niiden jälkeen.\n\n' +
      'Luota vaistoosi. Jos jokin tuntuu väärältä verkossa tai kasvokkain, et ole kenellekään ' +
      'selitystä velkaa: lopeta keskustelu tai lähde. Jos jäsen käyttäytyy epäilyttävästi, ' +
      'häiritsee sinua tai pyytää rahaa, käytä hänen profiilissaan olevia ilmoitus- ja ' +
      'estotoimintoja; moderaattorimme tutkivat jokaisen ilmoituksen.\n\n' +
      'Etkö ole tyytyväinen siihen, miten jokin asia hoidettiin, tai haluatko kertoa meille ' +
      'ongelmasta? Käytä valitussivua, niin palaamme asiaan. Jos olet joskus välittömässä vaarassa, ' +
      'ota ensin yhteyttä poliisiin tai hätänumeroon.',
  },
  {
    token: 'safety-tips',
    language: 'fr',
    title: 'Faire des rencontres en toute sécurité',
    body:
      'La plupart des membres viennent sur Amora pour les mêmes raisons que toi : discuter, flirter ' +
      'et faire de nouvelles rencontres. Quelques habitudes simples t’aident à profiter des ' +
      'rencontres en ligne en toute sécurité, sur le site comme au moment de vous voir.\n\n' +
      'Garde tes informations personnelles pour toi au début. Ne communique pas ton nom de famille, ' +
      'ton adresse personnelle ou professionnelle, ton numéro de téléphone ni tes réseaux sociaux ' +
      'avant d’avoir appris à connaître la personne et de te sentir en confiance. Choisis des ' +
      'photos qui ne révèlent pas où tu habites ou travailles, et ne donne jamais ton mot de passe ' +
      'à personne.\n\n' +
      'N’envoie jamais d’argent. Méfie-toi de toute personne qui te demande de l’argent, des cartes ' +
      'cadeaux, tes coordonnées bancaires ou de l’aide pour un paiement, même si son histoire ' +
      'semble convaincante ou urgente. Quelqu’un qui déclare très vite des sentiments forts, évite ' +
      'tes questions ou insiste pour poursuivre la conversation ailleurs n’est peut-être pas la ' +
      'personne qu’il ou elle prétend être.\n\n' +
      'Rencontrez-vous dans un lieu public. Si vous décidez de vous voir en vrai, choisis un lieu ' +
      'public et fréquenté, comme un café ou un restaurant, organise toi-même ton trajet aller et ' +
      'retour et garde un œil sur ton verre. Lors d’un premier rendez-vous, ne va pas chez l’autre ' +
      'personne et ne l’invite pas chez toi.\n\n' +
      'Préviens un proche. Dis à une personne de confiance où tu vas, qui tu rencontres et à quelle ' +
      'heure tu penses rentrer. Garde ton téléphone chargé et promets-lui de donner des nouvelles ' +
      'pendant ou après le rendez-vous.\n\n' +
      'Fie-toi à ton instinct. Si quelque chose te semble anormal, en ligne ou en vrai, tu ne dois ' +
      'd’explication à personne : mets fin à la conversation ou pars. Si un membre a un ' +
      'comportement suspect, te harcèle ou te demande de l’argent, utilise les options de ' +
      'signalement et de blocage sur son profil ; nos modérateurs examinent chaque signalement.\n\n' +
      'Quelque chose n’a pas été traité comme tu l’espérais, ou tu veux nous signaler un problème ? ' +
      'Utilise la page des réclamations et nous te répondrons. Si tu te trouves un jour en danger ' +
      'immédiat, contacte d’abord la police ou les services d’urgence.',
  },
  {
    token: 'safety-tips',
    language: 'it',
    title: 'Incontri in sicurezza',
    body:
      'La maggior parte dei membri arriva su Amora per il tuo stesso motivo: chattare, flirtare e ' +
      'conoscere persone nuove. Alcune semplici abitudini ti aiutano a vivere gli incontri online ' +
      'in sicurezza, sia sul sito sia quando decidete di vedervi.\n\n' +
      'All’inizio tieni per te i tuoi dati personali. Non condividere il tuo cognome, l’indirizzo ' +
      'di casa o del lavoro, il numero di telefono o i tuoi profili social finché non conosci ' +
      'meglio l’altra persona e non ti senti a tuo agio. Scegli foto che non rivelino dove vivi o ' +
      'lavori e non dare mai la tua password a nessuno.\n\n' +
      'Non inviare mai denaro. Diffida di chiunque ti chieda soldi, carte regalo, dati bancari o ' +
      'aiuto con un pagamento, per quanto convincente o urgente possa sembrare la sua storia. Chi ' +
      'dichiara sentimenti forti molto in fretta, evita le tue domande o insiste per continuare la ' +
      'conversazione altrove potrebbe non essere chi dice di essere.\n\n' +
      'Incontratevi in un luogo pubblico. Se decidete di vedervi di persona, scegli un luogo ' +
      'pubblico e frequentato, come un bar o un ristorante, organizza in autonomia gli spostamenti ' +
      'di andata e ritorno e tieni d’occhio il tuo drink. Al primo appuntamento non andare a casa ' +
      'dell’altra persona e non invitarla a casa tua.\n\n' +
      'Avvisa qualcuno di cui ti fidi. Di’ a un amico o a un’amica dove stai andando, chi ' +
      'incontrerai e a che ora pensi di tornare a casa. Tieni il telefono carico e accordati per ' +
      'farti sentire durante o dopo l’appuntamento.\n\n' +
      'Fidati del tuo istinto. Se qualcosa non ti convince, online o dal vivo, non devi spiegazioni ' +
      'a nessuno: interrompi la conversazione o vai via. Se un membro si comporta in modo sospetto, ' +
      'ti molesta o ti chiede soldi, usa le opzioni per segnalarlo e bloccarlo dal suo profilo; i ' +
      'nostri moderatori esaminano ogni segnalazione.\n\n' +
      'Qualcosa non è stato gestito come ti aspettavi o vuoi segnalarci un problema? Usa la pagina ' +
      'dei reclami e ti risponderemo. Se ti trovi in pericolo immediato, contatta prima di tutto la ' +
      'polizia o i servizi di emergenza.',
  },
  {
    token: 'safety-tips',
    language: 'nb',
    title: 'Trygg dating',
    body:
      'De fleste medlemmene kommer til Amora av samme grunn som deg: for å chatte, flørte og bli ' +
      'kjent med nye mennesker. Noen enkle vaner hjelper deg å date trygt på nettet, både på siden ' +
      'og når dere bestemmer dere for å møtes.\n\n' +
      'Hold personlige opplysninger for deg selv i starten. Ikke del etternavnet ditt, hjemme- ' +
      'eller jobbadressen din, telefonnummeret ditt eller kontoene dine i sosiale medier før du har ' +
      'blitt kjent med personen og føler deg trygg. Velg bilder som ikke avslører hvor du bor eller ' +
      'jobber, og gi aldri passordet ditt til noen.\n\n' +
      'Send aldri penger. Vær på vakt overfor alle som ber deg om penger, gavekort, ' +
      'bankopplysninger eller hjelp med en betaling, uansett hvor overbevisende eller presserende ' +
      'historien høres ut. Noen som svært raskt erklærer sterke følelser, unngår spørsmålene dine ' +
      'eller presser på for å fortsette samtalen et annet sted, er kanskje ikke den de utgir seg ' +
      'for å være.\n\n' +
      'Møt hverandre på et offentlig sted. Hvis dere bestemmer dere for å møtes, velg et travelt ' +
      'offentlig sted som en kafé eller restaurant, ordne egen transport dit og hjem, og hold øye ' +
      'med drinken din. Ikke dra hjem til personen, og ikke inviter vedkommende hjem til deg, på en ' +
      'første date.\n\n' +
      'Si fra til en venn. Fortell noen du stoler på hvor du skal, hvem du skal møte og når du ' +
      'regner med å være hjemme. Sørg for at telefonen er ladet, og avtal at du gir lyd fra deg ' +
      'underveis eller etter daten.\n\n' +
      'Stol på magefølelsen. Hvis noe føles feil, på nettet eller ansikt til ansikt, skylder du ' +
      'ingen en forklaring: avslutt samtalen eller gå. Hvis et medlem oppfører seg mistenkelig, ' +
      'trakasserer deg eller ber om penger, bruk valgene for å rapportere og blokkere på profilen ' +
      'til medlemmet; moderatorene våre ser på alle rapporter.\n\n' +
      'Er du misfornøyd med hvordan noe ble håndtert, eller vil du fortelle oss om et problem? Bruk ' +
      'klagesiden, så kommer vi tilbake til deg. Hvis du noen gang er i akutt fare, kontakt ' +
      'politiet eller nødetatene først.',
  },
  {
    token: 'safety-tips',
    language: 'nl',
    title: 'Veilig daten',
    body:
      'De meeste leden komen om dezelfde reden naar Amora als jij: om te chatten, te flirten en ' +
      'nieuwe mensen te leren kennen. Met een paar eenvoudige gewoonten date je veilig online, op ' +
      'de site en ook wanneer jullie besluiten af te spreken.\n\n' +
      'Houd persoonlijke gegevens in het begin voor jezelf. Deel je achternaam, je woon- of ' +
      'werkadres, je telefoonnummer of je socialemedia-accounts pas als je iemand beter kent en je ' +
      "er prettig bij voelt. Kies foto's die niet verraden waar je woont of werkt, en geef je " +
      'wachtwoord nooit aan iemand anders.\n\n' +
      'Stuur nooit geld. Wees op je hoede bij iedereen die je om geld, cadeaukaarten, bankgegevens ' +
      'of hulp bij een betaling vraagt, hoe overtuigend of dringend het verhaal ook klinkt. Iemand ' +
      'die heel snel sterke gevoelens uitspreekt, je vragen ontwijkt of aandringt om het gesprek ' +
      'ergens anders voort te zetten, is misschien niet wie hij of zij zegt te zijn.\n\n' +
      'Spreek af op een openbare plek. Besluiten jullie elkaar te ontmoeten, kies dan een drukke ' +
      'openbare plek zoals een café of restaurant, regel zelf je vervoer heen en terug en houd je ' +
      'drankje in de gaten. Ga bij een eerste date niet naar iemands huis en nodig de ander ook ' +
      'niet bij jou thuis uit.\n\n' +
      'Vertel het een vriend of vriendin. Laat iemand die je vertrouwt weten waar je heen gaat, met ' +
      'wie je afspreekt en hoe laat je verwacht thuis te zijn. Zorg dat je telefoon opgeladen is en ' +
      'spreek af dat je tijdens of na de date even van je laat horen.\n\n' +
      'Vertrouw op je gevoel. Voelt iets niet goed, online of in het echt, dan ben je niemand ' +
      'uitleg verschuldigd: beëindig het gesprek of ga weg. Gedraagt een lid zich verdacht, valt ' +
      'het je lastig of vraagt het om geld, gebruik dan de opties om te melden en te blokkeren op ' +
      'zijn of haar profiel; onze moderators bekijken elke melding.\n\n' +
      'Ben je niet tevreden over hoe iets is afgehandeld, of wil je ons op een probleem wijzen? ' +
      'Gebruik de klachtenpagina, dan nemen we contact met je op. Ben je ooit in acuut gevaar, neem ' +
      'dan eerst contact op met de politie of het alarmnummer.',
  },
  {
    token: 'safety-tips',
    language: 'pl',
    title: 'Bezpieczne randkowanie',
    body:
      'Większość członków przychodzi do serwisu Amora z tego samego powodu co ty: żeby czatować, ' +
      'flirtować i poznawać nowych ludzi. Kilka prostych nawyków pomoże ci bezpiecznie randkować w ' +
      'sieci, zarówno w serwisie, jak i wtedy, gdy postanowicie się spotkać.\n\n' +
      'Na początku zachowaj dane osobowe dla siebie. Nie podawaj nazwiska, adresu domowego ani ' +
      'służbowego, numeru telefonu ani kont w mediach społecznościowych, dopóki nie poznasz lepiej ' +
      'drugiej osoby i nie poczujesz się swobodnie. Wybieraj zdjęcia, które nie zdradzają, gdzie ' +
      'mieszkasz lub pracujesz, i nigdy nikomu nie podawaj swojego hasła.\n\n' +
      'Nigdy nie wysyłaj pieniędzy. Uważaj na każdego, kto prosi cię o pieniądze, karty ' +
      'podarunkowe, dane bankowe lub pomoc przy płatności, bez względu na to, jak przekonująca czy ' +
      'pilna wydaje się jego historia. Ktoś, kto bardzo szybko wyznaje silne uczucia, unika twoich ' +
      'pytań lub naciska, by przenieść rozmowę gdzie indziej, może nie być tym, za kogo się podaje.\n\n' +
      'Spotykajcie się w miejscach publicznych. Jeśli zdecydujecie się spotkać na żywo, wybierz ' +
      'ruchliwe miejsce publiczne, na przykład kawiarnię lub restaurację, zadbaj o własny transport ' +
      'w obie strony i pilnuj swojego napoju. Na pierwszej randce nie chodź do domu drugiej osoby i ' +
      'nie zapraszaj jej do siebie.\n\n' +
      'Poinformuj kogoś bliskiego. Powiedz osobie, której ufasz, dokąd idziesz, z kim się spotykasz ' +
      'i o której planujesz wrócić do domu. Miej naładowany telefon i umówcie się, że odezwiesz się ' +
      'w trakcie randki lub po niej.\n\n' +
      'Ufaj swojej intuicji. Jeśli coś wydaje ci się nie tak, w sieci czy na żywo, nie musisz ' +
      'nikomu niczego tłumaczyć: zakończ rozmowę albo wyjdź. Jeśli któryś z członków zachowuje się ' +
      'podejrzanie, nęka cię lub prosi o pieniądze, skorzystaj z opcji zgłoszenia i zablokowania na ' +
      'jego profilu; nasi moderatorzy sprawdzają każde zgłoszenie.\n\n' +
      'Masz zastrzeżenia do tego, jak coś zostało załatwione, albo chcesz poinformować nas o ' +
      'problemie? Skorzystaj ze strony reklamacji, a odpowiemy ci. Jeśli kiedykolwiek znajdziesz ' +
      'się w bezpośrednim niebezpieczeństwie, najpierw skontaktuj się z policją lub zadzwoń na ' +
      'numer alarmowy.',
  },
  {
    token: 'safety-tips',
    language: 'sv',
    title: 'Dejta säkert',
    body:
      'De flesta medlemmar kommer till Amora av samma anledning som du: för att chatta, flirta och ' +
      'lära känna nya människor. Några enkla vanor hjälper dig att dejta säkert på nätet, både på ' +
      'sajten och när ni bestämmer er för att träffas.\n\n' +
      'Håll personliga uppgifter för dig själv i början. Dela inte ditt efternamn, din hem- eller ' +
      'jobbadress, ditt telefonnummer eller dina konton i sociala medier förrän du har lärt känna ' +
      'personen och känner dig trygg. Välj bilder som inte avslöjar var du bor eller jobbar, och ge ' +
      'aldrig ut ditt lösenord till någon.\n\n' +
      'Skicka aldrig pengar. Var vaksam mot alla som ber dig om pengar, presentkort, bankuppgifter ' +
      'eller hjälp med en betalning, hur övertygande eller brådskande historien än låter. Någon som ' +
      'mycket snabbt förklarar starka känslor, undviker dina frågor eller pressar dig att fortsätta ' +
      'samtalet någon annanstans är kanske inte den hen utger sig för att vara.\n\n' +
      'Träffas på en offentlig plats. Om ni bestämmer er för att ses, välj en livlig offentlig ' +
      'plats som ett kafé eller en restaurang, ordna din egen transport dit och hem och håll koll ' +
      'på din drink. Gå inte hem till personen, och bjud inte hem hen till dig, på en första dejt.\n\n' +
      'Berätta för en vän. Låt någon du litar på veta vart du ska, vem du ska träffa och när du ' +
      'räknar med att vara hemma. Se till att mobilen är laddad och kom överens om att du hör av ' +
      'dig under eller efter dejten.\n\n' +
      'Lita på din magkänsla. Om något känns fel, på nätet eller i verkligheten, är du inte skyldig ' +
      'någon en förklaring: avsluta samtalet eller gå därifrån. Om en medlem beter sig misstänkt, ' +
      'trakasserar dig eller ber om pengar, använd alternativen för att anmäla och blockera på ' +
      'medlemmens profil; våra moderatorer går igenom varje anmälan.\n\n' +
      'Är du missnöjd med hur något har hanterats, eller vill du berätta om ett problem? Använd ' +
      'klagomålssidan så återkommer vi till dig. Om du någon gång befinner dig i akut fara, ' +
      'kontakta polisen eller larmnumret först.',
  },
  {
    token: 'about-us',
    language: 'da',
    title: 'Om Amora',
    body:
      'Amora er et onlinefællesskab for voksne, der vil møde nye mennesker, chatte og flirte. ' +
      'Uanset om du søger en afslappet snak, en spændende flirt eller noget mere, finder du ' +
      'medlemmer i nærheden, der søger det samme.\n\n' +
      'Medlemskabet er gratis: opret en profil, tilføj billeder, søg efter medlemmer, og se, hvem ' +
      'der kan lide dig. Til premiumfunktioner som at sende beskeder, billeder og gaver bruger du ' +
      'credits. Du bestemmer selv, hvornår og hvor mange credits du køber, så du altid har styr på, ' +
      'hvad du bruger.\n\n' +
      'Dit privatliv er vigtigt for os. Din e-mailadresse og dine andre kontaktoplysninger vises ' +
      'aldrig for andre medlemmer, og du bestemmer selv, hvad du deler på din profil. Vores ' +
      'moderatorer gennemgår profiler, billeder og anmeldelser, så Amora forbliver et behageligt og ' +
      'respektfuldt sted. Amora er kun for voksne på 18 år og derover.\n\n' +
      'Har du et spørgsmål om din konto, dine credits eller en betaling? Vores kundeservice hjælper ' +
      'dig gerne. Du finder vores telefonnummer og e-mailadresse på servicesiden.',
  },
  {
    token: 'about-us',
    language: 'de',
    title: 'Über Amora',
    body:
      'Amora ist eine Online-Community für Erwachsene, die neue Leute kennenlernen, chatten und ' +
      'flirten möchten. Ob du ein entspanntes Gespräch, einen aufregenden Flirt oder mehr suchst: ' +
      'Hier findest du Mitglieder in deiner Nähe, die dasselbe suchen.\n\n' +
      'Die Mitgliedschaft ist kostenlos: Erstelle ein Profil, lade Fotos hoch, suche nach ' +
      'Mitgliedern und sieh nach, wem du gefällst. Für Premium-Funktionen wie das Versenden von ' +
      'Nachrichten, Fotos und Geschenken verwendest du Credits. Du entscheidest selbst, wann und ' +
      'wie viele Credits du kaufst, und behältst so deine Ausgaben immer im Griff.\n\n' +
      'Deine Privatsphäre ist uns wichtig. Deine E-Mail-Adresse und andere Kontaktdaten werden ' +
      'anderen Mitgliedern nie angezeigt, und du bestimmst selbst, was du in deinem Profil teilst. ' +
      'Unsere Moderatoren prüfen Profile, Fotos und Meldungen, damit Amora ein angenehmer und ' +
      'respektvoller Ort bleibt. Amora ist nur für Erwachsene ab 18 Jahren.\n\n' +
      'Hast du eine Frage zu deinem Konto, deinen Credits oder einer Zahlung? Unser Kundenservice ' +
      'hilft dir gern weiter. Unsere Telefonnummer und E-Mail-Adresse findest du auf der ' +
      'Serviceseite.',
  },
  {
    token: 'about-us',
    language: 'en',
    title: 'About Amora',
    body:
      'Amora is an online community for adults who want to meet new people, chat and flirt. Whether ' +
      'you are looking for a relaxed conversation, an exciting flirt or something more, you will ' +
      'find members near you who are looking for the same.\n\n' +
      'Membership is free: create a profile, add photos, search for members and see who likes you. ' +
      'For premium features such as sending messages, photos and gifts, you use credits. You decide ' +
      'when and how many credits you buy, so you always stay in control of what you spend.\n\n' +
      'Your privacy matters to us. Your e-mail address and other contact details are never shown to ' +
      'other members, and you decide what you share in your profile. Our moderators review ' +
      'profiles, photos and reports to keep Amora a pleasant and respectful place. Amora is only ' +
      'for adults aged 18 and over.\n\n' +
      'Do you have a question about your account, credits or a payment? Our customer service team ' +
      'is happy to help. You will find our phone number and e-mail address on the service page.',
  },
  {
    token: 'about-us',
    language: 'es',
    title: 'Sobre Amora',
    body:
      'Amora es una comunidad online para adultos que quieren conocer gente nueva, chatear y ligar. ' +
      'Tanto si buscas una conversación relajada como un flirteo emocionante o algo más, ' +
      'encontrarás miembros cerca de ti que buscan lo mismo.\n\n' +
      'La membresía es gratuita: crea un perfil, añade fotos, busca miembros y descubre a quién le ' +
      'gustas. Para las funciones premium, como enviar mensajes, fotos y regalos, se usan créditos. ' +
      'Tú decides cuándo y cuántos créditos compras, así que siempre controlas lo que gastas.\n\n' +
      'Tu privacidad nos importa. Tu dirección de correo electrónico y tus demás datos de contacto ' +
      'nunca se muestran a otros miembros, y tú decides qué compartes en tu perfil. Nuestros ' +
      'moderadores revisan perfiles, fotos y denuncias para que Amora siga siendo un lugar ' +
      'agradable y respetuoso. Amora es solo para adultos a partir de 18 años.\n\n' +
      '¿Tienes alguna pregunta sobre tu cuenta, tus créditos o un pago? Nuestro servicio de ' +
      'atención al cliente te ayudará con gusto. Encontrarás nuestro número de teléfono y nuestra ' +
      'dirección de correo electrónico en la página de atención al cliente.',
  },
  {
    token: 'about-us',
    language: 'fi',
    title: 'Tietoa Amorasta',
    body:
      'Amora on aikuisten verkkoyhteisö, jossa voi tutustua uusiin ihmisiin, chattailla ja ' +
      'flirttailla. Etsitpä rentoa juttuseuraa, jännittävää flirttiä tai jotain enemmän, löydät ' +
      'läheltäsi jäseniä, jotka etsivät samaa.\n\n' +
      'Jäsenyys on maksuton: luo profiili, lisää kuvia, hae jäseniä ja katso, kuka tykkää sinusta. ' +
      'Premium-ominaisuuksiin, kuten viestien, kuvien ja lahjojen lähettämiseen, käytetään ' +
      'krediittejä. Sinä päätät, milloin ja kuinka paljon krediittejä ostat, joten kulutuksesi ' +
      'pysyy aina hallinnassasi.\n\n' +
      'Yksityisyytesi on meille tärkeää. Sähköpostiosoitettasi tai muita yhteystietojasi ei koskaan ' +
      'näytetä muille jäsenille, ja sinä päätät, mitä profiilissasi kerrot. Moderaattorimme ' +
      'tarkistavat profiileja, kuvia ja ilmoituksia, jotta Amora pysyy miellyttävänä ja toisia ' +
      'kunnioittavana paikkana. Amora on tarkoitettu vain vähintään 18-vuotiaille aikuisille.\n\n' +
      'Onko sinulla kysyttävää tilistäsi, krediiteistäsi tai maksusta? Asiakaspalvelumme auttaa ' +
      'mielellään. Puhelinnumeromme ja sähköpostiosoitteemme löydät asiakaspalvelusivulta.',
  },
  {
    token: 'about-us',
    language: 'fr',
    title: 'À propos d’Amora',
    body:
      'Amora est une communauté en ligne pour les adultes qui souhaitent faire de nouvelles ' +
      'rencontres, discuter et flirter. Que tu cherches une conversation détendue, un flirt ' +
      'excitant ou quelque chose de plus, tu trouveras près de chez toi des membres qui recherchent ' +
      'la même chose.\n\n' +
      'L’inscription est gratuite : crée un profil, ajoute des photos, recherche des membres et ' +
      'découvre à qui tu plais. Les fonctions premium, comme l’envoi de messages, de photos et de ' +
      'cadeaux, fonctionnent avec des crédits. C’est toi qui décides quand et combien de crédits tu ' +
      'achètes : tu gardes ainsi toujours le contrôle de tes dépenses.\n\n' +
      'Ta vie privée compte pour nous. Ton adresse e-mail et tes autres coordonnées ne sont jamais ' +
      'montrées aux autres membres, et c’est toi qui choisis ce que tu partages sur ton profil. Nos ' +
      'modérateurs vérifient les profils, les photos et les signalements pour qu’Amora reste un ' +
      'endroit agréable et respectueux. Amora est réservé aux adultes de 18 ans et plus.\n\n' +
      'Tu as une question sur ton compte, tes crédits ou un paiement ? Notre service client se fera ' +
      'un plaisir de t’aider. Tu trouveras notre numéro de téléphone et notre adresse e-mail sur la ' +
      'page du service client.',
  },
  {
    token: 'about-us',
    language: 'it',
    title: 'Informazioni su Amora',
    body:
      'Amora è una community online per adulti che vogliono conoscere persone nuove, chattare e ' +
      'flirtare. Che tu cerchi una conversazione rilassata, un flirt emozionante o qualcosa di più, ' +
      'troverai membri vicino a te che cercano la stessa cosa.\n\n' +
      'L’iscrizione è gratuita: crea un profilo, aggiungi foto, cerca altri membri e scopri a chi ' +
      'piaci. Per le funzioni premium, come inviare messaggi, foto e regali, si usano i crediti. ' +
      'Decidi tu quando e quanti crediti acquistare, così hai sempre sotto controllo quanto spendi.\n\n' +
      'La tua privacy è importante per noi. Il tuo indirizzo e-mail e gli altri tuoi recapiti non ' +
      'vengono mai mostrati agli altri membri, e sei tu a decidere cosa condividere nel tuo ' +
      'profilo. I nostri moderatori controllano profili, foto e segnalazioni perché Amora resti un ' +
      'luogo piacevole e rispettoso. Amora è riservato agli adulti dai 18 anni in su.\n\n' +
      'Hai una domanda sul tuo account, sui tuoi crediti o su un pagamento? Il nostro servizio ' +
      'clienti ti aiuterà volentieri. Trovi il nostro numero di telefono e il nostro indirizzo ' +
      'e-mail nella pagina del servizio clienti.',
  },
  {
    token: 'about-us',
    language: 'nb',
    title: 'Om Amora',
    body:
      'Amora er et nettfellesskap for voksne som vil møte nye mennesker, chatte og flørte. Enten du ' +
      'ser etter en avslappet prat, en spennende flørt eller noe mer, finner du medlemmer i ' +
      'nærheten som ser etter det samme.\n\n' +
      'Medlemskapet er gratis: lag en profil, legg til bilder, søk etter medlemmer og se hvem som ' +
      'liker deg. Til premiumfunksjoner som å sende meldinger, bilder og gaver bruker du kreditter. ' +
      'Du bestemmer selv når og hvor mange kreditter du kjøper, så du har alltid kontroll på hva du ' +
      'bruker.\n\n' +
      'Personvernet ditt er viktig for oss. E-postadressen din og andre kontaktopplysninger vises ' +
      'aldri for andre medlemmer, og du bestemmer selv hva du deler på profilen din. Moderatorene ' +
      'våre går gjennom profiler, bilder og rapporter, slik at Amora forblir et hyggelig og ' +
      'respektfullt sted. Amora er bare for voksne fra 18 år og oppover.\n\n' +
      'Har du spørsmål om kontoen din, kredittene dine eller en betaling? Kundeservice hjelper deg ' +
      'gjerne. Du finner telefonnummeret og e-postadressen vår på servicesiden.',
  },
  {
    token: 'about-us',
    language: 'nl',
    title: 'Over Amora',
    body:
      'Amora is een online community voor volwassenen die nieuwe mensen willen ontmoeten, chatten ' +
      'en flirten. Of je nu zoekt naar een ontspannen gesprek, een spannende flirt of iets meer: je ' +
      'vindt hier leden bij jou in de buurt die hetzelfde zoeken.\n\n' +
      "Het lidmaatschap is gratis: maak een profiel aan, voeg foto's toe, zoek naar leden en bekijk " +
      "wie jou leuk vindt. Voor premiumfuncties, zoals berichten, foto's en cadeaus versturen, " +
      'gebruik je credits. Je bepaalt zelf wanneer en hoeveel credits je koopt, zodat je altijd ' +
      'grip houdt op wat je uitgeeft.\n\n' +
      'Je privacy is belangrijk voor ons. Je e-mailadres en andere contactgegevens worden nooit aan ' +
      'andere leden getoond, en je bepaalt zelf wat je in je profiel deelt. Onze moderators ' +
      "controleren profielen, foto's en meldingen, zodat Amora een prettige en respectvolle plek " +
      'blijft. Amora is alleen voor volwassenen van 18 jaar en ouder.\n\n' +
      'Heb je een vraag over je account, je credits of een betaling? Onze klantenservice helpt je ' +
      'graag verder. Ons telefoonnummer en e-mailadres vind je op de servicepagina.',
  },
  {
    token: 'about-us',
    language: 'pl',
    title: 'O serwisie Amora',
    body:
      'Amora to internetowa społeczność dla dorosłych, którzy chcą poznawać nowych ludzi, czatować ' +
      'i flirtować. Niezależnie od tego, czy szukasz luźnej rozmowy, ekscytującego flirtu czy ' +
      'czegoś więcej, znajdziesz tu członków z okolicy, którzy szukają tego samego.\n\n' +
      'Członkostwo jest bezpłatne: utwórz profil, dodaj zdjęcia, wyszukuj członków i sprawdzaj, ' +
      'komu się podobasz. Do funkcji premium, takich jak wysyłanie wiadomości, zdjęć i prezentów, ' +
      'potrzebne są kredyty. To ty decydujesz, kiedy i ile kredytów kupujesz, dzięki czemu zawsze ' +
      'panujesz nad swoimi wydatkami.\n\n' +
      'Twoja prywatność jest dla nas ważna. Ani twój adres e-mail, ani inne dane kontaktowe nigdy ' +
      'nie są pokazywane innym członkom, a ty decydujesz, czym dzielisz się w swoim profilu. Nasi ' +
      'moderatorzy sprawdzają profile, zdjęcia i zgłoszenia, aby Amora pozostała przyjemnym ' +
      'miejscem pełnym wzajemnego szacunku. Amora jest przeznaczona wyłącznie dla osób dorosłych, ' +
      'które ukończyły 18 lat.\n\n' +
      'Masz pytanie dotyczące konta, kredytów lub płatności? Nasze biuro obsługi klienta chętnie ci ' +
      'pomoże. Nasz numer telefonu i adres e-mail znajdziesz na stronie obsługi klienta.',
  },
  {
    token: 'about-us',
    language: 'sv',
    title: 'Om Amora',
    body:
      'Amora är en nätgemenskap för vuxna som vill träffa nya människor, chatta och flirta. Oavsett ' +
      'om du letar efter ett avslappnat samtal, en spännande flirt eller något mer hittar du ' +
      'medlemmar i närheten som letar efter samma sak.\n\n' +
      'Medlemskapet är gratis: skapa en profil, lägg till bilder, sök efter medlemmar och se vem ' +
      'som gillar dig. För premiumfunktioner som att skicka meddelanden, bilder och gåvor använder ' +
      'du krediter. Du bestämmer själv när och hur många krediter du köper, så du har alltid koll ' +
      'på vad du spenderar.\n\n' +
      'Din integritet är viktig för oss. Din e-postadress och andra kontaktuppgifter visas aldrig ' +
      'för andra medlemmar, och du bestämmer själv vad du delar i din profil. Våra moderatorer ' +
      'granskar profiler, bilder och anmälningar så att Amora förblir en trevlig och respektfull ' +
      'plats. Amora är endast för vuxna från 18 år.\n\n' +
      'Har du en fråga om ditt konto, dina krediter eller en betalning? Vår kundtjänst hjälper dig ' +
      'gärna. Du hittar vårt telefonnummer och vår e-postadress på servicesidan.',
  },
];
