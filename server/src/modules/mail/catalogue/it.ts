import type { MailCatalogue } from './en.js';

const it: MailCatalogue = {
  'common.greeting': 'Ciao {{name}},',
  'common.signature': 'Un caro saluto,\nIl team di {{site_name}}',
  'common.ignore': 'Se non hai richiesto tu questa operazione, puoi ignorare questa e-mail.',
  'common.linkFallback': 'Se il pulsante non funziona, copia questo link nel tuo browser:',
  'common.footer': 'Ricevi questa e-mail perché hai un account su {{site_name}}.',
  'activation.subject': 'Conferma il tuo indirizzo e-mail per {{site_name}}',
  'activation.intro':
    'Ti diamo il benvenuto su {{site_name}}! Conferma il tuo indirizzo e-mail, così gli altri membri potranno risponderti e noi potremo proteggere il tuo account.',
  'activation.button': 'Conferma il mio indirizzo e-mail',
  'activation.expiry': 'Questo link può essere usato una sola volta e scade tra {{hours}} ore.',
  'passwordReset.subject': 'Reimposta la tua password di {{site_name}}',
  'passwordReset.intro':
    'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account {{site_name}}.',
  'passwordReset.button': 'Scegli una nuova password',
  'passwordReset.expiry': 'Questo link può essere usato una sola volta e scade tra {{minutes}} minuti.',
  'mailChangeConfirm.subject': 'Conferma il tuo nuovo indirizzo e-mail per {{site_name}}',
  'mailChangeConfirm.intro':
    'Hai chiesto di usare questo indirizzo per il tuo account {{site_name}}. Confermalo per completare la modifica.',
  'mailChangeConfirm.button': 'Conferma il mio nuovo indirizzo',
  'mailChangeConfirm.expiry': 'Questo link può essere usato una sola volta e scade tra {{hours}} ore.',
  'mailChangeNotice.subject': 'L’indirizzo e-mail del tuo account {{site_name}} sta per essere modificato',
  'mailChangeNotice.intro':
    'È stata richiesta la modifica dell’indirizzo e-mail del tuo account {{site_name}} in {{new_email}}. La modifica avrà effetto non appena il nuovo indirizzo sarà confermato.',
  'mailChangeNotice.warning':
    'Se la richiesta non è partita da te, cambia subito la password e contatta il nostro servizio clienti all’indirizzo {{support_email}}.',
  'reactivation.subject': 'Il tuo account {{site_name}} sarà eliminato',
  'reactivation.intro':
    'L’eliminazione del tuo account è programmata. Fino al {{date}} puoi ancora cambiare idea: con un solo clic ripristini il tuo profilo, le tue foto e le tue conversazioni.',
  'reactivation.button': 'Riattiva il mio account',
  'reactivation.after': 'Dopo tale data i tuoi dati verranno eliminati definitivamente.',
  'complaint.subject': 'Abbiamo ricevuto il tuo reclamo ({{reference}})',
  'complaint.intro':
    'Grazie per aver contattato {{site_name}}. Abbiamo ricevuto il tuo reclamo con numero di riferimento {{reference}} e ti risponderemo entro 5 giorni lavorativi.',
  'complaint.copy': 'Il tuo messaggio:',

  'photoRejected.subject': 'Una delle tue foto su {{site_name}} è stata rimossa',
  'photoRejected.intro':
    "Il {{date}} un moderatore ha esaminato una delle tue foto e l'ha rimossa dal tuo profilo. Non viene più mostrata a nessuno e la stessa immagine non può essere caricata di nuovo.",
  'photoRejected.reasonLabel': 'Il motivo indicato dal moderatore:',
  'photoRejected.button': 'Apri la pagina dei reclami',
  'photoRejected.ground': "Questa decisione si basa sulle nostre condizioni d'uso: {{ground}}.",
  'photoRejected.automation':
    'Ogni nuova foto viene prima controllata automaticamente per individuare copie di foto rimosse; questa decisione è stata presa da una persona, non da mezzi automatizzati.',
  'photoRejected.appeal':
    "Se non sei d'accordo, puoi presentare ricorso entro 6 mesi: rispondi a questa e-mail o scrivici tramite la pagina dei reclami.",
  'ground.terms_fake_profile': 'niente profili falsi né sostituzione di persona',
  'ground.terms_scam': 'niente truffe né richieste di denaro',
  'ground.terms_harassment': 'niente molestie',
  'ground.terms_minimum_age': "l'età minima",
  'ground.terms_photos': 'le regole per le foto del profilo',
  'ground.terms_spam': 'niente spam né pubblicità',
  'ground.terms_other': 'le regole di comportamento',
  'complaintAnswer.subject': 'Risposta al tuo reclamo ({{reference}})',
  'complaintAnswer.intro':
    'Il nostro servizio clienti ha risposto al tuo reclamo con riferimento {{reference}}:',
  'complaintAnswer.after': 'Se hai altre domande, rispondi semplicemente a questa e-mail.',

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Abbiamo ricevuto la tua segnalazione ({{reference}})',
  'reportReceived.intro':
    'Grazie per avercelo detto. Abbiamo ricevuto la tua segnalazione con riferimento {{reference}}; un moderatore la esaminerà. Il membro segnalato non saprà mai chi lo ha segnalato.',
  'decision.subject': 'La nostra decisione sul tuo account {{site_name}} ({{reference}})',
  'decision.intro': 'Questa è la motivazione della decisione {{reference}} sul tuo account su {{site_name}}.',
  'decision.what': 'Cosa abbiamo deciso: {{what}}',
  'decision.what.warn':
    'un avvertimento. Questa volta non viene limitato nulla, ma un’altra violazione può portare a una sospensione o a un’esclusione.',
  'decision.what.remove_photo': 'una delle tue foto è stata rimossa e non può essere caricata di nuovo.',
  'decision.what.hide_profile':
    'il tuo profilo è nascosto nella ricerca, nel match finder e nel gioco swipe. Puoi comunque accedere.',
  'decision.what.suspend':
    'il tuo account è sospeso fino al {{until}}. Fino ad allora non puoi accedere e gli altri membri non vedono il tuo profilo.',
  'decision.what.ban':
    'il tuo account è chiuso definitivamente e questo indirizzo e-mail non può essere usato per registrarsi di nuovo.',
  'decision.ground': 'Il fondamento: Condizioni d’uso, sezione {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'profili falsi',
  'decision.clause.terms_scam': 'truffe e frodi',
  'decision.clause.terms_harassment': 'molestie',
  'decision.clause.terms_minimum_age': 'età minima',
  'decision.clause.terms_photos': 'foto',
  'decision.clause.terms_spam': 'spam e pubblicità',
  'decision.clause.terms_other': 'altre violazioni delle condizioni',
  'decision.how': 'Come ci siamo arrivati: {{origin}} {{means}}',
  'decision.origin.report': 'Siamo intervenuti dopo la segnalazione di un altro membro.',
  'decision.origin.own': 'Siamo intervenuti dopo una nostra verifica, non dopo una segnalazione.',
  'decision.means.manual':
    'Questa decisione l’ha presa una persona del nostro team; non sono stati usati mezzi automatizzati.',
  'decision.means.automated': 'Mezzi automatizzati lo hanno rilevato o deciso.',
  'decision.facts': 'I fatti su cui ci basiamo:',
  'decision.button': 'Contesta questa decisione',
  'decision.redress':
    'Come presentare ricorso: rispondi a questa e-mail o usa la nostra pagina reclami con il riferimento {{reference}} entro 6 mesi; una persona riesaminerà il caso, gratuitamente. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o al tribunale.',
  'monthlyStatement.subject': 'Il tuo estratto crediti {{site_name}} di {{month}}',
  'monthlyStatement.intro': 'Ecco cosa è successo ai tuoi crediti a {{month}}.',
  'monthlyStatement.summary':
    'Crediti acquistati: {{bought}}\nCrediti spesi: {{spent}} (messaggi {{messages}}, foto {{photos}}, regali {{gifts}})\nCrediti rimborsati: {{refunded}}\nIl tuo saldo ora: {{balance}}',
  'monthlyStatement.button': 'Vedi tutte le transazioni',
  'monthlyStatement.after':
    'Ricevi questo estratto perché l’hai richiesto. Nella pagina delle transazioni puoi disattivarlo o impostare limiti di spesa.',
  'exportReady.subject': 'I tuoi dati di {{site_name}} sono pronti per il download',
  'exportReady.intro':
    'La copia dei tuoi dati che hai richiesto è pronta: il tuo profilo, le foto, i like, i match, le conversazioni, i dispositivi e tutti i crediti e i pagamenti, in un file ZIP.',
  'exportReady.button': 'Scarica i miei dati',
  'exportReady.after':
    "Puoi scaricarla dalla pagina delle impostazioni fino al {{date}}; dopo viene eliminata e puoi richiederne una nuova. Solo tu puoi scaricarla, dopo aver effettuato l'accesso.",
};

export default it;
