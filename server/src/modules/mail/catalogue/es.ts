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
  'monthlyStatement.subject': 'Tu resumen de créditos de {{site_name}} de {{month}}',
  'monthlyStatement.intro': 'Esto es lo que pasó con tus créditos en {{month}}.',
  'monthlyStatement.summary':
    'Créditos comprados: {{bought}}\nCréditos gastados: {{spent}} (mensajes {{messages}}, fotos {{photos}}, regalos {{gifts}})\nCréditos reembolsados: {{refunded}}\nTu saldo ahora: {{balance}}',
  'monthlyStatement.button': 'Ver todas las transacciones',
  'monthlyStatement.after':
    'Recibes este resumen porque lo pediste. En tu página de transacciones puedes desactivarlo o fijar límites de gasto.',
};

export default es;
