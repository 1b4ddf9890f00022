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
  'errors.loginFailed': 'Échec de la connexion, veuillez réessayer',
  'errors.loginBlocked': 'Trop de tentatives incorrectes, compte bloqué pendant {{minutes}} min.',
  'errors.generic': 'Une erreur est survenue, veuillez réessayer plus tard.',
  'errors.errorOccurred': 'Une erreur est survenue.',
  'errors.authenticationRequired': 'Connecte-toi pour continuer.',
  'errors.badRequest': "La requête n'a pas pu être lue.",
  'errors.invalidJson': "Le contenu de la requête n'est pas un JSON valide.",
  'errors.unsupportedMediaType': "Ce type de contenu n'est pas accepté ; envoie du JSON.",
  'errors.payloadTooLarge': 'La requête est trop volumineuse.',
  'errors.validationFailed': 'Vérifie les champs signalés.',
  'errors.csrfHeaderMissing': 'Cette requête a été refusée car elle ne provient pas du site lui-même.',
  'errors.notFound': 'Cette page est introuvable',
  'errors.network': 'Pas de connexion au serveur. Vérifie ta connexion internet et réessaie.',
};

export default fr;
