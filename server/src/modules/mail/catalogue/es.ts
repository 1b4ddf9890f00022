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

  // Reports and the statement of reasons of a moderation decision (modules/moderation).
  'reportReceived.subject': 'Hemos recibido tu denuncia ({{reference}})',
  'reportReceived.intro':
    'Gracias por avisarnos. Hemos recibido tu denuncia con la referencia {{reference}}; un moderador la revisará. El miembro denunciado nunca sabrá quién lo denunció.',
  'decision.subject': 'Nuestra decisión sobre tu cuenta de {{site_name}} ({{reference}})',
  'decision.intro':
    'Esta es nuestra exposición de motivos de la decisión {{reference}} sobre tu cuenta en {{site_name}}.',
  'decision.what': 'Lo que hemos decidido: {{what}}',
  'decision.what.warn':
    'una advertencia. Esta vez no se restringe nada, pero otra infracción puede llevar a una suspensión o una expulsión.',
  'decision.what.remove_photo': 'se ha eliminado una de tus fotos y no se puede volver a subir.',
  'decision.what.hide_profile':
    'tu perfil está oculto en la búsqueda, el buscador de parejas y el juego de deslizar. Puedes seguir iniciando sesión.',
  'decision.what.suspend':
    'tu cuenta está suspendida hasta el {{until}}. Hasta entonces no puedes iniciar sesión y los demás miembros no ven tu perfil.',
  'decision.what.ban':
    'tu cuenta se ha cerrado definitivamente y esta dirección de correo no se puede usar para registrarse de nuevo.',
  'decision.ground': 'El fundamento: Condiciones de uso, apartado {{section}}: {{clause}}.',
  'decision.clause.terms_fake_profile': 'perfiles falsos',
  'decision.clause.terms_scam': 'estafas y fraude',
  'decision.clause.terms_harassment': 'acoso',
  'decision.clause.terms_minimum_age': 'edad mínima',
  'decision.clause.terms_photos': 'fotos',
  'decision.clause.terms_spam': 'spam y publicidad',
  'decision.clause.terms_other': 'otras infracciones de las condiciones',
  'decision.how': 'Cómo llegamos a ella: {{origin}} {{means}}',
  'decision.origin.report': 'Actuamos tras la denuncia de otro miembro.',
  'decision.origin.own': 'Actuamos por nuestra propia revisión, no tras una denuncia.',
  'decision.means.manual':
    'Una persona de nuestro equipo tomó esta decisión; no se usaron medios automatizados.',
  'decision.means.automated': 'Medios automatizados lo detectaron o lo decidieron.',
  'decision.facts': 'Los hechos en los que nos basamos:',
  'decision.button': 'Recurrir esta decisión',
  'decision.redress':
    'Cómo reclamar: responde a este correo o usa nuestra página de reclamaciones con la referencia {{reference}} en un plazo de 6 meses; una persona lo revisará de nuevo, sin coste. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
  'monthlyStatement.subject': 'Tu resumen de créditos de {{site_name}} de {{month}}',
  'monthlyStatement.intro': 'Esto es lo que pasó con tus créditos en {{month}}.',
  'monthlyStatement.summary':
    'Créditos comprados: {{bought}}\nCréditos gastados: {{spent}} (mensajes {{messages}}, fotos {{photos}}, regalos {{gifts}})\nCréditos reembolsados: {{refunded}}\nTu saldo ahora: {{balance}}',
  'monthlyStatement.button': 'Ver todas las transacciones',
  'monthlyStatement.after':
    'Recibes este resumen porque lo pediste. En tu página de transacciones puedes desactivarlo o fijar límites de gasto.',
  'exportReady.subject': 'Tus datos de {{site_name}} están listos para descargar',
  'exportReady.intro':
    'La copia de tus datos que pediste está lista: tu perfil, fotos, likes, coincidencias, conversaciones, dispositivos y todos los créditos y pagos, en un archivo ZIP.',
  'exportReady.button': 'Descargar mis datos',
  'exportReady.after':
    'Puedes descargarla desde tu página de ajustes hasta el {{date}}; después se elimina y puedes pedir una nueva. Solo tú puedes descargarla, con tu sesión iniciada.',
};

export default es;
