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
  'errors.loginFailed': 'Error al iniciar sesión, inténtalo de nuevo',
  'errors.loginBlocked': 'Demasiados intentos incorrectos, cuenta bloqueada durante {{minutes}} min.',
  'errors.generic': 'Se ha producido un error, inténtalo de nuevo más tarde.',
  'errors.errorOccurred': 'Se ha producido un error.',
  'errors.authenticationRequired': 'Inicia sesión para continuar.',
  'errors.badRequest': 'No se ha podido leer la solicitud.',
  'errors.invalidJson': 'El contenido de la solicitud no es un JSON válido.',
  'errors.unsupportedMediaType': 'Este tipo de contenido no se acepta; envía JSON.',
  'errors.payloadTooLarge': 'La solicitud es demasiado grande.',
  'errors.validationFailed': 'Revisa los campos marcados.',
  'errors.csrfHeaderMissing': 'Esta solicitud se ha rechazado porque no procede del propio sitio.',
  'errors.notFound': 'No se ha podido encontrar esta página',
  'errors.network': 'Sin conexión con el servidor. Comprueba tu conexión a internet e inténtalo de nuevo.',
};

export default es;
