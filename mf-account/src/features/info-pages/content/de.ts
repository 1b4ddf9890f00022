import type { InfoContent } from './types';

/** German (informal "du", like the rest of the site), translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro: [
      'Diese Allgemeinen Geschäftsbedingungen bilden den Mitgliedschaftsvertrag zwischen dir und {{company_name}}, dem Betreiber von {{site_name}}. Mit der Erstellung eines Kontos akzeptierst du sie; bitte lies sie daher sorgfältig.',
    ],
    sections: [
      {
        heading: 'Wer wir sind',
        paragraphs: [
          '{{site_name}} wird betrieben von {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, eingetragen bei der Handelskammer unter der Nummer {{kvk}} und tätig unter dem Handelsnamen {{tradenames}}. Unseren Kundenservice erreichst du unter {{support_email}}.',
        ],
      },
      {
        heading: 'Der Dienst',
        paragraphs: [
          '{{site_name}} ist ein Online-Dating- und Chatdienst für Erwachsene. Mitglieder erstellen ein Profil, suchen und betrachten andere Profile, liken sich gegenseitig und tauschen Nachrichten, Fotos und virtuelle Geschenke aus.',
          'Der Dienst dient der Unterhaltung. Wir garantieren nicht, dass du jemanden kennenlernst oder einen Match findest.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Alter und Registrierung',
        paragraphs: [
          'Du musst mindestens {{min_age}} Jahre alt sein, um {{site_name}} zu nutzen. Mit der Registrierung bestätigst du, dass du dieses Alter erreicht hast und dass das Recht deines Landes dir die Nutzung eines Dating-Dienstes für Erwachsene erlaubt. Konten von Mitgliedern, die sich als jünger herausstellen, löschen wir.',
          'Du registrierst dich mit einer gültigen E-Mail-Adresse, die du über den Aktivierungslink bestätigst, den wir dir senden. Halte dein Passwort geheim: Du bist für alles verantwortlich, was mit deinem Konto geschieht. Konten sind persönlich und nicht übertragbar.',
        ],
      },
      {
        heading: 'Kostenlose Mitgliedschaft, Premium und Credits',
        paragraphs: [
          'Die Mitgliedschaft ist kostenlos. Kostenlose Mitglieder können ein Profil erstellen, suchen, andere Mitglieder liken, bis zu 3 Fotos hochladen und bis zu 2 Unterhaltungen beginnen.',
          'Das Senden von Nachrichten kostet Credits; der Preis pro Nachricht wird angezeigt, bevor du sie sendest. Credits werden in Paketen verkauft, die Preise verstehen sich inklusive Mehrwertsteuer. Dein erster Kauf von Credits, gleich in welcher Höhe, macht dich zum Premium-Mitglied: Du kannst unbegrenzt Unterhaltungen beginnen, Fotos sehen, die für kostenlose Mitglieder unscharf sind, und bis zu 25 Fotos hochladen.',
          'Credits sind kein Geld. Sie können weder in Bargeld umgetauscht noch auf ein anderes Mitglied übertragen werden. Nicht genutzte Credits können gemäß unseren Rückerstattungsbedingungen innerhalb von {{refund_days}} Tagen nach dem Kauf erstattet werden.',
        ],
      },
      {
        heading: 'Fiktive Profile',
        paragraphs: [
          'Einige Profile auf {{site_name}} sind fiktive Profile, die von unseren Mitarbeitern zur Unterhaltung betrieben werden. Sie sind mit einem Symbol gekennzeichnet. Du chattest mit einem echten Mitarbeiter, kannst ein fiktives Profil aber nicht persönlich treffen. Mit der Annahme dieser Bedingungen bestätigst du, dass du das verstanden hast.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Verhaltensregeln',
        paragraphs: [
          'Du begegnest anderen Mitgliedern mit Respekt. Es ist nicht gestattet, Inhalte zu veröffentlichen, die rechtswidrig, gewalttätig oder diskriminierend sind oder Minderjährige betreffen; Fotos anderer Personen ohne deren Einwilligung zu veröffentlichen; um Geld, bezahlte sexuelle Dienstleistungen oder kommerzielle Angebote zu bitten oder diese anzubieten; andere Mitglieder zu belästigen, zu bedrohen oder zu verfolgen; oder Skripte, Bots oder eine falsche Identität zu verwenden.',
          'Wir können Profiltexte und Fotos, die gegen diese Regeln verstoßen, prüfen, ablehnen oder entfernen und Konten einschränken oder sperren, wie in unserer Richtlinie zur Zugangssperre beschrieben.',
        ],
      },
      {
        heading: 'Beendigung deiner Mitgliedschaft',
        paragraphs: [
          'Du kannst dein Konto jederzeit in deinen Einstellungen löschen. Dein Profil wird sofort ausgeblendet. 14 Tage lang kannst du das Konto noch über den Link reaktivieren, den wir dir per E-Mail senden; danach werden alle deine Daten endgültig gelöscht. Nicht genutzte Credits verfallen mit dem Konto, sofern du nicht rechtzeitig eine Erstattung beantragst.',
          'Wir können deine Mitgliedschaft aussetzen oder beenden, wenn du gegen diese Bedingungen verstößt oder eine Zahlung in betrügerischer Absicht zurückbuchst. Beenden wir den Vertrag aus einem Grund, den du nicht zu vertreten hast, erstatten wir deine nicht genutzten Credits.',
        ],
      },
      {
        heading: 'Haftung',
        paragraphs: [
          'Wir tun unser Bestes, um {{site_name}} verfügbar und sicher zu halten, können jedoch keinen unterbrechungsfreien Zugang garantieren. Wir sind nicht verantwortlich für das, was Mitglieder sagen oder tun, oder für die Richtigkeit ihrer Profile. Unsere Haftung ist auf den Betrag begrenzt, den du uns in den zwölf Monaten vor Eintritt des Schadens gezahlt hast, außer bei Vorsatz oder grober Fahrlässigkeit oder wenn das Gesetz eine solche Beschränkung nicht zulässt.',
        ],
      },
      {
        heading: 'Änderungen und anwendbares Recht',
        paragraphs: [
          'Wir können diese Bedingungen ändern. Wesentliche Änderungen kündigen wir mindestens 30 Tage im Voraus per E-Mail oder auf der Website an; bist du nicht einverstanden, kannst du deine Mitgliedschaft vor deren Inkrafttreten beenden. Diese Fassung gilt ab dem {{terms_date}}.',
          'Diese Bedingungen unterliegen dem Recht des Landes, in dem {{company_name}} seinen Sitz hat ({{company_country}}). Streitigkeiten werden vor das zuständige Gericht für {{company_city}} gebracht, es sei denn, zwingendes Verbraucherrecht gibt dir das Recht, das Gericht an deinem Wohnort anzurufen. Du kannst auch die europäische Plattform zur Online-Streitbeilegung nutzen.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutzerklärung',
    intro: [
      '{{company_name}} respektiert deine Privatsphäre. Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn du {{site_name}} nutzt, warum wir das tun und welche Rechte du nach der Datenschutz-Grundverordnung (DSGVO) hast.',
    ],
    sections: [
      {
        heading: 'Wer verantwortlich ist',
        paragraphs: [
          'Verantwortlicher für deine personenbezogenen Daten ist {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, Handelskammernummer {{kvk}}. Fragen zum Datenschutz kannst du an {{support_email}} richten.',
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        paragraphs: [
          'Kontodaten: deine E-Mail-Adresse, dein Passwort (nur als sicherer Hash gespeichert), Name, Geburtsdatum, Geschlecht und die Sprache, in der du die Website nutzt.',
          'Profildaten, die du freiwillig angibst: Fotos, Stadt und Region, Aussehen, Beziehungsstatus, Interessen und dein Text über dich. Einiges davon, etwa deine sexuellen Vorlieben, sind sensible Informationen. Du gibst sie freiwillig an und kannst sie jederzeit ändern oder löschen.',
          'Nutzungsdaten: deine Nachrichten, Likes, Geschenke, Käufe von Credits und deren Zahlungsstatus, Geräte- und Browserinformationen, deine IP-Adresse und der daraus abgeleitete ungefähre Standort sowie die Tracking-Parameter eines Partnerlinks, falls du über einen solchen gekommen bist.',
        ],
      },
      {
        heading: 'Wofür wir deine Daten verwenden und auf welcher Rechtsgrundlage',
        paragraphs: [
          'Zur Bereitstellung des Dienstes und zur Erfüllung des Mitgliedschaftsvertrags (Art. 6 Abs. 1 lit. b DSGVO): dein Konto, dein Profil, deine Nachrichten, Zahlungen und der Kundenservice.',
          'Mit deiner ausdrücklichen Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO): die Verarbeitung deiner sexuellen Vorlieben und Interessen, um sie in deinem Profil anzuzeigen und dir passende Mitglieder vorzuschlagen, sowie das Senden von Push-Benachrichtigungen. Du kannst deine Einwilligung jederzeit widerrufen.',
          'Aufgrund unserer berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO): die Sicherheit der Website, die Verhinderung von Betrug und Missbrauch, die Abrechnung von Provisionen mit Partnern und die Verbesserung des Dienstes. Zur Erfüllung gesetzlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO): Buchhaltung und steuerliche Aufzeichnungen.',
        ],
      },
      {
        heading: 'Wer deine Daten erhält',
        paragraphs: [
          'Wir verkaufen deine personenbezogenen Daten niemals. Wir geben Daten nur an Auftragsverarbeiter weiter, die uns beim Betrieb des Dienstes unterstützen, etwa Hosting-, E-Mail- und Zahlungsanbieter, auf Grundlage eines Auftragsverarbeitungsvertrags, sowie an Behörden, wenn das Gesetz es verlangt. Andere Mitglieder sehen nur, was du in deinem Profil veröffentlichst und was du ihnen sendest. Werden Daten außerhalb des Europäischen Wirtschaftsraums übermittelt, verwenden wir die Standardvertragsklauseln der Europäischen Kommission.',
        ],
      },
      {
        heading: 'Wie lange wir deine Daten speichern',
        paragraphs: [
          'Wir speichern deine Daten, solange dein Konto besteht. Wenn du dein Konto löschst, wird es zunächst ausgeblendet und 14 Tage aufbewahrt, damit du es über den Link, den wir dir per E-Mail senden, noch reaktivieren kannst. Nach diesen 14 Tagen werden dein Konto, dein Profil, deine Fotos und Nachrichten endgültig gelöscht.',
          'Zahlungsbelege bewahren wir sieben Jahre auf, weil das Steuerrecht es verlangt. Sicherheitsprotokolle werden spätestens nach sechs Monaten gelöscht.',
        ],
      },
      {
        heading: 'Sicherheit',
        paragraphs: [
          'Wir schützen deine Daten mit verschlüsselten Verbindungen, gehashten Passwörtern, eingeschränktem Zugriff für Mitarbeiter und regelmäßigen Sicherheitsupdates. Bevor wir ein Foto speichern, entfernen wir seine Metadaten, etwa den GPS-Standort, an dem es aufgenommen wurde.',
        ],
      },
      {
        heading: 'Deine Rechte',
        paragraphs: [
          'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten, auf Einschränkung der Verarbeitung, auf Widerspruch, auf Datenübertragbarkeit und auf Widerruf deiner Einwilligung. Vieles davon kannst du selbst in deinem Profil und deinen Einstellungen erledigen. Für alles andere sende deine Anfrage an {{support_email}}; wir antworten innerhalb eines Monats.',
          'Außerdem hast du das Recht, dich bei der Datenschutzbehörde deines Landes oder des Landes, in dem wir unseren Sitz haben ({{company_country}}), zu beschweren.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie-Richtlinie',
    intro: [
      '{{site_name}} verwendet nur wenige Cookies und ähnliche Techniken, und alle sind nötig, damit die Website funktioniert. Auf dieser Seite erfährst du, welche das sind und wozu sie dienen.',
    ],
    sections: [
      {
        heading: 'Was Cookies sind',
        paragraphs: [
          'Ein Cookie ist eine kleine Textdatei, die eine Website in deinem Browser speichert. Der lokale Speicher (Local Storage) ist eine ähnliche Technik, die Informationen in deinem Browser ablegt, ohne sie bei jeder Anfrage an den Server zu senden. Beides ermöglicht es einer Website, sich zwischen Besuchen etwas zu merken.',
        ],
      },
      {
        heading: 'Unbedingt erforderliche Cookies',
        paragraphs: [
          'auth._token hält dich angemeldet. Es ist ein sicheres Sitzungscookie, das Skripte nicht lesen können, und es gilt 30 Tage oder bis du dich abmeldest.',
          'i18n_redirected merkt sich die Sprache, die du für die Website gewählt hast. Es wird 365 Tage gespeichert.',
        ],
      },
      {
        heading: 'Lokaler Speicher',
        paragraphs: [
          'Wir legen einige Angaben im lokalen Speicher deines Browsers ab: wann du einen Hinweis geschlossen hast, etwa die Warnung beim Betreten der Website oder die Erinnerung, ein Profilfoto hinzuzufügen, damit wir ihn nicht zu bald erneut zeigen; und die Tracking-Parameter eines Partnerlinks, über den du gekommen bist, damit der Partner bei deiner Registrierung vergütet werden kann. Nichts im lokalen Speicher wird genutzt, um dich auf anderen Websites zu verfolgen.',
        ],
      },
      {
        heading: 'Keine Werbe- oder Tracking-Cookies',
        paragraphs: [
          'Wir setzen keine Werbe-Cookies von Drittanbietern, und wir erlauben Werbenetzwerken und sozialen Medien nicht, dich auf {{site_name}} zu verfolgen. Da wir nur unbedingt erforderliche Cookies verwenden, ist nach dem Gesetz keine Einwilligung dafür nötig; deshalb siehst du kein Cookie-Banner.',
          'Wenn du bezahlst, können die Seiten unserer Zahlungsanbieter eigene Cookies setzen. Für diese gilt die Cookie-Richtlinie des jeweiligen Anbieters.',
        ],
      },
      {
        heading: 'Cookies verwalten',
        paragraphs: [
          'Du kannst Cookies und den lokalen Speicher jederzeit in den Einstellungen deines Browsers löschen. Wenn du die erforderlichen Cookies blockierst, kannst du dich nicht anmelden, und die Website merkt sich deine Sprache nicht. Fragen? Schreib an {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Richtlinie zur Zugangssperre',
    intro: [
      'Damit {{site_name}} ein sicherer und angenehmer Ort bleibt, können wir den Zugang von Mitgliedern, die gegen unsere Allgemeinen Geschäftsbedingungen verstoßen, einschränken oder sperren. Diese Richtlinie erklärt, wann wir das tun und was du tun kannst, wenn du nicht einverstanden bist.',
    ],
    sections: [
      {
        heading: 'Was zu einer Sperre führt',
        paragraphs: [
          'Wir sperren Konten insbesondere, wenn jemand jünger als {{min_age}} ist oder sich als eine andere Person ausgibt; rechtswidrige Inhalte oder Inhalte mit Bezug zu Minderjährigen veröffentlicht; andere belästigt, bedroht, Hassrede verbreitet oder wiederholt unerwünschte Nachrichten sendet; um Geld bittet, bezahlte sexuelle Dienstleistungen anbietet oder Werbung macht; betrügt, auch durch das Zurückbuchen geleisteter Zahlungen; Spam, Bots oder eine automatisierte Nutzung der Website einsetzt; oder nach einer früheren Sperre ein neues Konto anlegt.',
        ],
      },
      {
        heading: 'Verwarnungen, vorübergehende und dauerhafte Sperren',
        paragraphs: [
          'Bei leichteren Verstößen beginnen wir in der Regel mit einer Verwarnung oder entfernen den betreffenden Inhalt. Eine vorübergehende Sperre blockiert den Zugang für einen festgelegten Zeitraum. Schwere oder wiederholte Verstöße führen zu einer dauerhaften Sperre; dann lehnen wir auch neue Konten derselben Person ab.',
          'Wurde dein Konto gesperrt, siehst du beim Anmeldeversuch einen Hinweis. Wir nennen dir den Grund, es sei denn, das würde jemandem helfen, unsere Sicherheitsmaßnahmen zu umgehen, oder das Gesetz lässt es nicht zu.',
        ],
      },
      {
        heading: 'Credits nach einer Sperre',
        paragraphs: [
          'Credits sind persönlich und an dein Konto gebunden. Wird dein Konto wegen eines Verstoßes gegen die Bedingungen gesperrt, werden nicht genutzte Credits nicht erstattet. Stellt sich die Sperre als Irrtum heraus, stellen wir dein Konto samt Credits wieder her.',
        ],
      },
      {
        heading: 'So legst du Einspruch ein',
        paragraphs: [
          'Wenn du glaubst, dass du zu Unrecht gesperrt wurdest, kannst du über unsere Beschwerdeseite Einspruch einlegen. Wähle die Kategorie „Sonstiges“, gib die E-Mail-Adresse deines Kontos an und erkläre, warum du die Entscheidung für falsch hältst. Dafür musst du nicht angemeldet sein.',
          'Dein Einspruch wird von einem Mitglied unseres Teams geprüft, das an der ursprünglichen Entscheidung nicht beteiligt war. Wir antworten per E-Mail, in der Regel innerhalb von fünf Werktagen. Bist du danach noch nicht zufrieden, kannst du dich unter {{support_email}} an den Kundenservice wenden.',
        ],
      },
    ],
  },

  faq: {
    title: 'Häufig gestellte Fragen',
    intro: [
      'Hier findest du Antworten auf die Fragen, die unsere Mitglieder am häufigsten stellen. Nicht gefunden, was du suchst? Wende dich unter {{support_email}} an den Kundenservice.',
    ],
    items: [
      {
        question: 'Was sind Credits und was kosten sie?',
        answer: [
          'Credits sind die Währung von {{site_name}}. Du nutzt sie, um Nachrichten, Fotos und Geschenke zu senden; wie viele Credits eine Nachricht kostet, siehst du vor dem Senden. Credits werden in Paketen verkauft: Je größer das Paket, desto niedriger der Preis pro Credit.',
        ],
      },
      {
        question: 'Was ist der Unterschied zwischen kostenloser und Premium-Mitgliedschaft?',
        answer: [
          'Als kostenloses Mitglied kannst du ein Profil erstellen, suchen, Mitglieder liken und bis zu 2 Unterhaltungen beginnen. Sobald du zum ersten Mal Credits kaufst, gleich in welcher Höhe, bist du dauerhaft Premium-Mitglied: Du kannst beliebig viele Unterhaltungen beginnen, Fotos sehen, die für kostenlose Mitglieder unscharf sind, und bis zu 25 Fotos hochladen.',
        ],
      },
      {
        question: 'Wie viele Fotos kann ich hochladen?',
        answer: [
          'Kostenlose Mitglieder können bis zu 3 Fotos hochladen, Premium-Mitglieder bis zu 25. Deine Fotos sind für andere Mitglieder sichtbar, sobald sie hochgeladen sind. Unsere Moderatoren entfernen Fotos, die gegen die Regeln verstoßen, und jedes neue Foto wird automatisch mit den entfernten verglichen, sodass ein entferntes Foto nicht erneut hochgeladen werden kann. Lade nur Fotos von dir selbst hoch und niemals Bilder anderer Personen ohne deren Einwilligung.',
        ],
      },
      {
        question: 'Warum sind manche Fotos unscharf?',
        answer: [
          'Mitglieder können einige ihrer Fotos privat halten. Kostenlose Mitglieder sehen diese Fotos unscharf, Premium-Mitglieder sehen sie vollständig.',
        ],
      },
      {
        question: 'Kann ich {{site_name}} nutzen, ohne gesehen zu werden?',
        answer: [
          'Ja: Schalte in deinen Einstellungen den Unsichtbar-Modus ein. Dein Profil erscheint dann nicht mehr in den Suchergebnissen, und andere Mitglieder können dir weder schreiben noch dich liken, während du die Website wie gewohnt weiter nutzt. Schalte ihn aus, wann immer du wieder gefunden werden möchtest.',
        ],
      },
      {
        question: 'Wie lösche ich mein Konto, und kann ich es mir anders überlegen?',
        answer: [
          'Geh zu deinen Einstellungen und wähle die Löschung deines Kontos. Dein Profil verschwindet sofort. 14 Tage lang kannst du dein Konto noch über den Link in der E-Mail, die wir dir senden, reaktivieren, mit Profil, Nachrichten und Credits. Nach 14 Tagen wird alles endgültig gelöscht.',
        ],
      },
      {
        question: 'Ich habe die Aktivierungs-E-Mail nicht erhalten. Was nun?',
        answer: [
          'Sieh zuerst in deinem Spam- oder Junk-Ordner nach und prüfe, ob die E-Mail-Adresse deines Kontos richtig geschrieben ist. Über den Hinweis oben auf der Website kannst du eine neue Aktivierungs-E-Mail anfordern, höchstens einmal pro Minute. Nach einigen Minuten immer noch nichts? Wende dich an den Kundenservice.',
        ],
      },
      {
        question: 'Ich habe mein Passwort vergessen. Wie setze ich es zurück?',
        answer: [
          'Klicke auf der Anmeldeseite auf „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Du erhältst einen Link, mit dem du ein neues Passwort wählst; er ist eine Stunde gültig und funktioniert nur einmal. Nach dem Zurücksetzen wirst du auf allen anderen Geräten abgemeldet.',
        ],
      },
      {
        question: 'Wie date ich sicher?',
        answer: [
          'Schicke niemals Geld an jemanden, den du online kennengelernt hast, egal wie überzeugend die Geschichte klingt. Gib weder deine Wohnadresse noch Bankdaten oder Passwörter weiter. Triff dich beim ersten Mal an einem öffentlichen Ort, sag einer Freundin oder einem Freund, wohin du gehst, und organisiere deine eigene An- und Abreise. Melde verdächtiges Verhalten über die Beschwerdeseite.',
        ],
      },
      {
        question: 'Stehen hinter allen Profilen echte Menschen?',
        answer: [
          'Einige Profile auf {{site_name}} sind fiktive Profile, die von unseren Mitarbeitern zur Unterhaltung betrieben werden. Sie sind im Profil mit einem Symbol gekennzeichnet. Du kannst mit ihnen chatten, sie aber nicht im echten Leben treffen. Auch unsere Allgemeinen Geschäftsbedingungen erklären das.',
        ],
      },
      {
        question: 'Wie kann ich bezahlen?',
        answer: [
          'Je nach Land kannst du mit Kreditkarte, iDEAL, PayPal, Bancontact, SEPA-Lastschrift, Przelewy24 und vielen weiteren Methoden bezahlen. Welche Methoden dir zur Verfügung stehen, siehst du beim Kauf von Credits. Zahlungen werden sicher von unserem Zahlungsanbieter abgewickelt, und wir sehen nie deine vollständigen Kartendaten.',
        ],
      },
      {
        question: 'Kann ich mein Geld zurückbekommen?',
        answer: [
          'Du kannst innerhalb von {{refund_days}} Tagen nach dem Kauf die Erstattung nicht genutzter Credits beantragen. Die Bedingungen findest du in unseren Rückerstattungsbedingungen.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Rückgabe und Erstattung',
    intro: [
      'Wir möchten, dass du mit jedem Kauf auf {{site_name}} zufrieden bist. Diese Richtlinie erklärt, wann und wie du dein Geld für Credits zurückbekommst.',
    ],
    sections: [
      {
        heading: 'Erstattung nicht genutzter Credits',
        paragraphs: [
          'Du kannst einen Kauf von Credits innerhalb von {{refund_days}} Tagen nach dem Kauf stornieren und dein Geld zurückerhalten, solange du noch keine Credits aus diesem Paket verwendet hast. Hast du bereits einen Teil davon genutzt, erstatten wir den nicht genutzten Teil anteilig zum gezahlten Preis.',
          'Indem du beginnst, Credits zu nutzen, stimmst du zu, dass die Leistung sofort beginnt. Für bereits verbrauchte Credits gilt das gesetzliche Widerrufsrecht daher nicht mehr.',
        ],
      },
      {
        heading: 'Was nicht erstattet werden kann',
        paragraphs: [
          'Credits, die zum Senden von Nachrichten, Fotos oder Geschenken verwendet wurden; Bonus-Credits und Credits aus einem Rabatt oder einer Aktion; Käufe, die mehr als {{refund_days}} Tage zurückliegen; und die Credits von Konten, die wegen eines Verstoßes gegen die Allgemeinen Geschäftsbedingungen gesperrt wurden.',
        ],
      },
      {
        heading: 'So beantragst du eine Erstattung',
        paragraphs: [
          'Sende deinen Antrag über die Beschwerdeseite mit der Kategorie „Zahlung“ oder per E-Mail an {{support_email}}. Gib die E-Mail-Adresse deines Kontos sowie Datum und Betrag des Kaufs an. Wir bestätigen den Eingang deines Antrags und bearbeiten ihn innerhalb von fünf Werktagen.',
        ],
      },
      {
        heading: 'So erhältst du dein Geld zurück',
        paragraphs: [
          'Genehmigte Erstattungen werden innerhalb von 14 Tagen nach unserer Entscheidung über die Zahlungsmethode zurückgezahlt, die du verwendet hast. Je nach Bank oder Kartenaussteller kann es einige Tage länger dauern, bis der Betrag auf deinem Kontoauszug erscheint. Die erstatteten Credits werden von deinem Guthaben abgezogen.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundenservice',
    intro: [
      'Hast du eine Frage zu deinem Konto, einer Zahlung oder einem anderen Mitglied? Das Kundenservice-Team von {{site_name}} hilft dir gern. Du erreichst uns telefonisch, per E-Mail oder über die Beschwerdeseite.',
    ],
    sections: [
      {
        heading: 'Bevor du uns kontaktierst',
        paragraphs: [
          'Viele Fragen werden bereits auf unserer FAQ-Seite beantwortet, zum Beispiel zu Credits, Fotos, dem Unsichtbar-Modus und dem Löschen deines Kontos. Schau dort zuerst nach: Vielleicht findest du die Antwort sofort.',
        ],
      },
      {
        heading: 'Telefonisch',
        paragraphs: [
          'Du erreichst uns werktags von 9:00 bis 17:00 Uhr (mitteleuropäische Zeit) unter {{support_phone}}. Bitte halte die E-Mail-Adresse deines Kontos bereit, damit wir deine Daten schnell finden. Zu deiner Sicherheit fragen wir niemals nach deinem Passwort.',
        ],
      },
      {
        heading: 'Per E-Mail',
        paragraphs: [
          'Du kannst jederzeit an {{support_email}} schreiben. Bitte verwende die E-Mail-Adresse, mit der du dich registriert hast, damit wir deine Nachricht deinem Konto zuordnen können, und füge einen Screenshot bei, wenn er ein technisches Problem verdeutlicht. Wir antworten innerhalb eines Werktags.',
        ],
      },
      {
        heading: 'Beschwerden',
        paragraphs: [
          'Bist du mit unserem Service nicht zufrieden, oder möchtest du ein Mitglied oder einen Inhalt melden? Nutze die Beschwerdeseite. Du erhältst eine Referenznummer und eine Bestätigung per E-Mail, und wir antworten innerhalb von fünf Werktagen. Können wir deine Beschwerde nicht gemeinsam lösen, kannst du sie bei der europäischen Plattform zur Online-Streitbeilegung einreichen.',
        ],
      },
      {
        heading: 'Zahlungen und Erstattungen',
        paragraphs: [
          'Halte bei Fragen zu einer Zahlung bitte Datum, Betrag und Zahlungsmethode bereit. Nicht genutzte Credits können innerhalb von {{refund_days}} Tagen erstattet werden; wie das geht, erklären unsere Rückerstattungsbedingungen.',
        ],
      },
    ],
  },
};

export default content;
