import type { InfoContent } from './types';

/** French, translated from `en.ts` ("vous": the usual register of legal texts in French). */
const content: InfoContent = {
  terms: {
    title: 'Conditions générales',
    intro: [
      'Les présentes conditions générales constituent le contrat d’adhésion entre vous et {{company_name}}, l’exploitant de {{site_name}}. En créant un compte, vous les acceptez : merci de les lire attentivement.',
    ],
    sections: [
      {
        heading: 'Qui sommes-nous',
        paragraphs: [
          '{{site_name}} est exploité par {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, immatriculée à la Chambre de commerce sous le numéro {{kvk}} et exerçant sous le nom commercial {{tradenames}}. Vous pouvez joindre notre service client à l’adresse {{support_email}}.',
        ],
      },
      {
        heading: 'Le service',
        paragraphs: [
          '{{site_name}} est un service de rencontre et de chat en ligne pour adultes. Les membres créent un profil, recherchent et consultent d’autres profils, se likent et échangent des messages, des photos et des cadeaux virtuels.',
          'Le service est destiné au divertissement. Nous ne garantissons pas que vous rencontrerez quelqu’un ni que vous trouverez un match.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Âge et inscription',
        paragraphs: [
          'Vous devez avoir au moins {{min_age}} ans pour utiliser {{site_name}}. En vous inscrivant, vous confirmez avoir atteint cet âge et que la loi de votre pays vous autorise à utiliser un service de rencontre pour adultes. Nous supprimons les comptes des membres qui s’avèrent plus jeunes.',
          'Vous vous inscrivez avec une adresse e-mail valide, que vous confirmez grâce au lien d’activation que nous vous envoyons. Gardez votre mot de passe secret : vous êtes responsable de tout ce qui est fait avec votre compte. Les comptes sont personnels et ne peuvent pas être cédés.',
        ],
      },
      {
        heading: 'Adhésion gratuite, premium et crédits',
        paragraphs: [
          'L’adhésion est gratuite. Les membres gratuits peuvent créer un profil, faire des recherches, liker d’autres membres, publier jusqu’à 3 photos et entamer jusqu’à 2 conversations.',
          'L’envoi de messages coûte des crédits ; le prix par message s’affiche avant l’envoi. Les crédits sont vendus par packs et les prix s’entendent TVA comprise. Votre premier achat de crédits, quel qu’en soit le montant, fait de vous un membre premium : vous pouvez entamer un nombre illimité de conversations, voir les photos floutées pour les membres gratuits et publier jusqu’à 25 photos.',
          'Les crédits ne sont pas de l’argent. Ils ne peuvent être ni échangés contre des espèces ni transférés à un autre membre. Les crédits non utilisés peuvent être remboursés dans les {{refund_days}} jours suivant l’achat, conformément à notre politique de remboursement.',
        ],
      },
      {
        heading: 'Profils fictifs',
        paragraphs: [
          'Certains profils sur {{site_name}} sont des profils fictifs animés par notre personnel à des fins de divertissement. Ils sont signalés par une icône. Vous discutez avec un véritable employé, mais vous ne pouvez pas rencontrer un profil fictif en personne. En acceptant ces conditions, vous confirmez l’avoir compris.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Règles de conduite',
        paragraphs: [
          'Vous traitez les autres membres avec respect. Il est interdit de publier des contenus illégaux, violents, discriminatoires ou impliquant des mineurs ; de publier des photos d’autres personnes sans leur consentement ; de demander ou de proposer de l’argent, des services sexuels rémunérés ou des offres commerciales ; de harceler, de menacer ou de traquer d’autres membres ; ou d’utiliser des scripts, des robots ou une fausse identité.',
          'Nous pouvons examiner, refuser ou supprimer les textes de profil et les photos qui enfreignent ces règles, et restreindre ou bloquer des comptes comme décrit dans notre politique de bannissement.',
        ],
      },
      {
        heading: 'Fin de votre adhésion',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment dans vos paramètres. Votre profil est immédiatement masqué. Pendant 14 jours, vous pouvez encore réactiver le compte grâce au lien que nous vous envoyons par e-mail ; passé ce délai, toutes vos données sont définitivement supprimées. Les crédits non utilisés disparaissent avec le compte, sauf si vous demandez un remboursement à temps.',
          'Nous pouvons suspendre ou résilier votre adhésion si vous enfreignez ces conditions ou annulez frauduleusement un paiement. Si nous mettons fin au contrat pour une raison qui ne vous est pas imputable, nous vous remboursons vos crédits non utilisés.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          'Nous faisons de notre mieux pour que {{site_name}} reste disponible et sûr, mais nous ne pouvons pas garantir un accès ininterrompu. Nous ne sommes pas responsables de ce que les membres disent ou font, ni de l’exactitude de leurs profils. Notre responsabilité est limitée au montant que vous nous avez versé au cours des douze mois précédant le dommage, sauf en cas de faute intentionnelle ou de faute lourde, ou lorsque la loi n’autorise pas une telle limitation.',
        ],
      },
      {
        heading: 'Modifications et droit applicable',
        paragraphs: [
          'Nous pouvons modifier ces conditions. Nous annonçons les modifications importantes au moins 30 jours à l’avance par e-mail ou sur le site ; si vous n’êtes pas d’accord, vous pouvez mettre fin à votre adhésion avant leur entrée en vigueur. La présente version s’applique à compter du {{terms_date}}.',
          'Ces conditions sont régies par le droit du pays où {{company_name}} a son siège ({{company_country}}). Les litiges sont portés devant le tribunal compétent de {{company_city}}, sauf si le droit impératif de la consommation vous permet de saisir le tribunal de votre lieu de résidence. Vous pouvez également recourir à la plateforme européenne de règlement en ligne des litiges.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    intro: [
      '{{company_name}} respecte votre vie privée. Cette politique explique quelles données personnelles nous traitons lorsque vous utilisez {{site_name}}, pourquoi nous le faisons et quels droits vous confère le Règlement général sur la protection des données (RGPD).',
    ],
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement de vos données personnelles est {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, numéro d’immatriculation à la Chambre de commerce {{kvk}}. Vous pouvez adresser toute question relative à la vie privée à {{support_email}}.',
        ],
      },
      {
        heading: 'Les données que nous traitons',
        paragraphs: [
          'Données de compte : votre adresse e-mail, votre mot de passe (conservé uniquement sous forme de hachage sécurisé), votre nom, votre date de naissance, votre genre et la langue dans laquelle vous utilisez le site.',
          'Données de profil que vous choisissez de partager : photos, ville et région, apparence, situation amoureuse, centres d’intérêt et votre texte de présentation. Certaines de ces informations, comme vos préférences sexuelles, sont sensibles. Vous les fournissez volontairement et pouvez les modifier ou les supprimer à tout moment.',
          'Données d’utilisation : vos messages, likes, cadeaux, achats de crédits et leur statut de paiement, les informations sur votre appareil et votre navigateur, votre adresse IP et la localisation approximative qui en découle, ainsi que les paramètres de suivi d’un lien partenaire si vous êtes arrivé par ce biais.',
        ],
      },
      {
        heading: 'Pourquoi nous utilisons vos données et sur quelle base juridique',
        paragraphs: [
          'Pour fournir le service et exécuter le contrat d’adhésion (article 6, paragraphe 1, point b, du RGPD) : votre compte, votre profil, vos messages, vos paiements et le service client.',
          'Avec votre consentement explicite (article 6, paragraphe 1, point a, et article 9, paragraphe 2, point a, du RGPD) : le traitement de vos préférences sexuelles et de vos centres d’intérêt pour les afficher sur votre profil et vous suggérer des profils compatibles, ainsi que l’envoi de notifications push. Vous pouvez retirer votre consentement à tout moment.',
          'Sur la base de nos intérêts légitimes (article 6, paragraphe 1, point f, du RGPD) : assurer la sécurité du site, prévenir la fraude et les abus, régler les commissions des partenaires et améliorer le service. Pour respecter nos obligations légales (article 6, paragraphe 1, point c, du RGPD) : la comptabilité et les registres fiscaux.',
        ],
      },
      {
        heading: 'Qui reçoit vos données',
        paragraphs: [
          'Nous ne vendons jamais vos données personnelles. Nous ne les partageons qu’avec des sous-traitants qui nous aident à faire fonctionner le service, comme des prestataires d’hébergement, d’e-mail et de paiement, dans le cadre d’un contrat de sous-traitance, ainsi qu’avec les autorités lorsque la loi l’exige. Les autres membres ne voient que ce que vous publiez sur votre profil et ce que vous leur envoyez. Si des données sont transférées hors de l’Espace économique européen, nous utilisons les clauses contractuelles types de la Commission européenne.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Nous conservons vos données tant que votre compte existe. Lorsque vous supprimez votre compte, il est d’abord masqué et conservé pendant 14 jours, afin que vous puissiez encore le réactiver grâce au lien que nous vous envoyons par e-mail. Au terme de ces 14 jours, votre compte, votre profil, vos photos et vos messages sont définitivement effacés.',
          'Les justificatifs de paiement sont conservés sept ans, car la législation fiscale l’impose. Les journaux de sécurité sont supprimés au plus tard au bout de six mois.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Nous protégeons vos données grâce à des connexions chiffrées, des mots de passe hachés, un accès restreint pour le personnel et des mises à jour de sécurité régulières. Avant d’enregistrer une photo, nous en supprimons les métadonnées, comme la position GPS de la prise de vue.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, du droit de limiter leur traitement ou de vous y opposer, du droit à la portabilité et du droit de retirer votre consentement. Vous pouvez faire une grande partie de ces démarches vous-même dans votre profil et vos paramètres. Pour tout le reste, envoyez votre demande à {{support_email}} ; nous répondons dans un délai d’un mois.',
          'Vous avez également le droit d’introduire une réclamation auprès de l’autorité de protection des données de votre pays ou du pays où nous avons notre siège ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Politique relative aux cookies',
    intro: [
      '{{site_name}} n’utilise que quelques cookies et techniques similaires, tous nécessaires au fonctionnement du site. Cette page vous explique lesquels et pourquoi.',
    ],
    sections: [
      {
        heading: 'Qu’est-ce qu’un cookie ?',
        paragraphs: [
          'Un cookie est un petit fichier texte qu’un site web enregistre dans votre navigateur. Le stockage local est une technique comparable qui conserve des informations dans votre navigateur sans les envoyer au serveur à chaque requête. L’un comme l’autre permettent à un site de se souvenir de quelque chose d’une visite à l’autre.',
        ],
      },
      {
        heading: 'Cookies strictement nécessaires',
        paragraphs: [
          'auth._token vous permet de rester connecté. C’est un cookie de session sécurisé que les scripts ne peuvent pas lire ; il est valable 30 jours ou jusqu’à votre déconnexion.',
          'i18n_redirected mémorise la langue que vous avez choisie pour le site. Il est conservé 365 jours.',
        ],
      },
      {
        heading: 'Stockage local',
        paragraphs: [
          'Nous conservons quelques informations dans le stockage local de votre navigateur : le moment où vous avez fermé un avis, comme l’avertissement d’entrée ou le rappel d’ajouter une photo de profil, afin de ne pas vous le remontrer trop tôt ; et les paramètres de suivi du lien partenaire par lequel vous êtes arrivé, afin que le partenaire puisse être rémunéré si vous vous inscrivez. Rien dans le stockage local ne sert à vous suivre sur d’autres sites.',
        ],
      },
      {
        heading: 'Aucun cookie publicitaire ni de suivi',
        paragraphs: [
          'Nous ne déposons aucun cookie publicitaire tiers et nous ne laissons ni les régies publicitaires ni les réseaux sociaux vous suivre sur {{site_name}}. Comme nous n’utilisons que des cookies strictement nécessaires, la loi n’exige pas votre consentement ; c’est pourquoi vous ne voyez pas de bandeau cookies.',
          'Lorsque vous payez, les pages de nos prestataires de paiement peuvent déposer leurs propres cookies. Ceux-ci relèvent de la politique en matière de cookies du prestataire concerné.',
        ],
      },
      {
        heading: 'Gérer les cookies',
        paragraphs: [
          'Vous pouvez supprimer les cookies et le stockage local à tout moment dans les paramètres de votre navigateur. Si vous bloquez les cookies nécessaires, vous ne pourrez pas vous connecter et le site ne retiendra pas votre langue. Des questions ? Écrivez à {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Politique de bannissement',
    intro: [
      'Pour que {{site_name}} reste un endroit sûr et agréable, nous pouvons restreindre ou bloquer l’accès des membres qui enfreignent nos conditions générales. Cette politique explique quand nous le faisons et ce que vous pouvez faire si vous n’êtes pas d’accord.',
    ],
    sections: [
      {
        heading: 'Ce qui entraîne un bannissement',
        paragraphs: [
          'Nous bannissons des comptes notamment pour les motifs suivants : avoir moins de {{min_age}} ans ou se faire passer pour quelqu’un d’autre ; publier des contenus illégaux ou impliquant des mineurs ; harcèlement, menaces, discours de haine ou messages indésirables répétés ; demander de l’argent, proposer des services sexuels rémunérés ou faire de la publicité ; fraude, y compris l’annulation de paiements effectués ; spam, robots ou utilisation automatisée du site ; et création d’un nouveau compte après un bannissement antérieur.',
        ],
      },
      {
        heading: 'Avertissements, bannissements temporaires et définitifs',
        paragraphs: [
          'Pour les infractions moins graves, nous commençons généralement par un avertissement ou supprimons le contenu en cause. Un bannissement temporaire bloque l’accès pendant une durée déterminée. Les infractions graves ou répétées entraînent un bannissement définitif ; nous refusons alors aussi tout nouveau compte de la même personne.',
          'Si votre compte a été banni, un message s’affiche lorsque vous essayez de vous connecter. Nous vous en indiquons la raison, sauf si cela risquait d’aider quelqu’un à contourner nos mesures de sécurité ou si la loi l’interdit.',
        ],
      },
      {
        heading: 'Les crédits après un bannissement',
        paragraphs: [
          'Les crédits sont personnels et liés à votre compte. Si votre compte est banni pour non-respect des conditions, les crédits non utilisés ne sont pas remboursés. S’il s’avère que le bannissement était une erreur, nous rétablissons votre compte avec ses crédits.',
        ],
      },
      {
        heading: 'Comment contester',
        paragraphs: [
          'Si vous pensez avoir été banni par erreur, vous pouvez contester la décision via notre page de réclamations. Choisissez la catégorie « Autre », indiquez l’adresse e-mail de votre compte et expliquez pourquoi vous estimez que la décision est erronée. Il n’est pas nécessaire d’être connecté pour cela.',
          'Votre contestation est examinée par un membre de notre équipe qui n’a pas participé à la décision initiale. Nous répondons par e-mail, généralement sous cinq jours ouvrés. Si vous n’êtes toujours pas satisfait, vous pouvez contacter le service client à l’adresse {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Questions fréquentes',
    intro: [
      'Vous trouverez ici les réponses aux questions que nos membres posent le plus souvent. Vous ne trouvez pas ce que vous cherchez ? Contactez le service client à l’adresse {{support_email}}.',
    ],
    items: [
      {
        question: 'Que sont les crédits et combien coûtent-ils ?',
        answer: [
          'Les crédits sont la monnaie de {{site_name}}. Vous les utilisez pour envoyer des messages, des photos et des cadeaux, et le nombre de crédits que coûte un message s’affiche avant l’envoi. Les crédits sont vendus par packs : plus le pack est grand, plus le prix par crédit est bas.',
        ],
      },
      {
        question: 'Quelle est la différence entre l’adhésion gratuite et l’adhésion premium ?',
        answer: [
          'En tant que membre gratuit, vous pouvez créer un profil, faire des recherches, liker des membres et entamer jusqu’à 2 conversations. Dès votre premier achat de crédits, quel qu’en soit le montant, vous devenez membre premium pour de bon : vous pouvez entamer autant de conversations que vous le souhaitez, voir les photos floutées pour les membres gratuits et publier jusqu’à 25 photos.',
        ],
      },
      {
        question: 'Combien de photos puis-je publier ?',
        answer: [
          'Les membres gratuits peuvent publier jusqu’à 3 photos, les membres premium jusqu’à 25. Vos photos sont visibles par les autres membres dès leur publication. Nos modérateurs suppriment les photos contraires aux règles, et chaque nouvelle photo est comparée automatiquement aux photos supprimées : une photo supprimée ne peut donc pas être publiée à nouveau. Ne publiez que des photos de vous, et jamais d’images d’autres personnes sans leur consentement.',
        ],
      },
      {
        question: 'Pourquoi certaines photos sont-elles floutées ?',
        answer: [
          'Les membres peuvent garder certaines de leurs photos privées. Les membres gratuits les voient floutées ; les membres premium les voient en entier.',
        ],
      },
      {
        question: 'Puis-je utiliser {{site_name}} sans être vu ?',
        answer: [
          'Oui : activez le mode invisible dans vos paramètres. Votre profil n’apparaît alors plus dans les résultats de recherche et les autres membres ne peuvent ni vous écrire ni vous liker, tandis que vous continuez à utiliser le site normalement. Désactivez-le dès que vous souhaitez à nouveau être trouvé.',
        ],
      },
      {
        question: 'Comment supprimer mon compte, et puis-je changer d’avis ?',
        answer: [
          'Rendez-vous dans vos paramètres et choisissez de supprimer votre compte. Votre profil disparaît immédiatement. Pendant 14 jours, vous pouvez encore réactiver votre compte grâce au lien figurant dans l’e-mail que nous vous envoyons, avec votre profil, vos messages et vos crédits intacts. Après 14 jours, tout est définitivement supprimé.',
        ],
      },
      {
        question: 'Je n’ai pas reçu l’e-mail d’activation. Que faire ?',
        answer: [
          'Vérifiez d’abord votre dossier de courrier indésirable et assurez-vous que l’adresse e-mail de votre compte est correctement orthographiée. Vous pouvez demander un nouvel e-mail d’activation depuis le rappel en haut du site, au maximum une fois par minute. Toujours rien après quelques minutes ? Contactez le service client.',
        ],
      },
      {
        question: 'J’ai oublié mon mot de passe. Comment le réinitialiser ?',
        answer: [
          'Cliquez sur « Mot de passe oublié ? » sur la page de connexion et saisissez votre adresse e-mail. Vous recevez un lien pour choisir un nouveau mot de passe ; il est valable une heure et ne fonctionne qu’une seule fois. Après la réinitialisation, vous êtes déconnecté de tous vos autres appareils.',
        ],
      },
      {
        question: 'Comment faire des rencontres en toute sécurité ?',
        answer: [
          'N’envoyez jamais d’argent à quelqu’un rencontré en ligne, aussi convaincante que soit son histoire. Ne communiquez ni votre adresse, ni vos coordonnées bancaires, ni vos mots de passe. Pour un premier rendez-vous, retrouvez-vous dans un lieu public, dites à un proche où vous allez et prévoyez votre propre moyen de transport. Signalez tout comportement suspect via la page de réclamations.',
        ],
      },
      {
        question: 'Tous les profils sont-ils de vraies personnes ?',
        answer: [
          'Certains profils sur {{site_name}} sont des profils fictifs animés par notre personnel à des fins de divertissement. Ils sont signalés par une icône sur le profil. Vous pouvez discuter avec eux, mais pas les rencontrer dans la vraie vie. Nos conditions générales l’expliquent également.',
        ],
      },
      {
        question: 'Comment puis-je payer ?',
        answer: [
          'Selon votre pays, vous pouvez payer par carte bancaire, iDEAL, PayPal, Bancontact, prélèvement SEPA, Przelewy24 et bien d’autres moyens. Les moyens de paiement disponibles s’affichent lorsque vous achetez des crédits. Les paiements sont traités en toute sécurité par notre prestataire de paiement, et nous ne voyons jamais les données complètes de votre carte.',
        ],
      },
      {
        question: 'Puis-je être remboursé ?',
        answer: [
          'Vous pouvez demander le remboursement des crédits non utilisés dans les {{refund_days}} jours suivant l’achat. Notre politique de remboursement en précise les conditions.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retours et remboursements',
    intro: [
      'Nous voulons que chaque achat sur {{site_name}} vous donne satisfaction. Cette politique explique quand et comment vous pouvez être remboursé pour des crédits.',
    ],
    sections: [
      {
        heading: 'Remboursement des crédits non utilisés',
        paragraphs: [
          'Vous pouvez annuler un achat de crédits et être remboursé dans les {{refund_days}} jours suivant l’achat, à condition de n’avoir utilisé aucun crédit de ce pack. Si vous en avez déjà utilisé une partie, nous remboursons la partie non utilisée au prorata du prix payé.',
          'En commençant à utiliser des crédits, vous acceptez que le service débute immédiatement. Pour les crédits déjà dépensés, le droit légal de rétractation ne s’applique donc plus.',
        ],
      },
      {
        heading: 'Ce qui ne peut pas être remboursé',
        paragraphs: [
          'Les crédits utilisés pour envoyer des messages, des photos ou des cadeaux ; les crédits bonus et les crédits obtenus grâce à une réduction ou une promotion ; les achats effectués il y a plus de {{refund_days}} jours ; et les crédits des comptes bannis pour non-respect des conditions générales.',
        ],
      },
      {
        heading: 'Comment demander un remboursement',
        paragraphs: [
          'Envoyez votre demande via la page de réclamations en choisissant la catégorie « Paiement », ou par e-mail à {{support_email}}. Indiquez l’adresse e-mail de votre compte ainsi que la date et le montant de l’achat. Nous accusons réception de votre demande et la traitons sous cinq jours ouvrés.',
        ],
      },
      {
        heading: 'Comment vous êtes remboursé',
        paragraphs: [
          'Les remboursements acceptés sont versés via le moyen de paiement que vous avez utilisé, dans les 14 jours suivant notre décision. Selon votre banque ou l’émetteur de votre carte, quelques jours supplémentaires peuvent être nécessaires avant que le montant n’apparaisse sur votre relevé. Les crédits remboursés sont retirés de votre solde.',
        ],
      },
    ],
  },

  service: {
    title: 'Service client',
    intro: [
      'Vous avez une question sur votre compte, un paiement ou un autre membre ? L’équipe du service client de {{site_name}} se fera un plaisir de vous aider. Vous pouvez nous joindre par téléphone, par e-mail ou via la page de réclamations.',
    ],
    sections: [
      {
        heading: 'Avant de nous contacter',
        paragraphs: [
          'De nombreuses questions trouvent déjà leur réponse dans notre FAQ, par exemple sur les crédits, les photos, le mode invisible et la suppression de votre compte. Jetez-y d’abord un œil : vous y trouverez peut-être la réponse tout de suite.',
        ],
      },
      {
        heading: 'Par téléphone',
        paragraphs: [
          'Vous pouvez nous appeler au {{support_phone}} les jours ouvrés de 9 h à 17 h (heure d’Europe centrale). Merci de préparer l’adresse e-mail de votre compte afin que nous retrouvions rapidement vos informations. Pour votre sécurité, nous ne vous demanderons jamais votre mot de passe.',
        ],
      },
      {
        heading: 'Par e-mail',
        paragraphs: [
          'Vous pouvez écrire à {{support_email}} à tout moment. Utilisez l’adresse e-mail avec laquelle vous vous êtes inscrit, afin que nous puissions associer votre message à votre compte, et joignez une capture d’écran si elle aide à expliquer un problème technique. Nous répondons sous un jour ouvré.',
        ],
      },
      {
        heading: 'Réclamations',
        paragraphs: [
          'Vous n’êtes pas satisfait de notre service, ou vous souhaitez signaler un membre ou un contenu ? Utilisez la page de réclamations. Vous recevez un numéro de référence et une confirmation par e-mail, et nous vous répondons sous cinq jours ouvrés. Si nous ne parvenons pas à résoudre votre réclamation ensemble, vous pouvez la soumettre à la plateforme européenne de règlement en ligne des litiges.',
        ],
      },
      {
        heading: 'Paiements et remboursements',
        paragraphs: [
          'Pour toute question sur un paiement, munissez-vous de la date, du montant et du moyen de paiement utilisé. Les crédits non utilisés peuvent être remboursés dans un délai de {{refund_days}} jours ; notre politique de remboursement explique comment procéder.',
        ],
      },
    ],
  },
};

export default content;
