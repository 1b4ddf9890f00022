import type { InfoContent } from './types';

/** Italian (informal "tu", like the rest of the site), translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Termini e condizioni',
    intro: [
      'I presenti termini e condizioni costituiscono il contratto di iscrizione tra te e {{company_name}}, la società che gestisce {{site_name}}. Creando un account li accetti, quindi leggili con attenzione.',
    ],
    sections: [
      {
        heading: 'Chi siamo',
        paragraphs: [
          '{{site_name}} è gestito da {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, iscritta alla Camera di Commercio con il numero {{kvk}} e operante con il nome commerciale {{tradenames}}. Puoi contattare il nostro servizio clienti all’indirizzo {{support_email}}.',
        ],
      },
      {
        heading: 'Il servizio',
        paragraphs: [
          '{{site_name}} è un servizio di incontri e chat online per adulti. I membri creano un profilo, cercano e visitano altri profili, si mettono «mi piace» e si scambiano messaggi, foto e regali virtuali.',
          'Il servizio ha finalità di intrattenimento. Non garantiamo che conoscerai qualcuno o che troverai un match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Età e registrazione',
        paragraphs: [
          'Per usare {{site_name}} devi avere almeno {{min_age}} anni. Registrandoti confermi di aver raggiunto questa età e che la legge del tuo paese ti consente di usare un servizio di incontri per adulti. Eliminiamo gli account dei membri che risultano più giovani.',
          'Ti registri con un indirizzo e-mail valido, che confermi tramite il link di attivazione che ti inviamo. Mantieni segreta la tua password: sei responsabile di tutto ciò che viene fatto con il tuo account. Gli account sono personali e non possono essere ceduti.',
        ],
      },
      {
        heading: 'Iscrizione gratuita, premium e crediti',
        paragraphs: [
          'L’iscrizione è gratuita. I membri gratuiti possono creare un profilo, cercare, mettere «mi piace» ad altri membri, caricare fino a 3 foto e avviare fino a 2 conversazioni.',
          'L’invio di messaggi costa crediti; il prezzo di ogni messaggio viene mostrato prima dell’invio. I crediti sono venduti in pacchetti e i prezzi sono comprensivi di IVA. Il tuo primo acquisto di crediti, di qualsiasi importo, ti rende un membro premium: puoi avviare conversazioni illimitate, vedere le foto sfocate per i membri gratuiti e caricare fino a 25 foto.',
          'I crediti non sono denaro. Non possono essere convertiti in contanti né trasferiti a un altro membro. I crediti non utilizzati possono essere rimborsati entro {{refund_days}} giorni dall’acquisto, secondo la nostra politica di rimborso.',
        ],
      },
      {
        heading: 'Profili fittizi',
        paragraphs: [
          'Alcuni profili su {{site_name}} sono profili fittizi gestiti dal nostro personale a scopo di intrattenimento. Sono contrassegnati da un’icona. Chatti con un dipendente reale, ma non puoi incontrare di persona un profilo fittizio. Accettando questi termini confermi di averlo compreso.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Regole di comportamento',
        paragraphs: [
          'Tratti gli altri membri con rispetto. Non è consentito pubblicare contenuti illegali, violenti o discriminatori o che coinvolgano minori; pubblicare foto di altre persone senza il loro consenso; chiedere od offrire denaro, servizi sessuali a pagamento o offerte commerciali; molestare, minacciare o perseguitare altri membri; né usare script, bot o una falsa identità.',
          'Possiamo esaminare, rifiutare o rimuovere i testi del profilo e le foto che violano queste regole e limitare o bloccare gli account come descritto nella nostra politica sul blocco dell’accesso.',
        ],
      },
      {
        heading: 'Fine dell’iscrizione',
        paragraphs: [
          'Puoi eliminare il tuo account in qualsiasi momento dalle impostazioni. Il tuo profilo viene nascosto subito. Per 14 giorni puoi ancora riattivare l’account con il link che ti inviamo via e-mail; trascorso questo periodo, tutti i tuoi dati vengono cancellati definitivamente. I crediti non utilizzati scadono insieme all’account, a meno che tu non ne chieda il rimborso in tempo.',
          'Possiamo sospendere o chiudere la tua iscrizione se violi questi termini o storni un pagamento in modo fraudolento. Se chiudiamo il contratto per un motivo non imputabile a te, ti rimborsiamo i crediti non utilizzati.',
        ],
      },
      {
        heading: 'Responsabilità',
        paragraphs: [
          'Facciamo del nostro meglio per mantenere {{site_name}} disponibile e sicuro, ma non possiamo garantire un accesso ininterrotto. Non siamo responsabili di ciò che i membri dicono o fanno, né dell’esattezza dei loro profili. La nostra responsabilità è limitata all’importo che ci hai pagato nei dodici mesi precedenti il danno, salvo in caso di dolo o colpa grave o quando la legge non consente tale limitazione.',
        ],
      },
      {
        heading: 'Modifiche e legge applicabile',
        paragraphs: [
          'Possiamo modificare questi termini. Annunciamo le modifiche importanti con almeno 30 giorni di anticipo via e-mail o sul sito; se non sei d’accordo, puoi chiudere la tua iscrizione prima che entrino in vigore. La presente versione si applica dal {{terms_date}}.',
          'Questi termini sono regolati dalla legge del paese in cui {{company_name}} ha sede ({{company_country}}). Le controversie sono sottoposte al tribunale competente di {{company_city}}, salvo che le norme inderogabili a tutela dei consumatori ti consentano di rivolgerti al tribunale del tuo luogo di residenza. Puoi anche utilizzare la piattaforma europea per la risoluzione delle controversie online.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Informativa sulla privacy',
    intro: [
      '{{company_name}} rispetta la tua privacy. Questa informativa spiega quali dati personali trattiamo quando usi {{site_name}}, perché lo facciamo e quali diritti hai in base al Regolamento generale sulla protezione dei dati (GDPR).',
    ],
    sections: [
      {
        heading: 'Chi è il titolare',
        paragraphs: [
          'Il titolare del trattamento dei tuoi dati personali è {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, numero di iscrizione alla Camera di Commercio {{kvk}}. Per qualsiasi domanda sulla privacy puoi scrivere a {{support_email}}.',
        ],
      },
      {
        heading: 'Quali dati trattiamo',
        paragraphs: [
          'Dati dell’account: il tuo indirizzo e-mail, la tua password (conservata solo come hash sicuro), nome, data di nascita, genere e la lingua in cui usi il sito.',
          'Dati del profilo che scegli di condividere: foto, città e regione, aspetto, situazione sentimentale, interessi e il tuo testo di presentazione. Alcune di queste informazioni, come le tue preferenze sessuali, sono sensibili. Le fornisci volontariamente e puoi modificarle o cancellarle in qualsiasi momento.',
          'Dati di utilizzo: i tuoi messaggi, «mi piace», regali, acquisti di crediti e il relativo stato di pagamento, informazioni su dispositivo e browser, il tuo indirizzo IP e la posizione approssimativa che ne deriva, nonché i parametri di tracciamento del link di un partner se sei arrivato tramite uno di essi.',
        ],
      },
      {
        heading: 'Perché usiamo i tuoi dati e su quale base giuridica',
        paragraphs: [
          'Per fornire il servizio ed eseguire il contratto di iscrizione (articolo 6, paragrafo 1, lettera b, del GDPR): il tuo account, il profilo, i messaggi, i pagamenti e il servizio clienti.',
          'Con il tuo consenso esplicito (articolo 6, paragrafo 1, lettera a, e articolo 9, paragrafo 2, lettera a, del GDPR): il trattamento delle tue preferenze sessuali e dei tuoi interessi per mostrarli sul tuo profilo e suggerirti persone affini, e l’invio di notifiche push. Puoi revocare il consenso in qualsiasi momento.',
          'Per i nostri legittimi interessi (articolo 6, paragrafo 1, lettera f, del GDPR): mantenere il sito sicuro, prevenire frodi e abusi, regolare le commissioni con i partner e migliorare il servizio. Per adempiere obblighi di legge (articolo 6, paragrafo 1, lettera c, del GDPR): contabilità e documentazione fiscale.',
        ],
      },
      {
        heading: 'Chi riceve i tuoi dati',
        paragraphs: [
          'Non vendiamo mai i tuoi dati personali. Li condividiamo solo con responsabili del trattamento che ci aiutano a gestire il servizio, come fornitori di hosting, e-mail e pagamenti, sulla base di un accordo sul trattamento dei dati, e con le autorità quando la legge lo richiede. Gli altri membri vedono solo ciò che pubblichi sul tuo profilo e ciò che invii loro. Se i dati vengono trasferiti al di fuori dello Spazio economico europeo, utilizziamo le clausole contrattuali tipo della Commissione europea.',
        ],
      },
      {
        heading: 'Per quanto tempo conserviamo i tuoi dati',
        paragraphs: [
          'Conserviamo i tuoi dati finché il tuo account esiste. Quando elimini l’account, questo viene prima nascosto e conservato per 14 giorni, così puoi ancora riattivarlo con il link che ti inviamo via e-mail. Trascorsi questi 14 giorni, account, profilo, foto e messaggi vengono cancellati definitivamente.',
          'I documenti di pagamento vengono conservati per sette anni perché lo impone la normativa fiscale. I registri di sicurezza vengono cancellati al più tardi dopo sei mesi.',
        ],
      },
      {
        heading: 'Sicurezza',
        paragraphs: [
          'Proteggiamo i tuoi dati con connessioni cifrate, password sottoposte a hash, accesso limitato per il personale e aggiornamenti di sicurezza regolari. Prima di salvare una foto ne rimuoviamo i metadati, come la posizione GPS in cui è stata scattata.',
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          'Hai il diritto di accedere ai tuoi dati, di rettificarli e cancellarli, di limitarne il trattamento o di opporti, alla portabilità dei dati e di revocare il consenso. Molte di queste cose puoi farle da solo dal tuo profilo e dalle impostazioni. Per tutto il resto invia la tua richiesta a {{support_email}}; rispondiamo entro un mese.',
          'Hai inoltre il diritto di presentare un reclamo all’autorità per la protezione dei dati del tuo paese o del paese in cui abbiamo sede ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Informativa sui cookie',
    intro: [
      '{{site_name}} usa solo pochi cookie e tecniche simili, tutti necessari al funzionamento del sito. In questa pagina ti spieghiamo quali usiamo e perché.',
    ],
    sections: [
      {
        heading: 'Che cosa sono i cookie',
        paragraphs: [
          'Un cookie è un piccolo file di testo che un sito web salva nel tuo browser. L’archiviazione locale (local storage) è una tecnica simile che conserva informazioni nel browser senza inviarle al server a ogni richiesta. Entrambe permettono a un sito di ricordare qualcosa tra una visita e l’altra.',
        ],
      },
      {
        heading: 'Cookie strettamente necessari',
        paragraphs: [
          'auth._token ti mantiene connesso. È un cookie di sessione sicuro che gli script non possono leggere ed è valido per 30 giorni o finché non esci.',
          'i18n_redirected ricorda la lingua che hai scelto per il sito. Viene conservato per 365 giorni.',
        ],
      },
      {
        heading: 'Archiviazione locale',
        paragraphs: [
          'Conserviamo alcune informazioni nell’archiviazione locale del tuo browser: quando hai chiuso un avviso, come l’avvertenza all’ingresso o il promemoria per aggiungere una foto del profilo, per non mostrartelo di nuovo troppo presto; e i parametri di tracciamento del link di un partner da cui sei arrivato, affinché il partner possa essere remunerato se ti registri. Nulla di ciò che si trova nell’archiviazione locale viene usato per seguirti su altri siti.',
        ],
      },
      {
        heading: 'Nessun cookie pubblicitario o di tracciamento',
        paragraphs: [
          'Non installiamo cookie pubblicitari di terze parti e non permettiamo a reti pubblicitarie o social network di seguirti su {{site_name}}. Poiché usiamo solo cookie strettamente necessari, la legge non richiede il tuo consenso; per questo non vedi alcun banner dei cookie.',
          'Quando paghi, le pagine dei nostri fornitori di pagamento possono installare i propri cookie. Questi sono disciplinati dall’informativa sui cookie del fornitore interessato.',
        ],
      },
      {
        heading: 'Gestire i cookie',
        paragraphs: [
          'Puoi cancellare i cookie e l’archiviazione locale in qualsiasi momento dalle impostazioni del browser. Se blocchi i cookie necessari non potrai accedere e il sito non ricorderà la tua lingua. Hai domande? Scrivi a {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Politica sul blocco dell’accesso',
    intro: [
      'Per mantenere {{site_name}} un luogo sicuro e piacevole, possiamo limitare o bloccare l’accesso dei membri che violano i nostri termini e condizioni. Questa politica spiega quando lo facciamo e cosa puoi fare se non sei d’accordo.',
    ],
    sections: [
      {
        heading: 'Cosa porta a un blocco',
        paragraphs: [
          'Blocchiamo gli account in particolare per: avere meno di {{min_age}} anni o spacciarsi per un’altra persona; pubblicare contenuti illegali o qualsiasi cosa che coinvolga minori; molestie, minacce, incitamento all’odio o messaggi indesiderati ripetuti; chiedere denaro, offrire servizi sessuali a pagamento o fare pubblicità; frode, compreso lo storno di pagamenti effettuati; spam, bot o uso automatizzato del sito; e creare un nuovo account dopo un blocco precedente.',
        ],
      },
      {
        heading: 'Avvertimenti, blocchi temporanei e permanenti',
        paragraphs: [
          'Per le violazioni meno gravi di solito iniziamo con un avvertimento o rimuoviamo il contenuto in questione. Un blocco temporaneo impedisce l’accesso per un periodo stabilito. Le violazioni gravi o ripetute portano a un blocco permanente e in tal caso rifiutiamo anche nuovi account della stessa persona.',
          'Se il tuo account è stato bloccato, vedrai un messaggio quando provi ad accedere. Ti comunichiamo il motivo, a meno che ciò non aiuti qualcuno ad aggirare le nostre misure di sicurezza o la legge non lo consenta.',
        ],
      },
      {
        heading: 'I crediti dopo un blocco',
        paragraphs: [
          'I crediti sono personali e legati al tuo account. Se il tuo account viene bloccato per violazione dei termini, i crediti non utilizzati non vengono rimborsati. Se il blocco si rivela un errore, ripristiniamo il tuo account insieme ai suoi crediti.',
        ],
      },
      {
        heading: 'Come presentare ricorso',
        paragraphs: [
          'Se ritieni di essere stato bloccato per errore, puoi presentare ricorso tramite la nostra pagina dei reclami. Scegli la categoria «Altro», indica l’indirizzo e-mail del tuo account e spiega perché ritieni che la decisione sia sbagliata. Non è necessario aver effettuato l’accesso.',
          'Il tuo ricorso viene esaminato da un membro del nostro team che non ha partecipato alla decisione iniziale. Rispondiamo via e-mail, di solito entro cinque giorni lavorativi. Se non sei ancora soddisfatto, puoi contattare il servizio clienti all’indirizzo {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Domande frequenti',
    intro: [
      'Qui trovi le risposte alle domande che i nostri membri ci fanno più spesso. Non trovi quello che cerchi? Contatta il servizio clienti all’indirizzo {{support_email}}.',
    ],
    items: [
      {
        question: 'Cosa sono i crediti e quanto costano?',
        answer: [
          'I crediti sono la valuta di {{site_name}}. Li usi per inviare messaggi, foto e regali, e prima di inviare un messaggio vedi quanti crediti costa. I crediti sono venduti in pacchetti: più grande è il pacchetto, più basso è il prezzo per credito.',
        ],
      },
      {
        question: 'Che differenza c’è tra l’iscrizione gratuita e quella premium?',
        answer: [
          'Come membro gratuito puoi creare un profilo, cercare, mettere «mi piace» ai membri e avviare fino a 2 conversazioni. Non appena acquisti crediti per la prima volta, di qualsiasi importo, diventi membro premium per sempre: puoi avviare tutte le conversazioni che vuoi, vedere le foto sfocate per i membri gratuiti e caricare fino a 25 foto.',
        ],
      },
      {
        question: 'Quante foto posso caricare?',
        answer: [
          'I membri gratuiti possono caricare fino a 3 foto, i membri premium fino a 25. Le tue foto sono visibili agli altri membri appena caricate. I nostri moderatori rimuovono le foto che violano le regole e ogni nuova foto viene confrontata automaticamente con quelle rimosse, quindi una foto rimossa non può essere caricata di nuovo. Carica solo foto di te stesso e mai immagini di altre persone senza il loro consenso.',
        ],
      },
      {
        question: 'Perché alcune foto sono sfocate?',
        answer: [
          'I membri possono mantenere private alcune delle loro foto. I membri gratuiti vedono queste foto sfocate; i membri premium le vedono per intero.',
        ],
      },
      {
        question: 'Posso usare {{site_name}} senza essere visto?',
        answer: [
          'Sì: attiva la modalità invisibile nelle impostazioni. Il tuo profilo non comparirà più nei risultati di ricerca e gli altri membri non potranno scriverti né metterti «mi piace», mentre tu continui a usare il sito come sempre. Disattivala quando vuoi tornare a essere trovato.',
        ],
      },
      {
        question: 'Come elimino il mio account? Posso cambiare idea?',
        answer: [
          'Vai nelle impostazioni e scegli di eliminare l’account. Il tuo profilo scompare subito. Per 14 giorni puoi ancora riattivare l’account con il link contenuto nell’e-mail che ti inviamo, ritrovando intatti profilo, messaggi e crediti. Dopo 14 giorni tutto viene cancellato definitivamente.',
        ],
      },
      {
        question: 'Non ho ricevuto l’e-mail di attivazione. Cosa faccio?',
        answer: [
          'Controlla prima la cartella dello spam o della posta indesiderata e verifica che l’indirizzo e-mail del tuo account sia scritto correttamente. Puoi richiedere una nuova e-mail di attivazione dal promemoria in cima al sito, al massimo una volta al minuto. Dopo qualche minuto ancora niente? Contatta il servizio clienti.',
        ],
      },
      {
        question: 'Ho dimenticato la password. Come la reimposto?',
        answer: [
          'Fai clic su «Hai dimenticato la password?» nella pagina di accesso e inserisci il tuo indirizzo e-mail. Riceverai un link per scegliere una nuova password; è valido per un’ora e funziona una sola volta. Dopo la reimpostazione verrai disconnesso da tutti gli altri dispositivi.',
        ],
      },
      {
        question: 'Come posso incontrare persone in sicurezza?',
        answer: [
          'Non inviare mai denaro a qualcuno conosciuto online, per quanto convincente sia la sua storia. Non condividere il tuo indirizzo di casa, i dati bancari o le password. Al primo appuntamento incontratevi in un luogo pubblico, di’ a un amico dove stai andando e organizza da solo il tuo trasporto. Segnala i comportamenti sospetti tramite la pagina dei reclami.',
        ],
      },
      {
        question: 'Tutti i profili sono persone reali?',
        answer: [
          'Alcuni profili su {{site_name}} sono profili fittizi gestiti dal nostro personale a scopo di intrattenimento. Sono contrassegnati da un’icona sul profilo. Puoi chattare con loro, ma non puoi incontrarli nella vita reale. Lo spiegano anche i nostri termini e condizioni.',
        ],
      },
      {
        question: 'Come posso pagare?',
        answer: [
          'A seconda del tuo paese puoi pagare con carta di credito, iDEAL, PayPal, Bancontact, addebito diretto SEPA, Przelewy24 e molti altri metodi. I metodi disponibili per te vengono mostrati quando acquisti crediti. I pagamenti sono gestiti in modo sicuro dal nostro fornitore di pagamenti e noi non vediamo mai i dati completi della tua carta.',
        ],
      },
      {
        question: 'Posso riavere i miei soldi?',
        answer: [
          'Puoi chiedere il rimborso dei crediti non utilizzati entro {{refund_days}} giorni dall’acquisto. Le condizioni sono spiegate nella nostra politica di rimborso.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Resi e rimborsi',
    intro: [
      'Vogliamo che tu sia soddisfatto di ogni acquisto su {{site_name}}. Questa politica spiega quando e come puoi riavere il denaro speso per i crediti.',
    ],
    sections: [
      {
        heading: 'Rimborso dei crediti non utilizzati',
        paragraphs: [
          'Puoi annullare un acquisto di crediti e riavere il tuo denaro entro {{refund_days}} giorni dall’acquisto, purché tu non abbia usato nessun credito di quel pacchetto. Se ne hai già usata una parte, ti rimborsiamo la parte non utilizzata in proporzione al prezzo pagato.',
          'Iniziando a usare i crediti accetti che il servizio abbia inizio immediatamente. Per i crediti già spesi, quindi, il diritto di recesso previsto dalla legge non si applica più.',
        ],
      },
      {
        heading: 'Cosa non può essere rimborsato',
        paragraphs: [
          'I crediti usati per inviare messaggi, foto o regali; i crediti bonus e quelli ottenuti con uno sconto o una promozione; gli acquisti effettuati più di {{refund_days}} giorni fa; e i crediti degli account bloccati per violazione dei termini e condizioni.',
        ],
      },
      {
        heading: 'Come chiedere un rimborso',
        paragraphs: [
          'Invia la tua richiesta tramite la pagina dei reclami scegliendo la categoria «Pagamento», oppure via e-mail a {{support_email}}. Indica l’indirizzo e-mail del tuo account e la data e l’importo dell’acquisto. Ti confermiamo la ricezione della richiesta e la gestiamo entro cinque giorni lavorativi.',
        ],
      },
      {
        heading: 'Come ricevi il rimborso',
        paragraphs: [
          'I rimborsi approvati vengono accreditati tramite il metodo di pagamento che hai usato, entro 14 giorni dalla nostra decisione. A seconda della tua banca o dell’emittente della carta, possono servire alcuni giorni in più perché l’importo compaia nell’estratto conto. I crediti rimborsati vengono detratti dal tuo saldo.',
        ],
      },
    ],
  },

  service: {
    title: 'Servizio clienti',
    intro: [
      'Hai una domanda sul tuo account, su un pagamento o su un altro membro? Il team del servizio clienti di {{site_name}} è felice di aiutarti. Puoi contattarci per telefono, via e-mail o tramite la pagina dei reclami.',
    ],
    sections: [
      {
        heading: 'Prima di contattarci',
        paragraphs: [
          'Molte domande trovano già risposta nella nostra pagina delle domande frequenti, per esempio su crediti, foto, modalità invisibile ed eliminazione dell’account. Dai prima un’occhiata lì: potresti trovare subito la risposta.',
        ],
      },
      {
        heading: 'Per telefono',
        paragraphs: [
          'Puoi chiamarci al numero {{support_phone}} nei giorni lavorativi dalle 9:00 alle 17:00 (ora dell’Europa centrale). Tieni a portata di mano l’indirizzo e-mail del tuo account, così potremo trovare rapidamente i tuoi dati. Per la tua sicurezza non ti chiederemo mai la password.',
        ],
      },
      {
        heading: 'Via e-mail',
        paragraphs: [
          'Puoi scrivere a {{support_email}} in qualsiasi momento. Usa l’indirizzo e-mail con cui ti sei registrato, così potremo collegare il tuo messaggio al tuo account, e allega uno screenshot se aiuta a spiegare un problema tecnico. Rispondiamo entro un giorno lavorativo.',
        ],
      },
      {
        heading: 'Reclami',
        paragraphs: [
          'Non sei soddisfatto del nostro servizio o vuoi segnalare un membro o un contenuto? Usa la pagina dei reclami. Riceverai un numero di riferimento e una conferma via e-mail, e ti risponderemo entro cinque giorni lavorativi. Se non riusciamo a risolvere insieme il tuo reclamo, puoi presentarlo alla piattaforma europea per la risoluzione delle controversie online.',
        ],
      },
      {
        heading: 'Pagamenti e rimborsi',
        paragraphs: [
          'Per domande su un pagamento, tieni a portata di mano la data, l’importo e il metodo di pagamento. I crediti non utilizzati possono essere rimborsati entro {{refund_days}} giorni; la nostra politica di rimborso spiega come fare.',
        ],
      },
    ],
  },
};

export default content;
