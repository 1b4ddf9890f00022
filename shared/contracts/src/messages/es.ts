import type { Messages } from './en.js';

const es: Messages = {
  'validation.emailRequired': 'Introduce tu dirección de correo electrónico.',
  'validation.emailInvalid': 'Correo electrónico no válido',
  'validation.emailTooLong': 'Esta dirección de correo electrónico es demasiado larga.',
  'validation.passwordRequired': 'Introduce tu contraseña.',
  'validation.passwordTooLong': 'Esta contraseña es demasiado larga.',
  'validation.languageUnknown': 'Este idioma no está disponible.',
  'validation.unknownFields': 'Campo desconocido: {{fields}}',
  'validation.invalidValue': 'Este valor no es válido.',
  'validation.invalidCharacters': 'Este texto contiene caracteres que no están permitidos.',
  'validation.passwordTooShort': 'Elige una contraseña de al menos 6 caracteres.',
  'validation.passwordsDiffer': 'Las contraseñas introducidas no coinciden.',
  'validation.oldPasswordWrong': 'Comprueba tu contraseña anterior.',
  'validation.nameRequired': 'Introduce un nombre.',
  'validation.nameTooLong': 'Este nombre es demasiado largo (máximo 40 caracteres).',
  'validation.nameIsEmail': 'Tu nombre no puede ser tu dirección de correo electrónico.',
  'validation.nameStartsWithAt': 'Tu nombre no puede empezar por @.',
  'validation.dateOfBirthMinAge':
    'Introduce tu fecha de nacimiento: debes tener al menos {{min_age}} años para registrarte.',
  'validation.dateOfBirthInvalid': 'Fecha de nacimiento no válida.',
  'validation.textTooLong': 'Este texto es demasiado largo.',
  'validation.messageRequired': 'Escribe un mensaje.',
  'validation.messageTooShort': 'Descríbelo con algunas palabras más (al menos 10 caracteres).',
  'validation.reasonRequired': 'Elige un motivo.',
  'validation.categoryRequired': 'Elige de qué trata tu reclamación.',
  'validation.countryInvalid': 'Elige un país de la lista.',
  'validation.tooManyInterests': 'Elige 20 intereses como máximo.',
  'validation.emailSameAsCurrent': 'Esta ya es tu dirección de correo electrónico.',
  'validation.ageRange': 'Elige una edad entre 18 y 99 años.',
  'validation.ageOrder': 'La edad mínima no puede ser superior a la edad máxima.',
  'errors.photoLimit':
    'Has alcanzado el número máximo de fotos ({{limit}}). Elimina primero una foto o hazte premium para tener hasta 25.',
  'errors.photoNotImage': 'Este archivo no es una foto que podamos usar. Sube una imagen JPEG, PNG o WebP.',
  'errors.photoTooLarge': 'Esta foto es demasiado grande. Sube una foto de 15 MB como máximo.',
  'errors.photoTooSmall': 'Esta foto es demasiado pequeña. Sube una foto de al menos 200 × 200 píxeles.',
  'errors.photoTooManyPixels':
    'Esta foto tiene demasiados píxeles. Sube una foto de 40 megapíxeles como máximo.',
  'errors.photoDuplicate': 'Esta foto ya se eliminó anteriormente y no se puede volver a subir.',
  'errors.blocked': 'No tienes acceso a este perfil.',
  'errors.notContactable': 'No es posible contactar con este miembro en este momento.',
  'errors.invisibleCannotLike':
    'Eres invisible. Desactiva el modo invisible en tus ajustes para dar me gusta a otros miembros.',
  'errors.searchLoginRequired': 'Regístrate gratis para buscar entre nuestros miembros.',
  'errors.emailTaken': 'Ya existe una cuenta con esta dirección de correo electrónico',
  'errors.accountPendingDeletion': 'Tu cuenta sigue pendiente de eliminación',
  'errors.signupClosed': 'El registro en este sitio es solo por invitación. Pide a un miembro que te invite.',
  'errors.tokenInvalid': 'Enlace caducado o no válido, solicita un nuevo correo electrónico',
  'errors.activationFailed': 'Error al activar la cuenta',
  'errors.alreadyConfirmed': 'Tu dirección de correo electrónico ya está confirmada.',
  'errors.tooManyRequests': 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  'errors.resetLimit':
    'Se han enviado demasiados correos para restablecer la contraseña, inténtalo de nuevo mañana.',
  'errors.loginFailed': 'Error al iniciar sesión, inténtalo de nuevo',
  'errors.loginBlocked': 'Demasiados intentos incorrectos, cuenta bloqueada durante {{minutes}} min.',
  'errors.generic': 'Se ha producido un error, inténtalo de nuevo más tarde.',
  'errors.notEnoughCredits': 'No tienes suficientes créditos para esto. Compra créditos para continuar.',
  'errors.errorOccurred': 'Se ha producido un error.',
  'errors.authenticationRequired': 'Inicia sesión para continuar.',
  'errors.badRequest': 'No se ha podido leer la solicitud.',
  'errors.invalidJson': 'El contenido de la solicitud no es un JSON válido.',
  'errors.unsupportedMediaType': 'Este tipo de contenido no se acepta; envía JSON.',
  'errors.uploadNotMultipart': 'Sube la foto como archivo.',
  'errors.payloadTooLarge': 'La solicitud es demasiado grande.',
  'errors.validationFailed': 'Revisa los campos marcados.',
  'errors.csrfHeaderMissing': 'Esta solicitud se ha rechazado porque no procede del propio sitio.',
  'errors.notFound': 'No se ha podido encontrar esta página',
  'errors.geocodeNoPlace':
    'No hemos encontrado ningún lugar cerca de tu ubicación. Elige tu país y tu región manualmente.',
  'errors.network': 'Sin conexión con el servidor. Comprueba tu conexión a internet e inténtalo de nuevo.',
  // payments: keys of modules/payments (payments core)
  // direct debit: keys of modules/payments/direct-debit
  // likes: keys of modules/likes
};

export default es;
