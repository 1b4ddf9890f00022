import type { MailCatalogue } from './en.js';

const es: MailCatalogue = {
  'common.greeting': 'Hola, {{name}}:',
  'common.signature': 'Un saludo,\nEl equipo de {{site_name}}',
  'common.ignore': 'Si no lo has solicitado tú, puedes ignorar este correo electrónico.',
  'common.linkFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',
  'common.footer': 'Recibes este correo electrónico porque tienes una cuenta en {{site_name}}.',
  'activation.subject': 'Confirma tu dirección de correo electrónico para {{site_name}}',
  'activation.intro':
    '¡Te damos la bienvenida a {{site_name}}! Confirma tu dirección de correo electrónico para que otros miembros puedan responderte y podamos mantener tu cuenta segura.',
  'activation.button': 'Confirmar mi correo electrónico',
  'activation.expiry': 'Este enlace solo puede usarse una vez y caduca en {{hours}} horas.',
  'passwordReset.subject': 'Restablece tu contraseña de {{site_name}}',
  'passwordReset.intro':
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {{site_name}}.',
  'passwordReset.button': 'Elegir una nueva contraseña',
  'passwordReset.expiry': 'Este enlace solo puede usarse una vez y caduca en {{minutes}} minutos.',
  'mailChangeConfirm.subject': 'Confirma tu nueva dirección de correo electrónico para {{site_name}}',
  'mailChangeConfirm.intro':
    'Has solicitado usar esta dirección para tu cuenta de {{site_name}}. Confírmala para completar el cambio.',
  'mailChangeConfirm.button': 'Confirmar mi nueva dirección',
  'mailChangeConfirm.expiry': 'Este enlace solo puede usarse una vez y caduca en {{hours}} horas.',
  'mailChangeNotice.subject': 'Se está cambiando tu dirección de correo electrónico de {{site_name}}',
  'mailChangeNotice.intro':
    'Alguien ha solicitado cambiar la dirección de correo electrónico de tu cuenta de {{site_name}} a {{new_email}}. El cambio se hará efectivo en cuanto se confirme la nueva dirección.',
  'mailChangeNotice.warning':
    'Si no has sido tú, cambia tu contraseña de inmediato y ponte en contacto con nuestro servicio de atención al cliente en {{support_email}}.',
  'reactivation.subject': 'Tu cuenta de {{site_name}} se eliminará',
  'reactivation.intro':
    'Tu cuenta está programada para eliminarse. Hasta el {{date}} puedes cambiar de opinión: con un solo clic recuperarás tu perfil, tus fotos y tus conversaciones.',
  'reactivation.button': 'Reactivar mi cuenta',
  'reactivation.after': 'Después de esa fecha, tus datos se eliminarán de forma permanente.',
  'complaint.subject': 'Hemos recibido tu reclamación ({{reference}})',
  'complaint.intro':
    'Gracias por ponerte en contacto con {{site_name}}. Hemos recibido tu reclamación con la referencia {{reference}} y te responderemos en un plazo de 5 días hábiles.',
  'complaint.copy': 'Tu mensaje:',

  'photoRejected.subject': 'Se ha retirado una de tus fotos en {{site_name}}',
  'photoRejected.intro':
    'El {{date}} un moderador revisó una de tus fotos y la retiró de tu perfil. Ya no se muestra a nadie y la misma imagen no se puede volver a subir.',
  'photoRejected.reasonLabel': 'El motivo que dio el moderador:',
  'photoRejected.button': 'Abrir la página de reclamaciones',
  'photoRejected.ground': 'Esta decisión se basa en nuestras condiciones de uso: {{ground}}.',
  'photoRejected.automation':
    'Cada foto nueva se comprueba primero de forma automática en busca de copias de fotos retiradas; esta decisión la tomó una persona, no un medio automatizado.',
  'photoRejected.appeal':
    'Si no estás de acuerdo, puedes recurrir en un plazo de 6 meses: responde a este correo o escríbenos a través de la página de reclamaciones.',
  'ground.terms_fake_profile': 'nada de perfiles falsos ni suplantación de identidad',
  'ground.terms_scam': 'nada de estafas ni peticiones de dinero',
  'ground.terms_harassment': 'nada de acoso',
  'ground.terms_minimum_age': 'la edad mínima',
  'ground.terms_photos': 'las normas para las fotos de perfil',
  'ground.terms_spam': 'nada de spam ni publicidad',
  'ground.terms_other': 'las normas de conducta',
  'complaintAnswer.subject': 'Respuesta a tu reclamación ({{reference}})',
  'complaintAnswer.intro':
    'Nuestro servicio de atención al cliente ha respondido a tu reclamación con la referencia {{reference}}:',
  'complaintAnswer.after': 'Si tienes más preguntas, simplemente responde a este correo.',

  'monthlyStatement.subject': 'Tu resumen de créditos de {{site_name}} de {{month}}',
  'monthlyStatement.intro': 'Esto es lo que pasó con tus créditos en {{month}}.',
  'monthlyStatement.summary':
    'Créditos comprados: {{bought}}\nCréditos gastados: {{spent}} (mensajes {{messages}}, fotos {{photos}}, regalos {{gifts}})\nCréditos reembolsados: {{refunded}}\nTu saldo ahora: {{balance}}',
  'monthlyStatement.button': 'Ver todas las transacciones',
  'monthlyStatement.after':
    'Recibes este resumen porque lo pediste. En tu página de transacciones puedes desactivarlo o fijar límites de gasto.',
};

export default es;
