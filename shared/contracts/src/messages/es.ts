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
  'validation.genderRequired': 'Elige tu género.',
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
  'validation.totpCodeInvalid': 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  'validation.staffPasswordTooShort': 'Elige una contraseña de al menos 12 caracteres.',
  'validation.staffRolesRequired': 'Elige al menos un rol.',
  'validation.reasonTextRequired': 'Escribe un motivo.',
  'errors.staffAuthenticationRequired': 'Inicia sesión en la consola del personal.',
  'errors.staffForbidden': 'Tu rol no permite esto.',
  'errors.staffLoginFailed': 'La dirección de correo, la contraseña o el código no son correctos.',
  'errors.staffSetupInvalid': 'Este enlace de configuración no es válido, ya se usó o ha caducado.',
  'errors.staffExists': 'Ya existe un miembro del personal con esta dirección de correo.',
  'errors.staffCannotDisableSelf': 'No puedes desactivar tu propia cuenta.',
  // Reports, decisions and restrictions (modules/moderation).
  'validation.decisionReference': 'Introduce la referencia de nuestro correo: D- seguida de 8 caracteres.',
  'validation.daysRequired': 'Introduce el número de días (de 1 a 365).',
  'validation.photoRequired': 'Elige una de las fotos de este miembro.',
  'errors.reportSelf': 'No puedes denunciarte a ti mismo.',
  'errors.reportConversation': 'Esta no es una conversación entre tú y este miembro.',
  'errors.accountSuspended': 'Tu cuenta está suspendida hasta el {{until}}.',
  'errors.accountBanned': 'Tu cuenta se ha cerrado porque incumplió nuestras condiciones.',
  'errors.emailBanned': 'Esta dirección de correo electrónico no se puede usar para registrarse.',
  'errors.caseDecided': 'Este caso ya se ha resuelto.',
  'errors.decisionReferenceUnknown':
    'No hemos encontrado ninguna decisión sobre tu cuenta con esta referencia.',
  'errors.staffDisabled': 'Esta cuenta del personal está desactivada.',
  'errors.photoAlreadyDecided': 'Ya se ha tomado una decisión sobre esta foto.',
  'errors.complaintClosed': 'Esta reclamación está cerrada.',
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
  // spending controls: keys of modules/credits/spending-controls
  'errors.dailyCapReached':
    'Has alcanzado el límite diario de {{cap}} créditos que tú mismo fijaste. Hoy puedes gastar {{left}} más.',
  'errors.monthlyCapReached':
    'Has alcanzado el límite mensual de {{cap}} créditos que tú mismo fijaste. Este mes puedes gastar {{left}} más.',
  'validation.capTooSmall': 'Un límite debe ser de al menos 1 crédito.',
  // chat: keys of modules/chat
  'errors.chatUnavailable': 'Esta conversación no está disponible.',
  'errors.chatFreeLimit':
    'Los miembros gratuitos pueden iniciar hasta {{limit}} conversaciones. Compra créditos para escribir a más miembros.',
  'errors.cannotReceiveMessages':
    'Este miembro no puede recibir mensajes hasta que confirme su dirección de correo.',
  'validation.messageTooLong': 'Tu mensaje es demasiado largo (máximo {{max}} caracteres).',
  'validation.chatTarget': 'Elige la conversación o el miembro al que quieres escribir.',
  'errors.chatPhotoUnavailable':
    'Esta foto no se puede enviar (no es tuya, ya se envió o ha caducado). Vuelve a elegirla.',
  'gifts.rose': 'Rosa',
  'gifts.coffee': 'Café',
  'gifts.chocolate': 'Bombones',
  'gifts.teddy': 'Osito de peluche',
  'gifts.champagne': 'Cava',
  'gifts.diamond': 'Diamante',
  // payments: keys of modules/payments (payments core)
  'errors.bundleUnavailable': 'Este paquete de créditos no está disponible. Elige otro.',
  'errors.methodUnavailable': 'Este método de pago no está disponible en este país. Elige otro.',
  'errors.coolOffActive':
    'Elegiste una pausa tras una compra grande. Podrás volver a comprar créditos después del {{until}} (UTC).',
  'errors.paymentProviderUnavailable':
    'No se puede contactar con el servicio de pago en este momento. Inténtalo de nuevo en unos minutos.',
  'errors.discountCodeInvalid': 'Código no válido',
  'errors.discountCodeNotFound': 'Código de descuento no encontrado',
  'errors.discountCodeUsed': 'Ya has usado este código de descuento.',
  'errors.discountCodeExpired': 'Este código de descuento ha caducado.',
  'errors.discountCodeNewMembersOnly': 'Este descuento es solo para miembros nuevos en sus primeras horas.',
  'errors.discountCodeMinimumOrder': 'Este código de descuento se aplica a pedidos de {{amount}} o más.',
  'errors.discountCodeNotForMethod': 'Este código de descuento no se aplica a este método de pago.',
  'errors.discountCodeNotForCurrency': 'Este código de descuento solo se aplica a pagos en {{currency}}.',
  'errors.discountCodeNotForCountry': 'Este código de descuento no se aplica en este país.',
  'sandbox.title': 'Pago de prueba',
  'sandbox.notice': 'Esta es la caja de prueba: no se cobra dinero. Elige cómo debe terminar el pago.',
  'sandbox.amount': 'Importe',
  'sandbox.method': 'Método de pago',
  'sandbox.pay': 'Pagar',
  'sandbox.fail': 'Fallar',
  'sandbox.cancel': 'Cancelar',
  'sandbox.closed': 'Este pago ya no está abierto.',
  'sandbox.back': 'Volver al sitio',
  // direct debit: keys of modules/payments/direct-debit
  'errors.directDebitNoMandate':
    'Primero configura la domiciliación: introduce tu cuenta bancaria y confírmala con el código SMS.',
  'errors.directDebitBlocked': 'Tu cuenta está bloqueada para pagos por domiciliación bancaria.',
  'errors.directDebitLimit':
    'Has alcanzado tu límite de pagos por domiciliación bancaria. Elige otro método de pago.',
  'errors.directDebitCurrency':
    'La domiciliación bancaria solo es posible para pagos en euros. Elige otro método de pago.',
  'errors.smsCodeMissing': 'Primero solicita un código SMS para este número de móvil.',
  'errors.smsCodeInvalid': 'El código SMS no es correcto. Intentos restantes: {{left}}.',
  'errors.smsCodeExpired': 'El código SMS ha caducado. Solicita un código nuevo.',
  'errors.smsCodeTries': 'Demasiados códigos incorrectos. Solicita un nuevo código SMS.',
  'errors.smsRateLimit': 'Has solicitado demasiados códigos SMS. Inténtalo de nuevo en {{minutes}} min.',
  'errors.smsSendFailed': 'No se ha podido enviar el SMS. Inténtalo de nuevo en unos minutos.',
  'validation.accountHolderRequired': 'Introduce el nombre del titular de la cuenta.',
  'validation.ibanInvalid': 'Introduce un IBAN válido, p. ej. ES91 2100 0418 4502 0005 1332.',
  'validation.ibanChecksum':
    'Este IBAN no es correcto: los dígitos de control no coinciden. Comprueba si hay una errata.',
  'validation.ibanNotSepa': 'La domiciliación solo es posible desde una cuenta bancaria de la zona SEPA.',
  'validation.streetRequired': 'Introduce la calle.',
  'validation.houseNumberRequired': 'Introduce el número.',
  'validation.postalCodeRequired': 'Introduce el código postal.',
  'validation.cityRequired': 'Introduce la ciudad.',
  'validation.mobileInvalid':
    'Introduce tu número de móvil en formato internacional, p. ej. +34 612 34 56 78.',
  'validation.smsCodeFormat': 'Introduce el código de 6 dígitos del SMS.',
  'validation.authorizationRequired': 'Autoriza la domiciliación bancaria para continuar.',
  'sms.directDebitCode':
    '{{site}}: tu código de confirmación de la domiciliación es {{code}}. Es válido durante 10 minutos. No lo compartas nunca.',
  // likes: keys of modules/likes
  'validation.likesType': 'Elige una de las pestañas: recibidos, enviados o coincidencias.',
  'validation.swipeDecision': 'Elige me gusta o pasar.',
  'errors.swipeLimit':
    'Has usado tus {{limit}} me gusta de hoy. Podrás volver a dar me gusta después de medianoche (UTC).',
  // landers: keys of modules/landers
  'validation.landerSlug': 'Un slug tiene letras minúsculas, cifras y guiones (60 como máximo).',
  'validation.landerHtml': 'El texto es texto plano: no se permite HTML.',
  'validation.landerKey': 'Una clave de variante tiene letras minúsculas, cifras y guiones (de 2 a 60).',
  'validation.landerFamily': 'Familia de landing desconocida.',
  'validation.landerWeight': 'El peso es un número entero de 0 a 1000.',
  'validation.landerImageMissing': 'Esta imagen no se ha subido: súbela primero.',
  'validation.dateInvalid': 'Introduce una fecha como AAAA-MM-DD.',
  'validation.periodInvalid':
    'Elige un periodo cuyo final no sea anterior a su inicio, de un año como máximo.',
  'errors.landerPreviewUnknown':
    'Este enlace de vista previa es desconocido o ha caducado. Abre una nueva vista previa desde la consola.',
  'errors.landersAdminToken': 'Falta el token de administración o no es correcto.',
  // push: keys of modules/notifications
  'validation.pushSubscription':
    'Esta suscripción a notificaciones no es válida. Vuelve a activar las notificaciones.',
  'validation.pushEndpointNotAllowed':
    'Las notificaciones no están disponibles para el servicio push de este navegador.',
  'validation.timeZone': 'Elige una zona horaria válida.',
  'validation.quietHoursEmpty': 'Las horas de silencio deben empezar y terminar a horas distintas.',
  'errors.pushSubscriptionLimit':
    'Las notificaciones ya están activadas en {{limit}} dispositivos. Desactívalas en un dispositivo que ya no uses.',
  'push.messageTitle': 'Nuevo mensaje',
  'push.messageBody': 'Tienes un mensaje nuevo.',
  'push.messageBodyNamed': '{{name}} te ha enviado un mensaje.',
  'push.likeTitle': 'Nuevo me gusta',
  'push.likeBody': 'Le gustas a alguien.',
  'push.likeBodyNamed': 'Le gustas a {{name}}.',
  'push.matchTitle': 'Nueva coincidencia',
  'push.matchBody': 'Tienes una coincidencia nueva.',
  'push.matchBodyNamed': 'Tú y {{name}} os gustáis.',
  'push.folded': 'Notificaciones nuevas: {{count}}',
  'errors.discountCodeReserved':
    'Este código de descuento ya está en otro de tus pagos que sigue abierto. Completa o cancela primero ese pago.',
  'errors.photoBadShape':
    'Esta foto es demasiado larga o estrecha. Sube una foto de 12.000 píxeles por lado como máximo, cuyo lado largo no supere 8 veces el corto.',
  'errors.photoTooComplex':
    'Esta foto ha tardado demasiado en procesarse. Sube una foto más pequeña o más sencilla.',
};

export default es;
