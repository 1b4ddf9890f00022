import type { MailCatalogue } from './en.js';

const fi: MailCatalogue = {
  'common.greeting': 'Hei {{name}},',
  'common.signature': 'Ystävällisin terveisin\n{{site_name}}-tiimi',
  'common.ignore': 'Jos et pyytänyt tätä, voit jättää tämän sähköpostin huomiotta.',
  'common.linkFallback': 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
  'common.footer': 'Saat tämän sähköpostin, koska sinulla on tili palvelussa {{site_name}}.',
  'activation.subject': 'Vahvista sähköpostiosoitteesi palvelussa {{site_name}}',
  'activation.intro':
    'Tervetuloa palveluun {{site_name}}! Vahvista sähköpostiosoitteesi, jotta muut jäsenet voivat vastata sinulle ja voimme pitää tilisi turvassa.',
  'activation.button': 'Vahvista sähköpostiosoitteeni',
  'activation.expiry': 'Linkki toimii vain kerran ja vanhenee {{hours}} tunnin kuluttua.',
  'passwordReset.subject': 'Nollaa salasanasi palvelussa {{site_name}}',
  'passwordReset.intro': 'Saimme pyynnön nollata {{site_name}}-tilisi salasana.',
  'passwordReset.button': 'Valitse uusi salasana',
  'passwordReset.expiry': 'Linkki toimii vain kerran ja vanhenee {{minutes}} minuutin kuluttua.',
  'mailChangeConfirm.subject': 'Vahvista uusi sähköpostiosoitteesi palvelussa {{site_name}}',
  'mailChangeConfirm.intro':
    'Pyysit, että tätä osoitetta käytetään {{site_name}}-tililläsi. Vahvista osoite, niin muutos viedään loppuun.',
  'mailChangeConfirm.button': 'Vahvista uusi osoitteeni',
  'mailChangeConfirm.expiry': 'Linkki toimii vain kerran ja vanhenee {{hours}} tunnin kuluttua.',
  'mailChangeNotice.subject': '{{site_name}}-tilisi sähköpostiosoite on vaihtumassa',
  'mailChangeNotice.intro':
    '{{site_name}}-tilisi sähköpostiosoitteen vaihtamista osoitteeseen {{new_email}} on pyydetty. Muutos tulee voimaan, kun uusi osoite on vahvistettu.',
  'mailChangeNotice.warning':
    'Jos et tehnyt pyyntöä itse, vaihda salasanasi heti ja ota yhteyttä asiakaspalveluumme osoitteessa {{support_email}}.',
  'reactivation.subject': '{{site_name}}-tilisi poistetaan',
  'reactivation.intro':
    'Tilisi on merkitty poistettavaksi. Voit vielä muuttaa mielesi {{date}} asti: yhdellä klikkauksella saat profiilisi, kuvasi ja keskustelusi takaisin.',
  'reactivation.button': 'Aktivoi tilini uudelleen',
  'reactivation.after': 'Tämän päivämäärän jälkeen tietosi poistetaan pysyvästi.',
  'complaint.subject': 'Olemme vastaanottaneet valituksesi ({{reference}})',
  'complaint.intro':
    'Kiitos, että otit yhteyttä palveluun {{site_name}}. Olemme vastaanottaneet valituksesi viitenumerolla {{reference}} ja vastaamme 5 arkipäivän kuluessa.',
  'complaint.copy': 'Viestisi:',

  'photoRejected.subject': 'Yksi kuvistasi on poistettu palvelusta {{site_name}}',
  'photoRejected.intro':
    'Moderaattori tarkasti {{date}} yhden kuvistasi ja poisti sen profiilistasi. Sitä ei enää näytetä kenellekään, eikä samaa kuvaa voi ladata uudelleen.',
  'photoRejected.reasonLabel': 'Moderaattorin antama syy:',
  'photoRejected.button': 'Avaa valitussivu',
  'photoRejected.ground': 'Päätös perustuu käyttöehtoihimme: {{ground}}.',
  'photoRejected.automation':
    'Jokainen uusi kuva tarkistetaan ensin automaattisesti poistettujen kuvien kopioiden varalta; tämän päätöksen teki ihminen, ei automaattinen järjestelmä.',
  'photoRejected.appeal':
    'Jos olet eri mieltä, voit hakea muutosta 6 kuukauden kuluessa: vastaa tähän sähköpostiin tai kirjoita meille valitussivun kautta.',
  'ground.terms_fake_profile': 'ei valeprofiileja eikä toiseksi henkilöksi tekeytymistä',
  'ground.terms_scam': 'ei huijauksia eikä rahapyyntöjä',
  'ground.terms_harassment': 'ei häirintää',
  'ground.terms_minimum_age': 'alaikäraja',
  'ground.terms_photos': 'profiilikuvien säännöt',
  'ground.terms_spam': 'ei roskapostia eikä mainontaa',
  'ground.terms_other': 'käytössäännöt',
  'complaintAnswer.subject': 'Vastaus valitukseesi ({{reference}})',
  'complaintAnswer.intro': 'Asiakaspalvelumme on vastannut valitukseesi, jonka viite on {{reference}}:',
  'complaintAnswer.after': 'Jos sinulla on lisää kysyttävää, vastaa vain tähän sähköpostiin.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Saimme ilmoituksesi ({{reference}})',
  'reportReceived.intro':
    'Kiitos, että kerroit meille. Saimme ilmoituksesi viitteellä {{reference}}; moderaattori käy sen läpi. Ilmoitettu jäsen ei koskaan saa tietää, kuka hänestä ilmoitti.',
  'decision.subject': 'Päätöksemme {{site_name}}-tilistäsi ({{reference}})',
  'decision.intro':
    'Tämä on perusteluselvityksemme päätöksestä {{reference}}, joka koskee tiliäsi palvelussa {{site_name}}.',
  'decision.what': 'Mitä päätimme: {{what}}',
  'decision.what.warn':
    'varoitus. Mitään ei rajoiteta tällä kertaa, mutta uusi rikkomus voi johtaa jäädytykseen tai porttikieltoon.',
  'decision.what.remove_photo': 'yksi kuvistasi on poistettu, eikä sitä voi ladata uudelleen.',
  'decision.what.hide_profile':
    'profiilisi on piilotettu hausta, match-finderista ja pyyhkäisypelistä. Voit yhä kirjautua sisään.',
  'decision.what.suspend':
    'tilisi on jäädytetty {{until}} asti. Siihen asti et voi kirjautua sisään, eivätkä muut jäsenet näe profiiliasi.',
  'decision.what.ban':
    'tilisi on suljettu pysyvästi, eikä tällä sähköpostiosoitteella voi rekisteröityä uudelleen.',
  'decision.ground': 'Peruste: käyttöehdot, kohta {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'valeprofiilit',
  'decision.clause.terms_scam': 'huijaukset ja petokset',
  'decision.clause.terms_harassment': 'häirintä',
  'decision.clause.terms_minimum_age': 'vähimmäisikä',
  'decision.clause.terms_photos': 'kuvat',
  'decision.clause.terms_spam': 'roskaposti ja mainonta',
  'decision.clause.terms_other': 'muut käyttöehtojen rikkomukset',
  'decision.how': 'Miten päädyimme siihen: {{origin}} {{means}}',
  'decision.origin.report': 'Toimimme toisen jäsenen ilmoituksen perusteella.',
  'decision.origin.own': 'Toimimme oman tarkastuksemme perusteella, emme ilmoituksen.',
  'decision.means.manual': 'Päätöksen teki ihminen tiimistämme; automaattisia keinoja ei käytetty.',
  'decision.means.automated': 'Automaattiset keinot havaitsivat tai päättivät tämän.',
  'decision.facts': 'Tosiasiat, joihin nojasimme:',
  'decision.button': 'Riitauta tämä päätös',
  'decision.redress':
    'Näin haet muutosta: vastaa tähän sähköpostiin tai käytä valitussivuamme viitteellä {{reference}} 6 kuukauden kuluessa; ihminen käsittelee asian uudelleen maksutta. Voit myös kääntyä sertifioidun tuomioistuimen ulkopuolisen riidanratkaisuelimen puoleen tai viedä asian tuomioistuimeen.',
  'monthlyStatement.subject': '{{site_name}}-krediittiotteesi: {{month}}',
  'monthlyStatement.intro': 'Näin krediittisi muuttuivat aikana {{month}}.',
  'monthlyStatement.summary':
    'Ostetut krediitit: {{bought}}\nKäytetyt krediitit: {{spent}} (viestit {{messages}}, kuvat {{photos}}, lahjat {{gifts}})\nHyvitetyt krediitit: {{refunded}}\nSaldosi nyt: {{balance}}',
  'monthlyStatement.button': 'Näytä kaikki tapahtumat',
  'monthlyStatement.after':
    'Saat tämän otteen, koska pyysit sitä. Tapahtumasivulla voit lopettaa sen tai asettaa käyttörajoja.',
  'exportReady.subject': '{{site_name}}-tietosi ovat ladattavissa',
  'exportReady.intro':
    'Pyytämäsi kopio tiedoistasi on valmis: profiilisi, kuvasi, tykkäykset, osumat, keskustelut, laitteet sekä kaikki krediitit ja maksut yhdessä ZIP-tiedostossa.',
  'exportReady.button': 'Lataa tietoni',
  'exportReady.after':
    'Voit ladata sen asetussivultasi {{date}} asti; sen jälkeen se poistetaan ja voit pyytää uuden. Vain sinä voit ladata sen kirjautuneena.',
};

export default fi;
