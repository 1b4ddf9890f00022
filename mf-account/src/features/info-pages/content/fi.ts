import type { InfoContent } from './types';

/**
 * Finnish, translated from `en.ts`. Names are filled in at render time, so they sit where Finnish
 * needs no case ending on them ("{{site_name}}-palvelussa", "{{company_name}} -yhtiön").
 */
const content: InfoContent = {
  terms: {
    title: 'Käyttöehdot',
    intro: [
      'Nämä käyttöehdot muodostavat jäsenyyssopimuksen sinun ja {{company_name}} -yhtiön välillä; yhtiö ylläpitää {{site_name}}-palvelua. Luomalla tilin hyväksyt ehdot, joten lue ne huolellisesti.',
    ],
    sections: [
      {
        heading: 'Keitä olemme',
        paragraphs: [
          '{{site_name}}-palvelua ylläpitää {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, joka on merkitty kauppakamarin rekisteriin numerolla {{kvk}} ja toimii aputoiminimellä {{tradenames}}. Asiakaspalvelumme tavoitat osoitteesta {{support_email}}.',
        ],
      },
      {
        heading: 'Palvelu',
        paragraphs: [
          '{{site_name}} on aikuisille tarkoitettu verkon deitti- ja chattipalvelu. Jäsenet luovat profiilin, hakevat ja katselevat muita profiileja, tykkäävät toisistaan sekä vaihtavat viestejä, kuvia ja virtuaalisia lahjoja.',
          'Palvelu on tarkoitettu viihteeksi. Emme takaa, että tapaat jonkun tai löydät itsellesi parin.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Ikä ja rekisteröityminen',
        paragraphs: [
          'Sinun on oltava vähintään {{min_age}}-vuotias käyttääksesi {{site_name}}-palvelua. Rekisteröitymällä vahvistat, että olet täyttänyt tämän iän ja että maasi lainsäädäntö sallii aikuisten deittipalvelun käytön. Poistamme niiden jäsenten tilit, jotka osoittautuvat nuoremmiksi.',
          'Rekisteröidyt voimassa olevalla sähköpostiosoitteella, jonka vahvistat lähettämämme aktivointilinkin kautta. Pidä salasanasi salassa: vastaat kaikesta, mitä tililläsi tehdään. Tilit ovat henkilökohtaisia, eikä niitä voi siirtää toiselle.',
        ],
      },
      {
        heading: 'Maksuton jäsenyys, premium ja krediitit',
        paragraphs: [
          'Jäsenyys on maksuton. Maksuttomat jäsenet voivat luoda profiilin, hakea, tykätä muista jäsenistä, ladata enintään 3 kuvaa ja aloittaa enintään 2 keskustelua.',
          'Viestien lähettäminen maksaa krediittejä; viestin hinta näytetään ennen kuin lähetät sen. Krediittejä myydään paketteina, ja hinnat sisältävät arvonlisäveron. Ensimmäinen krediittiostoksesi, kokoon katsomatta, tekee sinusta premium-jäsenen: voit aloittaa rajattomasti keskusteluja, nähdä kuvat, jotka näkyvät maksuttomille jäsenille sumennettuina, ja ladata enintään 25 kuvaa.',
          'Krediitit eivät ole rahaa. Niitä ei voi vaihtaa käteiseksi eikä siirtää toiselle jäsenelle. Käyttämättömät krediitit voidaan hyvittää {{refund_days}} päivän kuluessa ostosta palautusehtojemme mukaisesti.',
        ],
      },
      {
        heading: 'Fiktiiviset profiilit',
        paragraphs: [
          'Osa {{site_name}}-palvelun profiileista on fiktiivisiä profiileja, joita henkilökuntamme ylläpitää viihdetarkoituksessa. Ne on merkitty kuvakkeella. Keskustelet oikean työntekijän kanssa, mutta fiktiivistä profiilia et voi tavata kasvokkain. Hyväksymällä nämä ehdot vahvistat ymmärtäväsi tämän.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Käyttäytymissäännöt',
        paragraphs: [
          'Kohtelet muita jäseniä kunnioittavasti. Et saa julkaista sisältöä, joka on laitonta, väkivaltaista tai syrjivää tai johon liittyy alaikäisiä; julkaista muiden ihmisten kuvia ilman heidän suostumustaan; pyytää tai tarjota rahaa, maksullisia seksipalveluja tai kaupallisia tarjouksia; häiritä, uhkailla tai vainota muita jäseniä; etkä käyttää skriptejä, botteja tai väärää henkilöllisyyttä.',
          'Voimme tarkistaa, hylätä tai poistaa näitä sääntöjä rikkovat profiilitekstit ja kuvat sekä rajoittaa tai estää tilejä pääsyn estämistä koskevien periaatteidemme mukaisesti.',
        ],
      },
      {
        heading: 'Jäsenyyden päättyminen',
        paragraphs: [
          'Voit poistaa tilisi milloin tahansa asetuksistasi. Profiilisi piilotetaan heti. Voit vielä 14 päivän ajan aktivoida tilin uudelleen linkillä, jonka lähetämme sinulle sähköpostitse; sen jälkeen kaikki tietosi poistetaan pysyvästi. Käyttämättömät krediitit raukeavat tilin mukana, ellet pyydä hyvitystä ajoissa.',
          'Voimme keskeyttää jäsenyytesi tai päättää sen, jos rikot näitä ehtoja tai peruutat maksun vilpillisesti. Jos päätämme sopimuksen syystä, joka ei johdu sinusta, hyvitämme käyttämättömät krediittisi.',
        ],
      },
      {
        heading: 'Vastuu',
        paragraphs: [
          'Teemme parhaamme pitääksemme {{site_name}}-palvelun saatavilla ja turvallisena, mutta emme voi taata keskeytyksetöntä käyttöä. Emme vastaa siitä, mitä jäsenet sanovat tai tekevät, emmekä heidän profiiliensa paikkansapitävyydestä. Vastuumme rajoittuu summaan, jonka olet maksanut meille vahinkoa edeltäneiden kahdentoista kuukauden aikana, paitsi tahallisuuden tai törkeän huolimattomuuden tapauksessa tai jos laki ei salli tällaista rajoitusta.',
        ],
      },
      {
        heading: 'Muutokset ja sovellettava laki',
        paragraphs: [
          'Voimme muuttaa näitä ehtoja. Ilmoitamme merkittävistä muutoksista vähintään 30 päivää etukäteen sähköpostitse tai sivustolla; jos et hyväksy niitä, voit päättää jäsenyytesi ennen niiden voimaantuloa. Tämä versio on voimassa {{terms_date}} alkaen.',
          'Näihin ehtoihin sovelletaan sen maan lakia, jossa {{company_name}} -yhtiön kotipaikka on ({{company_country}}). Riidat käsitellään yhtiön kotipaikan ({{company_city}}) toimivaltaisessa tuomioistuimessa, ellei pakottava kuluttajansuojalainsäädäntö anna sinulle oikeutta kääntyä asuinpaikkasi tuomioistuimen puoleen. Voit myös käyttää EU:n verkkovälitteistä riidanratkaisufoorumia.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Tietosuojaseloste',
    intro: [
      '{{company_name}} kunnioittaa yksityisyyttäsi. Tässä selosteessa kerrotaan, mitä henkilötietoja käsittelemme, kun käytät {{site_name}}-palvelua, miksi teemme niin ja mitä oikeuksia sinulla on yleisen tietosuoja-asetuksen (GDPR) nojalla.',
    ],
    sections: [
      {
        heading: 'Rekisterinpitäjä',
        paragraphs: [
          'Henkilötietojesi rekisterinpitäjä on {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, kauppakamarin rekisterinumero {{kvk}}. Voit lähettää tietosuojaa koskevat kysymykset osoitteeseen {{support_email}}.',
        ],
      },
      {
        heading: 'Mitä tietoja käsittelemme',
        paragraphs: [
          'Tilitiedot: sähköpostiosoitteesi, salasanasi (tallennettu vain turvallisena tiivisteenä), nimi, syntymäaika, sukupuoli ja kieli, jolla käytät sivustoa.',
          'Profiilitiedot, jotka päätät itse jakaa: kuvat, paikkakunta ja alue, ulkonäkö, parisuhdetilanne, kiinnostuksen kohteet ja esittelytekstisi. Osa näistä, kuten seksuaaliset mieltymyksesi, on arkaluonteisia tietoja. Annat ne vapaaehtoisesti ja voit muuttaa tai poistaa ne milloin tahansa.',
          'Käyttötiedot: viestisi, tykkäyksesi, lahjasi, krediittiostoksesi ja niiden maksun tila, laite- ja selaintiedot, IP-osoitteesi ja siitä päätelty likimääräinen sijainti sekä kumppanilinkin seurantaparametrit, jos tulit sivustolle sellaisen kautta.',
        ],
      },
      {
        heading: 'Miksi käytämme tietojasi ja millä oikeusperusteella',
        paragraphs: [
          'Palvelun tarjoamiseksi ja jäsenyyssopimuksen täyttämiseksi (GDPR:n 6 artiklan 1 kohdan b alakohta): tilisi, profiilisi, viestisi, maksusi ja asiakaspalvelu.',
          'Nimenomaisella suostumuksellasi (GDPR:n 6 artiklan 1 kohdan a alakohta ja 9 artiklan 2 kohdan a alakohta): seksuaalisten mieltymystesi ja kiinnostuksen kohteidesi käsittely, jotta ne voidaan näyttää profiilissasi ja sinulle voidaan ehdottaa sopivia jäseniä, sekä push-ilmoitusten lähettäminen. Voit peruuttaa suostumuksesi milloin tahansa.',
          'Oikeutetun etumme perusteella (GDPR:n 6 artiklan 1 kohdan f alakohta): sivuston turvallisuuden ylläpito, petosten ja väärinkäytösten estäminen, kumppanipalkkioiden tilittäminen ja palvelun kehittäminen. Lakisääteisten velvoitteiden täyttämiseksi (GDPR:n 6 artiklan 1 kohdan c alakohta): kirjanpito ja verotusta varten säilytettävät tiedot.',
        ],
      },
      {
        heading: 'Kuka tietojasi vastaanottaa',
        paragraphs: [
          'Emme koskaan myy henkilötietojasi. Jaamme tietoja vain henkilötietojen käsittelijöille, jotka auttavat meitä palvelun ylläpidossa, kuten palvelin-, sähköposti- ja maksupalvelujen tarjoajille, tietojenkäsittelysopimuksen perusteella, sekä viranomaisille silloin, kun laki sitä edellyttää. Muut jäsenet näkevät vain sen, mitä julkaiset profiilissasi ja mitä lähetät heille. Jos tietoja siirretään Euroopan talousalueen ulkopuolelle, käytämme Euroopan komission vakiosopimuslausekkeita.',
        ],
      },
      {
        heading: 'Kuinka kauan säilytämme tietojasi',
        paragraphs: [
          'Säilytämme tietojasi niin kauan kuin tilisi on olemassa. Kun poistat tilisi, se ensin piilotetaan ja sitä säilytetään 14 päivää, jotta voit vielä aktivoida sen uudelleen sähköpostitse lähettämällämme linkillä. Näiden 14 päivän jälkeen tilisi, profiilisi, kuvasi ja viestisi poistetaan pysyvästi.',
          'Maksutositteet säilytetään seitsemän vuotta, koska verolainsäädäntö edellyttää sitä. Tietoturvalokit poistetaan viimeistään kuuden kuukauden kuluttua.',
        ],
      },
      {
        heading: 'Tietoturva',
        paragraphs: [
          'Suojaamme tietojasi salatuilla yhteyksillä, tiivistetyillä salasanoilla, henkilökunnan rajatuilla käyttöoikeuksilla ja säännöllisillä tietoturvapäivityksillä. Ennen kuin tallennamme kuvan, poistamme siitä metatiedot, kuten GPS-sijainnin, jossa se on otettu.',
        ],
      },
      {
        heading: 'Oikeutesi',
        paragraphs: [
          'Sinulla on oikeus saada pääsy tietoihisi, oikaista ja poistaa ne, rajoittaa niiden käsittelyä tai vastustaa sitä, siirtää tiedot järjestelmästä toiseen sekä peruuttaa suostumuksesi. Suuren osan tästä voit tehdä itse profiilissasi ja asetuksissasi. Kaikissa muissa asioissa lähetä pyyntösi osoitteeseen {{support_email}}; vastaamme kuukauden kuluessa.',
          'Sinulla on myös oikeus tehdä valitus oman maasi tai kotipaikkamme maan ({{company_country}}) tietosuojaviranomaiselle.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Evästekäytäntö',
    intro: [
      '{{site_name}} käyttää vain muutamaa evästettä ja vastaavaa tekniikkaa, ja kaikki niistä ovat välttämättömiä sivuston toiminnalle. Tällä sivulla kerromme, mitä niistä käytämme ja miksi.',
    ],
    sections: [
      {
        heading: 'Mitä evästeet ovat',
        paragraphs: [
          'Eväste on pieni tekstitiedosto, jonka verkkosivusto tallentaa selaimeesi. Paikallinen tallennustila (local storage) on vastaava tekniikka, joka säilyttää tietoa selaimessa lähettämättä sitä palvelimelle jokaisen pyynnön mukana. Molempien avulla sivusto voi muistaa asioita käyntikerrasta toiseen.',
        ],
      },
      {
        heading: 'Välttämättömät evästeet',
        paragraphs: [
          'auth._token pitää sinut kirjautuneena. Se on suojattu istuntoeväste, jota skriptit eivät voi lukea, ja se on voimassa 30 päivää tai kunnes kirjaudut ulos.',
          'i18n_redirected muistaa sivustolle valitsemasi kielen. Sitä säilytetään 365 päivää.',
        ],
      },
      {
        heading: 'Paikallinen tallennustila',
        paragraphs: [
          'Säilytämme muutamia tietoja selaimesi paikallisessa tallennustilassa: milloin suljit ilmoituksen, kuten sisääntulovaroituksen tai muistutuksen profiilikuvan lisäämisestä, jotta emme näytä sitä uudelleen liian pian; sekä sen kumppanilinkin seurantaparametrit, jonka kautta tulit, jotta kumppani voi saada palkkion, jos rekisteröidyt. Mitään paikallisen tallennustilan tietoa ei käytetä sinun seuraamiseesi muilla sivustoilla.',
        ],
      },
      {
        heading: 'Ei mainos- tai seurantaevästeitä',
        paragraphs: [
          'Emme käytä kolmansien osapuolten mainosevästeitä, emmekä anna mainosverkostojen tai sosiaalisen median seurata sinua {{site_name}}-palvelussa. Koska käytämme vain välttämättömiä evästeitä, laki ei edellytä niille suostumustasi; siksi et näe evästebanneria.',
          'Kun maksat, maksupalvelujen tarjoajiemme sivut voivat asettaa omia evästeitään. Niihin sovelletaan kyseisen palveluntarjoajan evästekäytäntöä.',
        ],
      },
      {
        heading: 'Evästeiden hallinta',
        paragraphs: [
          'Voit poistaa evästeet ja paikallisen tallennustilan milloin tahansa selaimesi asetuksista. Jos estät välttämättömät evästeet, et voi kirjautua sisään eikä sivusto muista kieltäsi. Kysyttävää? Kirjoita osoitteeseen {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Pääsyn estämistä koskevat periaatteet',
    intro: [
      'Jotta {{site_name}} pysyisi turvallisena ja mukavana paikkana, voimme rajoittaa tai estää pääsyn jäseniltä, jotka rikkovat käyttöehtojamme. Näissä periaatteissa kerrotaan, milloin teemme niin ja mitä voit tehdä, jos olet eri mieltä.',
    ],
    sections: [
      {
        heading: 'Mikä johtaa estoon',
        paragraphs: [
          'Estämme tilejä erityisesti seuraavista syistä: alle {{min_age}} vuoden ikä tai esiintyminen jonakin toisena; laittoman sisällön tai alaikäisiin liittyvän sisällön julkaiseminen; häirintä, uhkailu, vihapuhe tai toistuvat ei-toivotut viestit; rahan pyytäminen, maksullisten seksipalvelujen tarjoaminen tai mainostaminen; petokset, mukaan lukien suoritettujen maksujen peruuttaminen; roskaposti, botit tai sivuston automatisoitu käyttö; sekä uuden tilin luominen aiemman eston jälkeen.',
        ],
      },
      {
        heading: 'Varoitukset, väliaikaiset ja pysyvät estot',
        paragraphs: [
          'Lievemmissä rikkomuksissa aloitamme yleensä varoituksella tai poistamme kyseisen sisällön. Väliaikainen esto estää pääsyn määräajaksi. Vakavat tai toistuvat rikkomukset johtavat pysyvään estoon, jolloin hylkäämme myös saman henkilön uudet tilit.',
          'Jos tilisi on estetty, näet ilmoituksen yrittäessäsi kirjautua sisään. Kerromme sinulle syyn, ellei se auttaisi jotakuta kiertämään turvatoimiamme tai laki kiellä sitä.',
        ],
      },
      {
        heading: 'Krediitit eston jälkeen',
        paragraphs: [
          'Krediitit ovat henkilökohtaisia ja sidottuja tiliisi. Jos tilisi estetään ehtojen rikkomisen vuoksi, käyttämättömiä krediittejä ei hyvitetä. Jos esto osoittautuu virheeksi, palautamme tilisi krediitteineen.',
        ],
      },
      {
        heading: 'Näin haet muutosta',
        paragraphs: [
          'Jos uskot, että sinut on estetty virheellisesti, voit hakea muutosta valitussivumme kautta. Valitse luokka ”Muu”, ilmoita tilisi sähköpostiosoite ja kerro, miksi pidät päätöstä virheellisenä. Sinun ei tarvitse olla kirjautuneena.',
          'Muutoksenhakusi käsittelee tiimimme jäsen, joka ei ollut mukana alkuperäisessä päätöksessä. Vastaamme sähköpostitse, yleensä viiden arkipäivän kuluessa. Jos et vieläkään ole tyytyväinen, voit ottaa yhteyttä asiakaspalveluun osoitteessa {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Usein kysytyt kysymykset',
    intro: [
      'Täältä löydät vastaukset kysymyksiin, joita jäsenemme kysyvät useimmin. Etkö löydä etsimääsi? Ota yhteyttä asiakaspalveluun osoitteessa {{support_email}}.',
    ],
    items: [
      {
        question: 'Mitä krediitit ovat ja mitä ne maksavat?',
        answer: [
          'Krediitit ovat {{site_name}}-palvelun valuutta. Käytät niitä viestien, kuvien ja lahjojen lähettämiseen, ja näet ennen lähettämistä, montako krediittiä viesti maksaa. Krediittejä myydään paketteina: mitä suurempi paketti, sitä edullisempi krediitin hinta.',
        ],
      },
      {
        question: 'Mitä eroa on maksuttomalla ja premium-jäsenyydellä?',
        answer: [
          'Maksuttomana jäsenenä voit luoda profiilin, hakea, tykätä jäsenistä ja aloittaa enintään 2 keskustelua. Heti kun ostat krediittejä ensimmäistä kertaa, summasta riippumatta, sinusta tulee pysyvästi premium-jäsen: voit aloittaa niin monta keskustelua kuin haluat, nähdä maksuttomille jäsenille sumennetut kuvat ja ladata enintään 25 kuvaa.',
        ],
      },
      {
        question: 'Montako kuvaa voin ladata?',
        answer: [
          'Maksuttomat jäsenet voivat ladata enintään 3 kuvaa, premium-jäsenet enintään 25. Kuvasi näkyvät muille jäsenille heti, kun ne on ladattu. Moderaattorimme poistavat sääntöjen vastaiset kuvat, ja jokaista uutta kuvaa verrataan automaattisesti poistettuihin, joten poistettua kuvaa ei voi ladata uudelleen. Lataa vain kuvia itsestäsi, äläkä koskaan muiden kuvia ilman heidän suostumustaan.',
        ],
      },
      {
        question: 'Miksi jotkin kuvat ovat sumennettuja?',
        answer: [
          'Jäsenet voivat pitää osan kuvistaan yksityisinä. Maksuttomat jäsenet näkevät nämä kuvat sumennettuina; premium-jäsenet näkevät ne kokonaan.',
        ],
      },
      {
        question: 'Voinko käyttää {{site_name}}-palvelua näkymättömänä?',
        answer: [
          'Kyllä: ota näkymätön tila käyttöön asetuksissasi. Profiilisi ei silloin enää näy hakutuloksissa, eivätkä muut jäsenet voi lähettää sinulle viestejä tai tykätä sinusta, kun taas sinä voit käyttää sivustoa tavalliseen tapaan. Poista tila käytöstä, kun haluat taas tulla löydetyksi.',
        ],
      },
      {
        question: 'Miten poistan tilini, ja voinko vielä muuttaa mieleni?',
        answer: [
          'Siirry asetuksiisi ja valitse tilin poistaminen. Profiilisi katoaa heti. Voit vielä 14 päivän ajan aktivoida tilisi uudelleen lähettämämme sähköpostin linkillä, ja profiilisi, viestisi ja krediittisi säilyvät ennallaan. 14 päivän jälkeen kaikki poistetaan pysyvästi.',
        ],
      },
      {
        question: 'En ole saanut aktivointiviestiä. Mitä teen?',
        answer: [
          'Tarkista ensin roskapostikansiosi ja varmista, että tilisi sähköpostiosoite on kirjoitettu oikein. Voit pyytää uuden aktivointiviestin sivuston yläosassa näkyvän muistutuksen kautta, enintään kerran minuutissa. Eikö viestiä vieläkään kuulu muutaman minuutin kuluttua? Ota yhteyttä asiakaspalveluun.',
        ],
      },
      {
        question: 'Unohdin salasanani. Miten nollaan sen?',
        answer: [
          'Napsauta kirjautumissivulla ”Unohditko salasanasi?” ja anna sähköpostiosoitteesi. Saat linkin uuden salasanan valitsemiseen; se on voimassa tunnin ja toimii vain kerran. Nollauksen jälkeen sinut kirjataan ulos kaikilla muilla laitteillasi.',
        ],
      },
      {
        question: 'Miten deittailen turvallisesti?',
        answer: [
          'Älä koskaan lähetä rahaa kenellekään, jonka olet tavannut verkossa, oli tarina kuinka vakuuttava tahansa. Älä kerro kotiosoitettasi, pankkitietojasi tai salasanojasi. Tapaa ensimmäisellä kerralla julkisella paikalla, kerro ystävälle, minne olet menossa, ja järjestä itse kulkemisesi. Ilmoita epäilyttävästä käytöksestä valitussivun kautta.',
        ],
      },
      {
        question: 'Ovatko kaikki profiilit oikeita ihmisiä?',
        answer: [
          'Osa {{site_name}}-palvelun profiileista on fiktiivisiä profiileja, joita henkilökuntamme ylläpitää viihdetarkoituksessa. Ne on merkitty profiilissa kuvakkeella. Voit keskustella niiden kanssa, mutta et voi tavata niitä oikeassa elämässä. Tämä kerrotaan myös käyttöehdoissamme.',
        ],
      },
      {
        question: 'Miten voin maksaa?',
        answer: [
          'Maasta riippuen voit maksaa luottokortilla, iDEALilla, PayPalilla, Bancontactilla, SEPA-suoraveloituksella, Przelewy24:llä ja monilla muilla tavoilla. Käytettävissäsi olevat maksutavat näytetään, kun ostat krediittejä. Maksut käsittelee turvallisesti maksupalvelumme tarjoaja, emmekä koskaan näe korttisi kaikkia tietoja.',
        ],
      },
      {
        question: 'Voinko saada rahani takaisin?',
        answer: [
          'Voit pyytää käyttämättömien krediittien hyvitystä {{refund_days}} päivän kuluessa ostosta. Ehdot on kerrottu palautusehdoissamme.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Palautukset ja hyvitykset',
    intro: [
      'Haluamme, että olet tyytyväinen jokaiseen {{site_name}}-palvelussa tekemääsi ostokseen. Näissä ehdoissa kerrotaan, milloin ja miten saat rahasi takaisin krediiteistä.',
    ],
    sections: [
      {
        heading: 'Käyttämättömien krediittien hyvitys',
        paragraphs: [
          'Voit perua krediittiostoksen ja saada rahasi takaisin {{refund_days}} päivän kuluessa ostosta, kunhan et ole käyttänyt yhtään paketin krediittiä. Jos olet jo käyttänyt osan niistä, hyvitämme käyttämättömän osuuden suhteessa maksamaasi hintaan.',
          'Kun alat käyttää krediittejä, hyväksyt, että palvelun toimittaminen alkaa heti. Jo käyttämiisi krediitteihin ei siksi enää sovelleta lakisääteistä peruuttamisoikeutta.',
        ],
      },
      {
        heading: 'Mitä ei voi hyvittää',
        paragraphs: [
          'Viestien, kuvien tai lahjojen lähettämiseen käytettyjä krediittejä; bonuskrediittejä ja alennuksen tai kampanjan kautta saatuja krediittejä; yli {{refund_days}} päivää sitten tehtyjä ostoksia; eikä käyttöehtojen rikkomisen vuoksi estettyjen tilien krediittejä.',
        ],
      },
      {
        heading: 'Näin pyydät hyvitystä',
        paragraphs: [
          'Lähetä pyyntösi valitussivun kautta valitsemalla luokka ”Maksu” tai sähköpostitse osoitteeseen {{support_email}}. Ilmoita tilisi sähköpostiosoite sekä ostoksen päivämäärä ja summa. Vahvistamme, että olemme vastaanottaneet pyyntösi, ja käsittelemme sen viiden arkipäivän kuluessa.',
        ],
      },
      {
        heading: 'Näin saat rahasi takaisin',
        paragraphs: [
          'Hyväksytyt hyvitykset maksetaan takaisin käyttämäsi maksutavan kautta 14 päivän kuluessa päätöksestämme. Pankistasi tai kortin myöntäjästä riippuen voi kestää vielä muutaman päivän, ennen kuin summa näkyy tiliotteellasi. Hyvitetyt krediitit vähennetään saldostasi.',
        ],
      },
    ],
  },

  service: {
    title: 'Asiakaspalvelu',
    intro: [
      'Onko sinulla kysyttävää tilistäsi, maksusta tai toisesta jäsenestä? {{site_name}}-palvelun asiakaspalvelu auttaa mielellään. Tavoitat meidät puhelimitse, sähköpostitse tai valitussivun kautta.',
    ],
    sections: [
      {
        heading: 'Ennen kuin otat yhteyttä',
        paragraphs: [
          'Moneen kysymykseen löytyy jo vastaus usein kysyttyjen kysymysten sivultamme, esimerkiksi krediiteistä, kuvista, näkymättömästä tilasta ja tilin poistamisesta. Katso sieltä ensin: saatat löytää vastauksen heti.',
        ],
      },
      {
        heading: 'Puhelimitse',
        paragraphs: [
          'Voit soittaa meille numeroon {{support_phone}} arkisin klo 9–17 (Keski-Euroopan aikaa). Pidä tilisi sähköpostiosoite käden ulottuvilla, jotta löydämme tietosi nopeasti. Turvallisuutesi vuoksi emme koskaan kysy salasanaasi.',
        ],
      },
      {
        heading: 'Sähköpostitse',
        paragraphs: [
          'Voit kirjoittaa osoitteeseen {{support_email}} milloin tahansa. Käytä sähköpostiosoitetta, jolla rekisteröidyit, jotta voimme yhdistää viestisi tiliisi, ja liitä mukaan kuvakaappaus, jos se auttaa selittämään teknisen ongelman. Vastaamme yhden arkipäivän kuluessa.',
        ],
      },
      {
        heading: 'Valitukset',
        paragraphs: [
          'Etkö ole tyytyväinen palveluumme, tai haluatko ilmoittaa jäsenestä tai sisällöstä? Käytä valitussivua. Saat viitenumeron ja vahvistuksen sähköpostitse, ja vastaamme viiden arkipäivän kuluessa. Jos emme pysty ratkaisemaan valitustasi yhdessä, voit viedä sen EU:n verkkovälitteiselle riidanratkaisufoorumille.',
        ],
      },
      {
        heading: 'Maksut ja hyvitykset',
        paragraphs: [
          'Jos sinulla on kysyttävää maksusta, pidä sen päivämäärä, summa ja maksutapa käden ulottuvilla. Käyttämättömät krediitit voidaan hyvittää {{refund_days}} päivän kuluessa; palautusehtomme kertovat, miten.',
        ],
      },
    ],
  },
};

export default content;
