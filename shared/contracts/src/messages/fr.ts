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
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default fr;
