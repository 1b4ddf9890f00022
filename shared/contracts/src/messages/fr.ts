import type { Messages } from './en.js';

const fr: Messages = {
  'validation.emailRequired': 'Saisis ton adresse e-mail.',
  'validation.emailInvalid': 'E-mail non valide',
  'validation.emailTooLong': 'Cette adresse e-mail est trop longue.',
  'validation.passwordRequired': 'Saisis ton mot de passe.',
  'validation.passwordTooLong': 'Ce mot de passe est trop long.',
  'validation.languageUnknown': "Cette langue n'est pas disponible.",
  'validation.unknownFields': 'Champ inconnu : {{fields}}',
  'validation.invalidValue': "Cette valeur n'est pas valide.",
  'validation.genderRequired': 'Choisissez votre genre.',
  'validation.invalidCharacters': 'Ce texte contient des caractères non autorisés.',
  'validation.passwordTooShort': "Choisis un mot de passe d'au moins 6 caractères.",
  'validation.passwordsDiffer': 'Les mots de passe saisis ne correspondent pas.',
  'validation.oldPasswordWrong': 'Vérifie ton ancien mot de passe.',
  'validation.nameRequired': 'Saisis un nom.',
  'validation.nameTooLong': 'Ce nom est trop long (40 caractères maximum).',
  'validation.nameIsEmail': 'Ton nom ne peut pas être ton adresse e-mail.',
  'validation.nameStartsWithAt': 'Ton nom ne peut pas commencer par @.',
  'validation.dateOfBirthMinAge':
    "Saisis ta date de naissance : tu dois avoir au moins {{min_age}} ans pour t'inscrire.",
  'validation.dateOfBirthInvalid': 'Date de naissance non valide.',
  'validation.textTooLong': 'Ce texte est trop long.',
  'validation.messageRequired': 'Écris un message.',
  'validation.messageTooShort': 'Décris-le en quelques mots de plus (au moins 10 caractères).',
  'validation.reasonRequired': 'Choisis un motif.',
  'validation.categoryRequired': "Choisis l'objet de ta réclamation.",
  'validation.countryInvalid': 'Choisis un pays dans la liste.',
  'validation.tooManyInterests': "Choisis 20 centres d'intérêt au maximum.",
  'validation.emailSameAsCurrent': "C'est déjà ton adresse e-mail.",
  'validation.ageRange': 'Choisis un âge entre 18 et 99 ans.',
  'validation.ageOrder': "L'âge minimum ne peut pas être supérieur à l'âge maximum.",
  'errors.photoLimit':
    "Tu as atteint le nombre maximal de photos ({{limit}}). Supprime d'abord une photo ou passe premium pour en avoir jusqu'à 25.",
  'errors.photoNotImage':
    "Ce fichier n'est pas une photo que nous pouvons utiliser. Importe une image JPEG, PNG ou WebP.",
  'errors.photoTooLarge': 'Cette photo est trop volumineuse. Importe une photo de 15 Mo maximum.',
  'errors.photoTooSmall': "Cette photo est trop petite. Importe une photo d'au moins 200 × 200 pixels.",
  'errors.photoTooManyPixels':
    'Cette photo a trop de pixels. Téléchargez une photo de 40 mégapixels au maximum.',
  'errors.photoDuplicate': 'Cette photo a déjà été supprimée et ne peut pas être importée à nouveau.',
  'errors.blocked': "Tu n'as pas accès à ce profil.",
  'errors.notContactable': 'Ce membre ne peut pas être contacté pour le moment.',
  'errors.invisibleCannotLike':
    'Vous êtes invisible. Désactivez le mode invisible dans vos paramètres pour aimer des membres.',
  'errors.searchLoginRequired': 'Inscris-toi gratuitement pour faire des recherches parmi nos membres.',
  'errors.emailTaken': 'Un compte existe déjà avec cette adresse e-mail',
  'errors.accountPendingDeletion': 'Ton compte est toujours en attente de suppression',
  'errors.signupClosed':
    "L'inscription sur ce site se fait uniquement sur invitation. Demande à un membre de t'inviter.",
  'errors.tokenInvalid': 'Lien expiré ou non valide, demande un nouvel e-mail',
  'errors.activationFailed': "Échec de l'activation",
  'errors.alreadyConfirmed': 'Ton adresse e-mail est déjà confirmée.',
  'errors.tooManyRequests': 'Trop de tentatives. Patiente un instant et réessaie.',
  'errors.resetLimit': "Trop d'e-mails de réinitialisation du mot de passe envoyés, réessaie demain.",
  'errors.loginFailed': 'Échec de la connexion, veuillez réessayer',
  'errors.loginBlocked': 'Trop de tentatives incorrectes, compte bloqué pendant {{minutes}} min.',
  'errors.generic': 'Une erreur est survenue, veuillez réessayer plus tard.',
  'errors.notEnoughCredits':
    "Vous n'avez pas assez de crédits pour cela. Achetez des crédits pour continuer.",
  'errors.errorOccurred': 'Une erreur est survenue.',
  'errors.authenticationRequired': 'Connecte-toi pour continuer.',
  'validation.totpCodeInvalid': "Saisis le code à 6 chiffres de ton application d'authentification.",
  'validation.staffPasswordTooShort': 'Choisis un mot de passe d’au moins 12 caractères.',
  'validation.staffRolesRequired': 'Choisis au moins un rôle.',
  'validation.reasonTextRequired': 'Indique un motif.',
  'errors.staffAuthenticationRequired': 'Connecte-toi à la console du personnel.',
  'errors.staffForbidden': 'Ton rôle ne permet pas cela.',
  'errors.staffLoginFailed': 'L’adresse e-mail, le mot de passe ou le code est incorrect.',
  'errors.staffSetupInvalid': 'Ce lien de configuration n’est pas valide, a déjà servi ou a expiré.',
  'errors.staffExists': 'Un membre du personnel avec cette adresse e-mail existe déjà.',
  'errors.staffCannotDisableSelf': 'Tu ne peux pas désactiver ton propre compte.',
  // Reports, decisions and restrictions (modules/moderation).
  'validation.decisionReference': 'Saisis la référence de notre e-mail : D- suivi de 8 caractères.',
  'validation.daysRequired': 'Saisis le nombre de jours (de 1 à 365).',
  'validation.photoRequired': "Choisis l'une des photos de ce membre.",
  'errors.reportSelf': 'Tu ne peux pas te signaler toi-même.',
  'errors.reportConversation': "Ce n'est pas une conversation entre toi et ce membre.",
  'errors.accountSuspended': "Ton compte est suspendu jusqu'au {{until}}.",
  'errors.accountBanned': 'Ton compte a été fermé car il enfreignait nos conditions.',
  'errors.emailBanned': "Cette adresse e-mail ne peut pas être utilisée pour s'inscrire.",
  'errors.caseDecided': 'Ce dossier a déjà fait l’objet d’une décision.',
  'errors.decisionReferenceUnknown':
    "Nous n'avons trouvé aucune décision concernant ton compte avec cette référence.",
  'errors.staffDisabled': 'Ce compte du personnel est désactivé.',
  'errors.photoAlreadyDecided': 'Une décision a déjà été prise sur cette photo.',
  'errors.complaintClosed': 'Cette réclamation est close.',
  'errors.badRequest': "La requête n'a pas pu être lue.",
  'errors.invalidJson': "Le contenu de la requête n'est pas un JSON valide.",
  'errors.unsupportedMediaType': "Ce type de contenu n'est pas accepté ; envoie du JSON.",
  'errors.uploadNotMultipart': 'Téléchargez la photo sous forme de fichier.',
  'errors.payloadTooLarge': 'La requête est trop volumineuse.',
  'errors.validationFailed': 'Vérifie les champs signalés.',
  'errors.csrfHeaderMissing': 'Cette requête a été refusée car elle ne provient pas du site lui-même.',
  'errors.notFound': 'Cette page est introuvable',
  'errors.geocodeNoPlace':
    "Nous n'avons trouvé aucun lieu près de ta position. Choisis toi-même ton pays et ta région.",
  'errors.network': 'Pas de connexion au serveur. Vérifie ta connexion internet et réessaie.',
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Vous avez atteint la limite quotidienne de {{cap}} crédits que vous avez fixée. Vous pouvez encore en dépenser {{left}} aujourd’hui.',
  'errors.monthlyCapReached':
    'Vous avez atteint la limite mensuelle de {{cap}} crédits que vous avez fixée. Vous pouvez encore en dépenser {{left}} ce mois-ci.',
  'validation.capTooSmall': 'Une limite doit être d’au moins 1 crédit.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Cette conversation n’est pas disponible.',
  'errors.chatFreeLimit':
    'Les membres gratuits peuvent commencer jusqu’à {{limit}} conversations. Achetez des crédits pour écrire à d’autres membres.',
  'errors.cannotReceiveMessages':
    'Ce membre ne peut pas recevoir de messages tant qu’il n’a pas confirmé son adresse e-mail.',
  'validation.messageTooLong': 'Votre message est trop long ({{max}} caractères au maximum).',
  'validation.chatTarget': 'Choisissez la conversation ou le membre à qui écrire.',
  'errors.chatPhotoUnavailable':
    'Cette photo ne peut pas être envoyée (elle n’est pas à vous, a déjà été envoyée ou a expiré). Veuillez la choisir à nouveau.',
  'gifts.rose': 'Rose rouge',
  'gifts.coffee': 'Café',
  'gifts.chocolate': 'Chocolat',
  'gifts.teddy': 'Ours en peluche',
  'gifts.champagne': 'Coupe de champagne',
  'gifts.diamond': 'Diamant',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Ce pack de crédits n’est pas disponible. Choisissez-en un autre.',
  'errors.methodUnavailable':
    'Ce moyen de paiement n’est pas disponible dans ce pays. Choisissez-en un autre.',
  'errors.coolOffActive':
    'Vous avez choisi une pause après un achat important. Vous pourrez de nouveau acheter des crédits après le {{until}} (UTC).',
  'errors.paymentProviderUnavailable':
    'Le service de paiement est injoignable pour le moment. Réessayez dans quelques minutes.',
  'errors.discountCodeInvalid': 'Code invalide',
  'errors.discountCodeNotFound': 'Code de réduction introuvable',
  'errors.discountCodeUsed': 'Vous avez déjà utilisé ce code de réduction.',
  'errors.discountCodeExpired': 'Ce code de réduction a expiré.',
  'errors.discountCodeNewMembersOnly':
    'Cette réduction est réservée aux nouveaux membres pendant leurs premières heures.',
  'errors.discountCodeMinimumOrder': 'Ce code de réduction s’applique aux commandes à partir de {{amount}}.',
  'errors.discountCodeNotForMethod': 'Ce code de réduction ne s’applique pas à ce moyen de paiement.',
  'errors.discountCodeNotForCurrency': 'Ce code de réduction ne s’applique qu’aux paiements en {{currency}}.',
  'errors.discountCodeNotForCountry': 'Ce code de réduction ne s’applique pas dans ce pays.',
  'sandbox.title': 'Paiement de test',
  'sandbox.notice':
    'Ceci est la caisse de test : aucun argent n’est débité. Choisissez comment le paiement doit se terminer.',
  'sandbox.amount': 'Montant',
  'sandbox.method': 'Moyen de paiement',
  'sandbox.pay': 'Payer',
  'sandbox.fail': 'Échouer',
  'sandbox.cancel': 'Annuler',
  'sandbox.closed': 'Ce paiement n’est plus ouvert.',
  'sandbox.back': 'Retour au site',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    "Configure d'abord le prélèvement : saisis ton compte bancaire et confirme-le avec le code SMS.",
  'errors.directDebitBlocked': 'Ton compte est bloqué pour les paiements par prélèvement.',
  'errors.directDebitLimit':
    'Ta limite de paiements par prélèvement est atteinte. Choisis un autre moyen de paiement.',
  'errors.directDebitCurrency':
    "Le prélèvement n'est possible que pour les paiements en euros. Choisis un autre moyen de paiement.",
  'errors.smsCodeMissing': "Demande d'abord un code SMS pour ce numéro de mobile.",
  'errors.smsCodeInvalid': 'Le code SMS est incorrect. Essais restants : {{left}}.',
  'errors.smsCodeExpired': 'Le code SMS a expiré. Demande un nouveau code.',
  'errors.smsCodeTries': 'Trop de codes erronés. Demande un nouveau code SMS.',
  'errors.smsRateLimit': 'Trop de codes SMS demandés. Réessaie dans {{minutes}} min.',
  'errors.smsSendFailed': "Le SMS n'a pas pu être envoyé. Réessaie dans quelques minutes.",
  'validation.accountHolderRequired': 'Saisis le nom du titulaire du compte.',
  'validation.ibanInvalid': 'Saisis un IBAN valide, p. ex. FR76 3000 6000 0112 3456 7890 189.',
  'validation.ibanChecksum':
    "Cet IBAN est incorrect : la clé de contrôle ne correspond pas. Vérifie qu'il n'y a pas de faute de frappe.",
  'validation.ibanNotSepa': "Le prélèvement n'est possible que depuis un compte bancaire de la zone SEPA.",
  'validation.streetRequired': 'Saisis la rue.',
  'validation.houseNumberRequired': 'Saisis le numéro.',
  'validation.postalCodeRequired': 'Saisis le code postal.',
  'validation.cityRequired': 'Saisis la ville.',
  'validation.mobileInvalid':
    'Saisis ton numéro de mobile au format international, p. ex. +33 6 12 34 56 78.',
  'validation.smsCodeFormat': 'Saisis le code à 6 chiffres reçu par SMS.',
  'validation.authorizationRequired': 'Autorise le prélèvement pour continuer.',
  'sms.directDebitCode':
    '{{site}} : ton code de confirmation du prélèvement est {{code}}. Il est valable 10 minutes. Ne le partage jamais.',
  // likes: keys of modules/likes
  'validation.likesType': 'Choisissez l’un des onglets : reçus, envoyés ou matchs.',
  'validation.swipeDecision': 'Choisissez j’aime ou passer.',
  'errors.swipeLimit':
    'Vous avez utilisé vos {{limit}} j’aime du jour. Vous pourrez de nouveau aimer après minuit (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Un slug contient des minuscules, des chiffres et des tirets (60 au plus).',
  'validation.landerHtml': 'Le texte est du texte brut : le HTML n’est pas autorisé.',
  'validation.landerKey':
    'Une clé de variante contient des minuscules, des chiffres et des tirets (de 2 à 60).',
  'validation.landerFamily': 'Famille de landing inconnue.',
  'validation.landerWeight': 'Le poids est un nombre entier de 0 à 1000.',
  'validation.landerImageMissing': 'Cette image n’a pas été envoyée : envoyez-la d’abord.',
  'errors.landersAdminToken': 'Le jeton d’administration est absent ou incorrect.',
  // push: keys of modules/notifications
  'validation.pushSubscription':
    'Cet abonnement aux notifications n’est pas valide. Veuillez réactiver les notifications.',
  'validation.pushEndpointNotAllowed':
    'Les notifications ne sont pas disponibles pour le service push de ce navigateur.',
  'validation.timeZone': 'Choisissez un fuseau horaire valide.',
  'validation.quietHoursEmpty': 'Les heures de silence doivent commencer et finir à des heures différentes.',
  'errors.pushSubscriptionLimit':
    'Les notifications sont déjà activées sur {{limit}} appareils. Désactivez-les sur un appareil que vous n’utilisez plus.',
  'push.messageTitle': 'Nouveau message',
  'push.messageBody': 'Vous avez un nouveau message.',
  'push.messageBodyNamed': '{{name}} vous a envoyé un message.',
  'push.likeTitle': 'Nouveau like',
  'push.likeBody': 'Quelqu’un vous aime bien.',
  'push.likeBodyNamed': '{{name}} vous aime bien.',
  'push.matchTitle': 'Nouveau match',
  'push.matchBody': 'Vous avez un nouveau match.',
  'push.matchBodyNamed': '{{name}} et vous vous plaisez mutuellement.',
  'push.folded': 'Nouvelles notifications : {{count}}',
  'errors.discountCodeReserved':
    "Ce code de réduction est déjà utilisé sur un autre de vos paiements, encore en cours. Terminez ou annulez d'abord ce paiement.",
  'errors.photoBadShape':
    "Cette photo est trop longue ou trop étroite. Téléchargez une photo d'au plus 12 000 pixels de côté, dont le grand côté fait au plus 8 fois le petit.",
  'errors.photoTooComplex':
    'Le traitement de cette photo a pris trop de temps. Téléchargez une photo plus petite ou plus simple.',
  'validation.currencyUnknown': 'Nous ne fixons pas de prix dans cette devise.',
  'validation.notNegative': 'Saisissez un nombre égal ou supérieur à zéro.',
  'validation.bundlesIncomplete': 'Indiquez chacun des quatre packs (p0 à p3) une seule fois.',
  'validation.searchTermRequired': 'Saisissez une adresse e-mail, un numéro de membre ou un nom.',
  'errors.settingsUnchanged': "Rien n'a été modifié.",
  'errors.settingsVersionUnknown': "Cette version n'existe pas pour ce site.",
};

export default fr;
