import type { ContestSchedule } from '../../../events/schemas/contest.ts';
import { formatDateTime, formatLongDate } from '../lib/contest-dates.ts';
import type { ContentDocument } from './document.ts';

/** The contest rules of SPEC §1 and §2 "Terms", with the dates of the configured event. */
export function termsDocument(schedule: ContestSchedule): ContentDocument {
  const start = formatLongDate(schedule.startDate);
  const designEnd = formatDateTime(schedule.contentCreationEndDate);
  const votingEnd = formatDateTime(schedule.votingEndDate);
  const expertEnd = formatLongDate(schedule.expertReviewEnd);
  const contact = schedule.contactWinner
    ? `el ${formatLongDate(schedule.contactWinner)}`
    : 'en la fecha que se publique en el Sitio';
  const announcement = formatLongDate(schedule.winnerAnnouncement);

  return {
    title: 'Términos y condiciones',
    intro:
      'Bases del concurso «Tú Determinas Tu Diseño» del décimo aniversario. Al registrarte y participar aceptas íntegramente estos términos y condiciones; léelos con atención antes de enviar tu diseño.',
    sections: [
      {
        id: 'definiciones',
        title: '1. Definiciones',
        blocks: [
          'Para efectos de estas bases, los siguientes términos tendrán el significado que se indica:',
          {
            items: [
              'Organizador: la empresa automotriz titular de la marca en México, responsable del Concurso y del Sitio.',
              'Concurso: la dinámica «Tú Determinas Tu Diseño», en la que los Participantes crean con inteligencia artificial la decoración exterior de un sedán compacto híbrido.',
              'Sitio: la página web del Concurso, incluidos el estudio de diseño con IA, la galería y las secciones informativas.',
              'Participante: la persona física que cumple los requisitos de estas bases, se registra en el Sitio y envía un diseño a la galería.',
              'Votante: cualquier persona que, tras verificar su correo electrónico, otorga un «me gusta» a un diseño de la galería.',
              'Diseño: la decoración creada en el configurador del Sitio, guardada con un nombre, una descripción y una imagen en miniatura.',
              'Jurado: el panel de seis personas expertas en diseño, cultura y la marca que evalúa a los finalistas.',
              'Premio: un sedán compacto híbrido nuevo, modelo 2025.',
            ],
          },
        ],
      },
      {
        id: 'condiciones-generales',
        title: '2. Condiciones generales',
        blocks: [
          'Pueden participar las personas mayores de 18 años con residencia legal en los Estados Unidos Mexicanos que se registren en el Sitio con datos verdaderos, completos y actualizados. El Organizador podrá solicitar una identificación oficial vigente y un comprobante de domicilio para confirmar estos requisitos.',
          `La creación y el envío de diseños, así como la votación del público, se realizan del ${start} al ${votingEnd}. La creación de diseños cierra el ${designEnd}. Las fechas pueden ser modificadas por el Organizador; las vigentes se publican siempre en la sección «Fechas clave» del Sitio.`,
          'Cada Participante puede guardar hasta 3 diseños en su biblioteca y enviar solo uno a la galería pública. El envío es definitivo: un diseño enviado no puede modificarse, sustituirse ni retirarse del Concurso por el Participante.',
          'Los diseños enviados pasan por una revisión de moderación antes de aparecer en la galería. Solo los diseños aprobados pueden recibir votos.',
          'La participación es gratuita y no requiere la compra de ningún producto o servicio.',
        ],
      },
      {
        id: 'restricciones',
        title: '3. Restricciones',
        blocks: [
          'No podrán participar los empleados del Organizador, de su red de distribuidores autorizados ni de las agencias involucradas en el Concurso, ni sus familiares hasta el segundo grado.',
          'Se descalificará sin previo aviso cualquier diseño o cuenta que:',
          {
            items: [
              'contenga contenido ofensivo, violento, sexual, discriminatorio, político o religioso, o que incite a actividades ilegales;',
              'incluya marcas, logotipos, personajes u obras de terceros sin autorización;',
              'utilice datos falsos, cuentas múltiples, programas automatizados o cualquier mecanismo para alterar los votos;',
              'infrinja derechos de terceros o las leyes aplicables en México.',
            ],
          },
          'Cada persona puede votar una sola vez por cada diseño; volver a pulsar «me gusta» retira el voto. Los votos obtenidos de forma irregular se anularán.',
        ],
      },
      {
        id: 'etapas',
        title: '4. Mecánica: las dos etapas',
        blocks: [
          'Etapa 1. Votación del público. Cada «me gusta» equivale a 1 punto. Al cierre de la votación, los 5 diseños con más «me gusta» pasan a la final. Si hay un empate en el quinto lugar, todos los diseños empatados en ese lugar avanzan.',
          `Etapa 2. Evaluación del Jurado. Del cierre de la votación al ${expertEnd}, un Jurado de 6 personas expertas evalúa a los finalistas. Cada integrante elige 3 diseños y les otorga 3, 2 y 1 puntos respectivamente. El diseño con la mayor suma de puntos del Jurado gana el Premio.`,
          'El Jurado evalúa con tres criterios: integración cultural (qué tan bien el diseño refleja la cultura y las tradiciones de México), estética y diseño artístico (composición, color y armonía con la forma del vehículo) y originalidad y creatividad (una propuesta única y sorprendente).',
          'Las decisiones del Jurado son definitivas e inapelables.',
        ],
      },
      {
        id: 'premio',
        title: '5. Premio y comunicación con el ganador',
        blocks: [
          'El Premio consiste en un sedán compacto híbrido nuevo, modelo 2025, en la versión y el color que determine el Organizador. El Premio es personal e intransferible y no puede canjearse por dinero en efectivo ni por otro bien.',
          `El Organizador contactará al ganador ${contact} por correo electrónico y al teléfono registrados en su cuenta. El ganador deberá responder dentro de las 24 horas siguientes al primer contacto; de lo contrario, quedará descalificado y el Premio se asignará al siguiente diseño con mayor puntuación del Jurado.`,
          `El diseño ganador se anunciará públicamente el ${announcement} en un evento transmitido en la sección «Eventos» del Sitio.`,
          'Los impuestos, trámites de alta, placas, tenencia, seguros y gastos de traslado para recoger el Premio correrán por cuenta del ganador, salvo que el Organizador indique otra cosa por escrito.',
        ],
      },
      {
        id: 'responsabilidad',
        title: '6. Exclusión de responsabilidad',
        blocks: [
          'El Organizador no será responsable por fallas técnicas, interrupciones del servicio, pérdida de datos, problemas de conexión a internet o de los dispositivos de los Participantes, ni por causas de fuerza mayor que impidan participar o votar.',
          'Las texturas se generan con inteligencia artificial a partir del texto que escribe cada Participante; el Organizador no garantiza un resultado determinado y no es responsable del contenido que los Participantes soliciten a la herramienta.',
          'El Organizador podrá suspender, modificar o cancelar el Concurso por causas justificadas, informándolo en el Sitio.',
        ],
      },
      {
        id: 'uso-de-imagen',
        title: '7. Uso de imagen',
        blocks: [
          'Al participar, autorizas al Organizador a publicar tu nombre, tu diseño, su descripción y, en caso de resultar ganador, tu imagen y tu voz en el Sitio, en redes sociales y en materiales promocionales del Concurso, en cualquier medio y sin contraprestación adicional, durante el Concurso y hasta 2 años después de su conclusión.',
        ],
      },
      {
        id: 'derechos-de-autor',
        title: '8. Derechos de autor',
        blocks: [
          'Declaras que el diseño y el texto que lo acompaña son de tu autoría y no infringen derechos de terceros. Conservas el reconocimiento como autor de tu diseño y otorgas al Organizador una licencia gratuita, no exclusiva y por tiempo indefinido para reproducirlo, adaptarlo a vehículos y materiales de la marca y comunicarlo públicamente.',
          'Las marcas, los modelos de vehículos, el software del configurador y los demás contenidos del Sitio son propiedad del Organizador o de sus licenciantes.',
        ],
      },
      {
        id: 'privacidad',
        title: '9. Privacidad',
        blocks: [
          'Tus datos personales se tratan conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y al Aviso de Privacidad publicado en la sección «Privacidad» del Sitio. Los usamos para administrar tu cuenta, validar tu participación y tus votos, contactar al ganador y, si lo autorizas, enviarte información de la marca.',
          'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO) escribiendo a la dirección de contacto indicada abajo.',
        ],
      },
      {
        id: 'contacto',
        title: '10. Contacto',
        blocks: [
          'Para dudas, aclaraciones o reportes sobre el Concurso, escríbenos desde la sección «Contacto» del Sitio o desde el formulario «Contáctanos» de tu perfil. Respondemos de lunes a viernes, de 9:00 a 18:00 h (hora del centro de México).',
          'Estas bases se rigen por las leyes de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México.',
        ],
      },
    ],
  };
}
