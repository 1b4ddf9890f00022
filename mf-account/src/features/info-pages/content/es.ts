import type { InfoContent } from './types';

/** Spanish (informal "tú", like the rest of the site), translated from `en.ts`. */
const content: InfoContent = {
  terms: {
    title: 'Términos y condiciones',
    intro: [
      'Estos términos y condiciones constituyen el contrato de membresía entre tú y {{company_name}}, la empresa que gestiona {{site_name}}. Al crear una cuenta los aceptas, así que léelos con atención.',
    ],
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          '{{site_name}} está gestionado por {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, inscrita en la Cámara de Comercio con el número {{kvk}} y que opera con el nombre comercial {{tradenames}}. Puedes contactar con nuestro servicio de atención al cliente en {{support_email}}.',
        ],
      },
      {
        heading: 'El servicio',
        paragraphs: [
          '{{site_name}} es un servicio de citas y chat en línea para adultos. Los miembros crean un perfil, buscan y ven otros perfiles, se dan «me gusta» y se envían mensajes, fotos y regalos virtuales.',
          'El servicio está pensado como entretenimiento. No garantizamos que vayas a conocer a alguien ni a encontrar pareja.',
        ],
      },
      {
        anchor: 'age-and-registration',
        heading: 'Edad y registro',
        paragraphs: [
          'Debes tener al menos {{min_age}} años para usar {{site_name}}. Al registrarte confirmas que tienes esa edad y que la ley de tu país te permite usar un servicio de citas para adultos. Eliminamos las cuentas de los miembros que resulten ser menores.',
          'Te registras con una dirección de correo electrónico válida, que confirmas mediante el enlace de activación que te enviamos. Mantén tu contraseña en secreto: eres responsable de todo lo que se haga con tu cuenta. Las cuentas son personales y no se pueden transferir.',
        ],
      },
      {
        heading: 'Membresía gratuita, premium y créditos',
        paragraphs: [
          'La membresía es gratuita. Los miembros gratuitos pueden crear un perfil, buscar, dar «me gusta» a otros miembros, subir hasta 3 fotos e iniciar hasta 2 conversaciones.',
          'Enviar mensajes cuesta créditos; el precio de cada mensaje se muestra antes de enviarlo. Los créditos se venden en paquetes y los precios incluyen el IVA. Tu primera compra de créditos, sea del importe que sea, te convierte en miembro premium: puedes iniciar conversaciones ilimitadas, ver las fotos que aparecen difuminadas para los miembros gratuitos y subir hasta 25 fotos.',
          'Los créditos no son dinero. No se pueden canjear por efectivo ni transferir a otro miembro. Los créditos no utilizados se pueden reembolsar en un plazo de {{refund_days}} días desde la compra, según nuestra política de devoluciones.',
        ],
      },
      {
        heading: 'Perfiles ficticios',
        paragraphs: [
          'Algunos perfiles de {{site_name}} son perfiles ficticios gestionados por nuestro personal con fines de entretenimiento. Están marcados con un icono. Chateas con un empleado real, pero no puedes quedar en persona con un perfil ficticio. Al aceptar estos términos confirmas que lo entiendes.',
        ],
      },
      {
        anchor: 'rules-of-conduct',
        heading: 'Normas de conducta',
        paragraphs: [
          'Tratas a los demás miembros con respeto. No está permitido publicar contenido ilegal, violento o discriminatorio, o que implique a menores; publicar fotos de otras personas sin su consentimiento; pedir u ofrecer dinero, servicios sexuales de pago u ofertas comerciales; acosar, amenazar o perseguir a otros miembros; ni usar scripts, bots o una identidad falsa.',
          'Podemos revisar, rechazar o eliminar los textos de perfil y las fotos que incumplan estas normas, y restringir o bloquear cuentas tal como se describe en nuestra política de bloqueo de acceso.',
        ],
      },
      {
        heading: 'Fin de tu membresía',
        paragraphs: [
          'Puedes eliminar tu cuenta en cualquier momento desde tus ajustes. Tu perfil se oculta de inmediato. Durante 14 días aún puedes reactivar la cuenta con el enlace que te enviamos por correo; después, todos tus datos se eliminan definitivamente. Los créditos no utilizados caducan con la cuenta, salvo que solicites el reembolso a tiempo.',
          'Podemos suspender o dar por terminada tu membresía si incumples estos términos o anulas un pago de forma fraudulenta. Si ponemos fin al contrato por un motivo que no te sea imputable, te reembolsamos los créditos no utilizados.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'Hacemos todo lo posible por mantener {{site_name}} disponible y seguro, pero no podemos garantizar un acceso ininterrumpido. No somos responsables de lo que digan o hagan los miembros ni de la exactitud de sus perfiles. Nuestra responsabilidad se limita al importe que nos hayas pagado en los doce meses anteriores al daño, salvo en caso de dolo o negligencia grave, o cuando la ley no permita dicha limitación.',
        ],
      },
      {
        heading: 'Cambios y legislación aplicable',
        paragraphs: [
          'Podemos modificar estos términos. Anunciamos los cambios importantes con al menos 30 días de antelación por correo electrónico o en el sitio; si no estás de acuerdo, puedes poner fin a tu membresía antes de que entren en vigor. Esta versión se aplica desde el {{terms_date}}.',
          'Estos términos se rigen por la legislación del país en el que {{company_name}} tiene su sede ({{company_country}}). Los litigios se someten al tribunal competente de {{company_city}}, salvo que la normativa imperativa de consumo te permita acudir al tribunal de tu lugar de residencia. También puedes utilizar la plataforma europea de resolución de litigios en línea.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Declaración de privacidad',
    intro: [
      '{{company_name}} respeta tu privacidad. Esta declaración explica qué datos personales tratamos cuando usas {{site_name}}, por qué lo hacemos y qué derechos tienes según el Reglamento General de Protección de Datos (RGPD).',
    ],
    sections: [
      {
        heading: 'Quién es el responsable',
        paragraphs: [
          'El responsable del tratamiento de tus datos personales es {{company_name}}, {{company_address}}, {{company_city}}, {{company_country}}, número de la Cámara de Comercio {{kvk}}. Puedes enviar cualquier consulta sobre privacidad a {{support_email}}.',
        ],
      },
      {
        heading: 'Qué datos tratamos',
        paragraphs: [
          'Datos de la cuenta: tu dirección de correo electrónico, tu contraseña (guardada solo como un hash seguro), nombre, fecha de nacimiento, sexo y el idioma en el que usas el sitio.',
          'Datos del perfil que decides compartir: fotos, ciudad y región, aspecto físico, situación sentimental, intereses y tu texto de presentación. Parte de esta información, como tus preferencias sexuales, es sensible. La facilitas de forma voluntaria y puedes modificarla o eliminarla en cualquier momento.',
          'Datos de uso: tus mensajes, «me gusta», regalos, compras de créditos y su estado de pago, información del dispositivo y del navegador, tu dirección IP y la ubicación aproximada que se deriva de ella, y los parámetros de seguimiento de un enlace de un socio si llegaste a través de uno.',
        ],
      },
      {
        heading: 'Para qué usamos tus datos y con qué base jurídica',
        paragraphs: [
          'Para prestar el servicio y ejecutar el contrato de membresía (artículo 6, apartado 1, letra b, del RGPD): tu cuenta, perfil, mensajes, pagos y atención al cliente.',
          'Con tu consentimiento explícito (artículo 6, apartado 1, letra a, y artículo 9, apartado 2, letra a, del RGPD): el tratamiento de tus preferencias sexuales e intereses para mostrarlos en tu perfil y sugerirte personas afines, y el envío de notificaciones push. Puedes retirar tu consentimiento en cualquier momento.',
          'Por nuestros intereses legítimos (artículo 6, apartado 1, letra f, del RGPD): mantener la seguridad del sitio, prevenir el fraude y los abusos, liquidar comisiones con socios y mejorar el servicio. Para cumplir obligaciones legales (artículo 6, apartado 1, letra c, del RGPD): contabilidad y registros fiscales.',
        ],
      },
      {
        heading: 'Quién recibe tus datos',
        paragraphs: [
          'Nunca vendemos tus datos personales. Solo los compartimos con encargados del tratamiento que nos ayudan a prestar el servicio, como proveedores de alojamiento, correo electrónico y pagos, en virtud de un contrato de encargo del tratamiento, y con las autoridades cuando la ley lo exige. Los demás miembros solo ven lo que publicas en tu perfil y lo que les envías. Si se transfieren datos fuera del Espacio Económico Europeo, utilizamos las cláusulas contractuales tipo de la Comisión Europea.',
        ],
      },
      {
        heading: 'Cuánto tiempo conservamos tus datos',
        paragraphs: [
          'Conservamos tus datos mientras exista tu cuenta. Cuando eliminas tu cuenta, primero se oculta y se guarda durante 14 días para que aún puedas reactivarla con el enlace que te enviamos por correo. Transcurridos esos 14 días, tu cuenta, perfil, fotos y mensajes se borran definitivamente.',
          'Los justificantes de pago se conservan durante siete años porque así lo exige la normativa fiscal. Los registros de seguridad se eliminan, como máximo, a los seis meses.',
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'Protegemos tus datos con conexiones cifradas, contraseñas con hash, acceso restringido para el personal y actualizaciones de seguridad periódicas. Antes de guardar una foto eliminamos sus metadatos, como la ubicación GPS en la que se tomó.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Tienes derecho a acceder a tus datos, rectificarlos y suprimirlos, a limitar su tratamiento u oponerte a él, a la portabilidad de los datos y a retirar tu consentimiento. Gran parte de esto puedes hacerlo tú mismo desde tu perfil y tus ajustes. Para todo lo demás, envía tu solicitud a {{support_email}}; respondemos en el plazo de un mes.',
          'También tienes derecho a presentar una reclamación ante la autoridad de protección de datos de tu país o del país en el que tenemos nuestra sede ({{company_country}}).',
        ],
      },
    ],
  },

  cookies: {
    title: 'Política de cookies',
    intro: [
      '{{site_name}} utiliza muy pocas cookies y técnicas similares, y todas son necesarias para que el sitio funcione. En esta página te explicamos cuáles usamos y por qué.',
    ],
    sections: [
      {
        heading: 'Qué son las cookies',
        paragraphs: [
          'Una cookie es un pequeño archivo de texto que un sitio web guarda en tu navegador. El almacenamiento local es una técnica parecida que guarda información en tu navegador sin enviarla al servidor en cada petición. Ambos permiten que un sitio recuerde algo entre una visita y otra.',
        ],
      },
      {
        heading: 'Cookies estrictamente necesarias',
        paragraphs: [
          'auth._token mantiene tu sesión iniciada. Es una cookie de sesión segura que los scripts no pueden leer y es válida durante 30 días o hasta que cierres sesión.',
          'i18n_redirected recuerda el idioma que has elegido para el sitio. Se conserva durante 365 días.',
        ],
      },
      {
        heading: 'Almacenamiento local',
        paragraphs: [
          'Guardamos algunos datos en el almacenamiento local de tu navegador: cuándo cerraste un aviso, como la advertencia de acceso o el recordatorio para añadir una foto de perfil, para no volver a mostrártelo demasiado pronto; y los parámetros de seguimiento del enlace de un socio por el que llegaste, para que el socio pueda recibir su comisión si te registras. Nada de lo que hay en el almacenamiento local se usa para seguirte en otros sitios web.',
        ],
      },
      {
        heading: 'Sin cookies publicitarias ni de seguimiento',
        paragraphs: [
          'No instalamos cookies publicitarias de terceros ni permitimos que las redes publicitarias o las redes sociales te sigan en {{site_name}}. Como solo usamos cookies estrictamente necesarias, la ley no exige tu consentimiento para ellas; por eso no ves ningún banner de cookies.',
          'Cuando pagas, las páginas de nuestros proveedores de pago pueden instalar sus propias cookies. Estas se rigen por la política de cookies del proveedor correspondiente.',
        ],
      },
      {
        heading: 'Cómo gestionar las cookies',
        paragraphs: [
          'Puedes borrar las cookies y el almacenamiento local en cualquier momento desde los ajustes de tu navegador. Si bloqueas las cookies necesarias, no podrás iniciar sesión y el sitio no recordará tu idioma. ¿Tienes preguntas? Escribe a {{support_email}}.',
        ],
      },
    ],
  },

  ban: {
    title: 'Política de bloqueo de acceso',
    intro: [
      'Para que {{site_name}} siga siendo un lugar seguro y agradable, podemos restringir o bloquear el acceso de los miembros que incumplan nuestros términos y condiciones. Esta política explica cuándo lo hacemos y qué puedes hacer si no estás de acuerdo.',
    ],
    sections: [
      {
        heading: 'Qué motiva un bloqueo',
        paragraphs: [
          'Bloqueamos cuentas, en particular, por: tener menos de {{min_age}} años o hacerse pasar por otra persona; publicar contenido ilegal o cualquier cosa que implique a menores; acoso, amenazas, discursos de odio o mensajes no deseados reiterados; pedir dinero, ofrecer servicios sexuales de pago o hacer publicidad; fraude, incluida la anulación de pagos ya realizados; spam, bots o uso automatizado del sitio; y crear una cuenta nueva después de un bloqueo anterior.',
        ],
      },
      {
        heading: 'Advertencias, bloqueos temporales y permanentes',
        paragraphs: [
          'Ante infracciones menos graves, normalmente empezamos con una advertencia o eliminamos el contenido en cuestión. Un bloqueo temporal impide el acceso durante un periodo determinado. Las infracciones graves o reiteradas conllevan un bloqueo permanente, y en ese caso también rechazamos nuevas cuentas de la misma persona.',
          'Si tu cuenta ha sido bloqueada, verás un mensaje al intentar iniciar sesión. Te indicamos el motivo, salvo que hacerlo ayude a alguien a eludir nuestras medidas de seguridad o que la ley no lo permita.',
        ],
      },
      {
        heading: 'Los créditos tras un bloqueo',
        paragraphs: [
          'Los créditos son personales y están vinculados a tu cuenta. Si tu cuenta se bloquea por incumplir los términos, los créditos no utilizados no se reembolsan. Si el bloqueo resulta ser un error, restablecemos tu cuenta junto con sus créditos.',
        ],
      },
      {
        heading: 'Cómo recurrir',
        paragraphs: [
          'Si crees que te hemos bloqueado por error, puedes recurrir a través de nuestra página de reclamaciones. Elige la categoría «Otros», indica la dirección de correo electrónico de tu cuenta y explica por qué crees que la decisión es incorrecta. No necesitas haber iniciado sesión para hacerlo.',
          'Tu recurso lo revisa un miembro de nuestro equipo que no participó en la decisión original. Respondemos por correo electrónico, normalmente en un plazo de cinco días hábiles. Si sigues sin estar satisfecho, puedes contactar con atención al cliente en {{support_email}}.',
        ],
      },
    ],
  },

  faq: {
    title: 'Preguntas frecuentes',
    intro: [
      'Aquí encontrarás las respuestas a las preguntas que más nos hacen nuestros miembros. ¿No encuentras lo que buscas? Ponte en contacto con atención al cliente en {{support_email}}.',
    ],
    items: [
      {
        question: '¿Qué son los créditos y cuánto cuestan?',
        answer: [
          'Los créditos son la moneda de {{site_name}}. Los usas para enviar mensajes, fotos y regalos, y antes de enviar un mensaje ves cuántos créditos cuesta. Los créditos se venden en paquetes: cuanto más grande es el paquete, más bajo es el precio por crédito.',
        ],
      },
      {
        question: '¿Qué diferencia hay entre la membresía gratuita y la premium?',
        answer: [
          'Como miembro gratuito puedes crear un perfil, buscar, dar «me gusta» a otros miembros e iniciar hasta 2 conversaciones. En cuanto compras créditos por primera vez, sea del importe que sea, te conviertes en miembro premium para siempre: puedes iniciar todas las conversaciones que quieras, ver las fotos que aparecen difuminadas para los miembros gratuitos y subir hasta 25 fotos.',
        ],
      },
      {
        question: '¿Cuántas fotos puedo subir?',
        answer: [
          'Los miembros gratuitos pueden subir hasta 3 fotos y los miembros premium, hasta 25. Tus fotos son visibles para otros miembros en cuanto las subes. Nuestros moderadores eliminan las fotos que incumplen las normas, y cada foto nueva se compara automáticamente con las eliminadas, de modo que una foto eliminada no se puede volver a subir. Sube solo fotos tuyas y nunca imágenes de otras personas sin su consentimiento.',
        ],
      },
      {
        question: '¿Por qué algunas fotos están difuminadas?',
        answer: [
          'Los miembros pueden mantener privadas algunas de sus fotos. Los miembros gratuitos las ven difuminadas; los miembros premium las ven completas.',
        ],
      },
      {
        question: '¿Puedo usar {{site_name}} sin que me vean?',
        answer: [
          'Sí: activa el modo invisible en tus ajustes. Tu perfil dejará de aparecer en los resultados de búsqueda y otros miembros no podrán escribirte ni darte «me gusta», mientras tú sigues usando el sitio con normalidad. Desactívalo cuando quieras que vuelvan a encontrarte.',
        ],
      },
      {
        question: '¿Cómo elimino mi cuenta? ¿Puedo cambiar de opinión?',
        answer: [
          'Ve a tus ajustes y elige eliminar tu cuenta. Tu perfil desaparece de inmediato. Durante 14 días aún puedes reactivar tu cuenta con el enlace del correo que te enviamos, con tu perfil, tus mensajes y tus créditos intactos. Pasados 14 días, todo se elimina definitivamente.',
        ],
      },
      {
        question: 'No he recibido el correo de activación. ¿Qué hago?',
        answer: [
          'Revisa primero tu carpeta de spam o correo no deseado y comprueba que la dirección de correo de tu cuenta está bien escrita. Puedes pedir un nuevo correo de activación desde el aviso de la parte superior del sitio, como máximo una vez por minuto. ¿Sigue sin llegar al cabo de unos minutos? Ponte en contacto con atención al cliente.',
        ],
      },
      {
        question: 'He olvidado mi contraseña. ¿Cómo la restablezco?',
        answer: [
          'Haz clic en «¿Has olvidado tu contraseña?» en la página de inicio de sesión e introduce tu dirección de correo electrónico. Recibirás un enlace para elegir una contraseña nueva; es válido durante una hora y solo funciona una vez. Tras el cambio, se cerrará tu sesión en todos tus demás dispositivos.',
        ],
      },
      {
        question: '¿Cómo puedo tener citas de forma segura?',
        answer: [
          'No envíes nunca dinero a alguien que hayas conocido en línea, por muy convincente que sea su historia. No compartas tu dirección, tus datos bancarios ni tus contraseñas. La primera vez, queda en un lugar público, cuéntale a alguien de confianza adónde vas y organiza tú mismo el transporte. Denuncia cualquier comportamiento sospechoso a través de la página de reclamaciones.',
        ],
      },
      {
        question: '¿Todos los perfiles son personas reales?',
        answer: [
          'Algunos perfiles de {{site_name}} son perfiles ficticios gestionados por nuestro personal con fines de entretenimiento. Están marcados con un icono en el perfil. Puedes chatear con ellos, pero no conocerlos en la vida real. Nuestros términos y condiciones también lo explican.',
        ],
      },
      {
        question: '¿Cómo puedo pagar?',
        answer: [
          'Según tu país, puedes pagar con tarjeta de crédito, iDEAL, PayPal, Bancontact, adeudo directo SEPA, Przelewy24 y muchos otros métodos. Los métodos disponibles para ti se muestran al comprar créditos. Los pagos los procesa de forma segura nuestro proveedor de pagos y nosotros nunca vemos los datos completos de tu tarjeta.',
        ],
      },
      {
        question: '¿Me pueden devolver el dinero?',
        answer: [
          'Puedes pedir el reembolso de los créditos no utilizados en un plazo de {{refund_days}} días desde la compra. Nuestra política de devoluciones explica las condiciones.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Devoluciones y reembolsos',
    intro: [
      'Queremos que quedes satisfecho con cada compra en {{site_name}}. Esta política explica cuándo y cómo puedes recuperar tu dinero por los créditos.',
    ],
    sections: [
      {
        heading: 'Reembolso de créditos no utilizados',
        paragraphs: [
          'Puedes cancelar una compra de créditos y recuperar tu dinero en un plazo de {{refund_days}} días desde la compra, siempre que no hayas usado ningún crédito de ese paquete. Si ya has usado una parte, te reembolsamos la parte no utilizada en proporción al precio que pagaste.',
          'Al empezar a usar los créditos aceptas que el servicio comience de inmediato. Por eso, el derecho legal de desistimiento ya no se aplica a los créditos que ya hayas gastado.',
        ],
      },
      {
        heading: 'Qué no se puede reembolsar',
        paragraphs: [
          'Los créditos usados para enviar mensajes, fotos o regalos; los créditos de bonificación y los obtenidos mediante un descuento o una promoción; las compras realizadas hace más de {{refund_days}} días; y los créditos de las cuentas bloqueadas por incumplir los términos y condiciones.',
        ],
      },
      {
        heading: 'Cómo solicitar un reembolso',
        paragraphs: [
          'Envía tu solicitud a través de la página de reclamaciones eligiendo la categoría «Pago», o por correo electrónico a {{support_email}}. Indica la dirección de correo de tu cuenta y la fecha y el importe de la compra. Te confirmamos que hemos recibido tu solicitud y la tramitamos en un plazo de cinco días hábiles.',
        ],
      },
      {
        heading: 'Cómo recibes tu dinero',
        paragraphs: [
          'Los reembolsos aprobados se abonan mediante el método de pago que utilizaste, en un plazo de 14 días desde nuestra decisión. Según tu banco o el emisor de tu tarjeta, el importe puede tardar unos días más en aparecer en tu extracto. Los créditos reembolsados se descuentan de tu saldo.',
        ],
      },
    ],
  },

  service: {
    title: 'Atención al cliente',
    intro: [
      '¿Tienes alguna pregunta sobre tu cuenta, un pago u otro miembro? El equipo de atención al cliente de {{site_name}} estará encantado de ayudarte. Puedes contactarnos por teléfono, por correo electrónico o a través de la página de reclamaciones.',
    ],
    sections: [
      {
        heading: 'Antes de contactarnos',
        paragraphs: [
          'Muchas preguntas ya tienen respuesta en nuestra página de preguntas frecuentes, por ejemplo sobre los créditos, las fotos, el modo invisible y cómo eliminar tu cuenta. Échale un vistazo primero: quizá encuentres la respuesta enseguida.',
        ],
      },
      {
        heading: 'Por teléfono',
        paragraphs: [
          'Puedes llamarnos al {{support_phone}} los días laborables de 9:00 a 17:00 (hora de Europa Central). Ten a mano la dirección de correo de tu cuenta para que podamos encontrar tus datos rápidamente. Por tu seguridad, nunca te pediremos tu contraseña.',
        ],
      },
      {
        heading: 'Por correo electrónico',
        paragraphs: [
          'Puedes escribir a {{support_email}} en cualquier momento. Usa la dirección de correo con la que te registraste para que podamos vincular tu mensaje a tu cuenta, y adjunta una captura de pantalla si ayuda a explicar un problema técnico. Respondemos en un plazo de un día hábil.',
        ],
      },
      {
        heading: 'Reclamaciones',
        paragraphs: [
          '¿No estás satisfecho con nuestro servicio o quieres denunciar a un miembro o un contenido? Usa la página de reclamaciones. Recibirás un número de referencia y una confirmación por correo electrónico, y te responderemos en un plazo de cinco días hábiles. Si no logramos resolver tu reclamación juntos, puedes presentarla en la plataforma europea de resolución de litigios en línea.',
        ],
      },
      {
        heading: 'Pagos y reembolsos',
        paragraphs: [
          'Si tienes preguntas sobre un pago, ten a mano la fecha, el importe y el método de pago. Los créditos no utilizados se pueden reembolsar en un plazo de {{refund_days}} días; nuestra política de devoluciones explica cómo.',
        ],
      },
    ],
  },
};

export default content;
