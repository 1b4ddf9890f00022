import type { MailCatalogue } from './en.js';

const de: MailCatalogue = {
  'common.greeting': 'Hallo {{name}},',
  'common.signature': 'Viele Grüße\nDein {{site_name}}-Team',
  'common.ignore': 'Falls du das nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.',
  'common.linkFallback': 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  'common.footer': 'Du erhältst diese E-Mail, weil du ein Konto bei {{site_name}} hast.',
  'activation.subject': 'Bestätige deine E-Mail-Adresse für {{site_name}}',
  'activation.intro':
    'Willkommen bei {{site_name}}! Bitte bestätige deine E-Mail-Adresse, damit andere Mitglieder dir antworten können und wir dein Konto schützen können.',
  'activation.button': 'E-Mail-Adresse bestätigen',
  'activation.expiry': 'Dieser Link kann nur einmal verwendet werden und ist {{hours}} Stunden gültig.',
  'passwordReset.subject': 'Setze dein Passwort für {{site_name}} zurück',
  'passwordReset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort deines {{site_name}}-Kontos zurückzusetzen.',
  'passwordReset.button': 'Neues Passwort wählen',
  'passwordReset.expiry': 'Dieser Link kann nur einmal verwendet werden und ist {{minutes}} Minuten gültig.',
  'mailChangeConfirm.subject': 'Bestätige deine neue E-Mail-Adresse für {{site_name}}',
  'mailChangeConfirm.intro':
    'Du möchtest diese Adresse für dein {{site_name}}-Konto verwenden. Bestätige sie, um die Änderung abzuschließen.',
  'mailChangeConfirm.button': 'Neue Adresse bestätigen',
  'mailChangeConfirm.expiry':
    'Dieser Link kann nur einmal verwendet werden und ist {{hours}} Stunden gültig.',
  'mailChangeNotice.subject': 'Deine E-Mail-Adresse bei {{site_name}} wird geändert',
  'mailChangeNotice.intro':
    'Es wurde beantragt, die E-Mail-Adresse deines {{site_name}}-Kontos in {{new_email}} zu ändern. Die Änderung wird wirksam, sobald die neue Adresse bestätigt ist.',
  'mailChangeNotice.warning':
    'Falls du das nicht warst, ändere bitte sofort dein Passwort und wende dich an unseren Kundenservice unter {{support_email}}.',
  'reactivation.subject': 'Dein {{site_name}}-Konto wird gelöscht',
  'reactivation.intro':
    'Dein Konto ist zur Löschung vorgemerkt. Bis zum {{date}} kannst du es dir noch anders überlegen: Mit einem Klick stellst du dein Profil, deine Fotos und deine Unterhaltungen wieder her.',
  'reactivation.button': 'Mein Konto reaktivieren',
  'reactivation.after': 'Nach diesem Datum werden deine Daten endgültig gelöscht.',
  'complaint.subject': 'Wir haben deine Beschwerde erhalten ({{reference}})',
  'complaint.intro':
    'Danke, dass du dich an {{site_name}} gewandt hast. Wir haben deine Beschwerde mit der Referenznummer {{reference}} erhalten und antworten dir innerhalb von 5 Werktagen.',
  'complaint.copy': 'Deine Nachricht:',

  'photoRejected.subject': 'Eines deiner Fotos auf {{site_name}} wurde entfernt',
  'photoRejected.intro':
    'Ein Moderator hat am {{date}} eines deiner Fotos geprüft und aus deinem Profil entfernt. Es wird niemandem mehr gezeigt, und dasselbe Bild kann nicht erneut hochgeladen werden.',
  'photoRejected.reasonLabel': 'Die Begründung des Moderators:',
  'photoRejected.button': 'Zur Beschwerdeseite',
  'photoRejected.ground': 'Diese Entscheidung stützt sich auf unsere Nutzungsbedingungen: {{ground}}.',
  'photoRejected.automation':
    'Jedes neue Foto wird zuerst automatisch auf Kopien entfernter Fotos geprüft; diese Entscheidung hat ein Mensch getroffen, nicht ein automatisiertes Verfahren.',
  'photoRejected.appeal':
    'Wenn du nicht einverstanden bist, kannst du innerhalb von 6 Monaten widersprechen: Antworte auf diese E-Mail oder schreib uns über die Beschwerdeseite.',
  'ground.terms_fake_profile': 'keine gefälschten Profile und kein Auftreten als jemand anderes',
  'ground.terms_scam': 'kein Betrug und keine Bitten um Geld',
  'ground.terms_harassment': 'keine Belästigung',
  'ground.terms_minimum_age': 'das Mindestalter',
  'ground.terms_photos': 'die Regeln für Profilfotos',
  'ground.terms_spam': 'kein Spam und keine Werbung',
  'ground.terms_other': 'die Verhaltensregeln',
  'complaintAnswer.subject': 'Antwort auf deine Beschwerde ({{reference}})',
  'complaintAnswer.intro':
    'Unser Kundenservice hat deine Beschwerde mit der Referenz {{reference}} beantwortet:',
  'complaintAnswer.after': 'Wenn du weitere Fragen hast, antworte einfach auf diese E-Mail.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Wir haben deine Meldung erhalten ({{reference}})',
  'reportReceived.intro':
    'Danke für deinen Hinweis. Wir haben deine Meldung mit der Referenz {{reference}} erhalten; ein Moderator sieht sie sich an. Das gemeldete Mitglied erfährt nie, wer es gemeldet hat.',
  'decision.subject': 'Unsere Entscheidung zu deinem {{site_name}}-Konto ({{reference}})',
  'decision.intro':
    'Dies ist unsere Begründung der Entscheidung {{reference}} zu deinem Konto bei {{site_name}}.',
  'decision.what': 'Was wir entschieden haben: {{what}}',
  'decision.what.warn':
    'eine Verwarnung. Diesmal wird nichts eingeschränkt, aber ein weiterer Verstoß kann zu einer Sperre oder einem Ausschluss führen.',
  'decision.what.remove_photo': 'eines deiner Fotos wurde entfernt und kann nicht erneut hochgeladen werden.',
  'decision.what.hide_profile':
    'dein Profil ist in der Suche, im Match-Finder und im Swipe-Spiel verborgen. Du kannst dich weiterhin anmelden.',
  'decision.what.suspend':
    'dein Konto ist bis {{until}} gesperrt. Bis dahin kannst du dich nicht anmelden und andere Mitglieder sehen dein Profil nicht.',
  'decision.what.ban':
    'dein Konto ist endgültig geschlossen, und mit dieser E-Mail-Adresse ist keine neue Anmeldung möglich.',
  'decision.ground': 'Die Grundlage: Nutzungsbedingungen, Abschnitt {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'Fake-Profile',
  'decision.clause.terms_scam': 'Betrug und Abzocke',
  'decision.clause.terms_harassment': 'Belästigung',
  'decision.clause.terms_minimum_age': 'Mindestalter',
  'decision.clause.terms_photos': 'Fotos',
  'decision.clause.terms_spam': 'Spam und Werbung',
  'decision.clause.terms_other': 'sonstige Verstöße gegen die Nutzungsbedingungen',
  'decision.how': 'Wie es dazu kam: {{origin}} {{means}}',
  'decision.origin.report': 'Wir haben nach der Meldung eines anderen Mitglieds gehandelt.',
  'decision.origin.own': 'Wir haben nach eigener Prüfung gehandelt, nicht nach einer Meldung.',
  'decision.means.manual':
    'Ein Mensch aus unserem Team hat entschieden; automatisierte Mittel wurden nicht eingesetzt.',
  'decision.means.automated': 'Automatisierte Mittel haben dies erkannt oder entschieden.',
  'decision.facts': 'Die Tatsachen, auf die wir uns stützen:',
  'decision.button': 'Diese Entscheidung anfechten',
  'decision.redress':
    'So kannst du dich wehren: Antworte innerhalb von 6 Monaten auf diese E-Mail oder nutze unsere Beschwerdeseite mit der Referenz {{reference}}; ein Mensch prüft die Sache erneut, kostenlos. Du kannst dich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  'monthlyStatement.subject': 'Deine {{site_name}}-Credit-Übersicht für {{month}}',
  'monthlyStatement.intro': 'So haben sich deine Credits im {{month}} entwickelt.',
  'monthlyStatement.summary':
    'Gekaufte Credits: {{bought}}\nAusgegebene Credits: {{spent}} (Nachrichten {{messages}}, Fotos {{photos}}, Geschenke {{gifts}})\nErstattete Credits: {{refunded}}\nDein Guthaben jetzt: {{balance}}',
  'monthlyStatement.button': 'Alle Transaktionen ansehen',
  'monthlyStatement.after':
    'Du erhältst diese Übersicht, weil du sie angefordert hast. Auf deiner Transaktionsseite kannst du sie abbestellen oder Ausgabenlimits setzen.',
  'exportReady.subject': 'Deine Daten bei {{site_name}} stehen zum Download bereit',
  'exportReady.intro':
    'Die Kopie deiner Daten, die du angefordert hast, ist fertig: dein Profil, deine Fotos, Likes, Matches, Unterhaltungen, Geräte und alle Credits und Zahlungen in einer ZIP-Datei.',
  'exportReady.button': 'Meine Daten herunterladen',
  'exportReady.after':
    'Du kannst sie bis zum {{date}} auf deiner Einstellungsseite herunterladen; danach wird sie gelöscht und du kannst eine neue anfordern. Nur du kannst sie herunterladen, wenn du eingeloggt bist.',
};

export default de;
