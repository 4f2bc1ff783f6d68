import { contact } from './contact.ts';
import type { ContentDocument } from './document.ts';

export const privacyDocument: ContentDocument = {
  title: 'Aviso de privacidad',
  intro:
    'Este aviso explica qué datos personales recabamos en el sitio del concurso «Tú Determinas Tu Diseño», para qué los usamos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable',
      blocks: [
        'La empresa automotriz titular de la marca en México, con domicilio en la Ciudad de México, es responsable del tratamiento de tus datos personales.',
      ],
    },
    {
      id: 'datos',
      title: 'Datos que recabamos',
      blocks: [
        {
          items: [
            'Identificación y contacto: nombre, apellidos, correo electrónico, teléfono móvil a 10 dígitos y fecha de nacimiento (para confirmar que eres mayor de edad).',
            'Preferencias: el distribuidor y el estado que elijas al registrarte.',
            'Participación: tus diseños, los textos con los que generas texturas, tus votos y las veces que compartes.',
            'Datos técnicos: registros de inicio de sesión, dirección IP resumida y tipo de navegador, para la seguridad de tu cuenta y de la votación.',
          ],
        },
        'No recabamos datos personales sensibles.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué los usamos',
      blocks: [
        'Finalidades necesarias: crear y proteger tu cuenta, enviarte los códigos de verificación, publicar tus diseños en la galería, contar los votos de forma confiable, seleccionar y contactar al ganador y atender tus mensajes.',
        'Finalidades adicionales, solo si las aceptas: enviarte noticias, promociones e invitaciones de la marca y de su red de distribuidores. Puedes retirar este consentimiento en cualquier momento.',
      ],
    },
    {
      id: 'transferencias',
      title: 'Transferencias',
      blocks: [
        'Compartimos tus datos únicamente con proveedores que nos ayudan a operar el sitio (alojamiento, envío de correo) bajo contratos de confidencialidad, y con el distribuidor que elijas cuando resultes ganador. No vendemos tus datos.',
      ],
    },
    {
      id: 'derechos-arco',
      title: 'Tus derechos ARCO',
      blocks: [
        `Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su uso escribiendo a ${contact.email}. Responderemos en un máximo de 20 días hábiles. También puedes corregir tus datos desde tu perfil o solicitar la eliminación de tu cuenta; al eliminarla, tus datos personales se borran de forma irreversible y tus diseños aparecen como «[eliminado]».`,
      ],
    },
    {
      id: 'conservacion',
      title: 'Conservación y seguridad',
      blocks: [
        'Conservamos tus datos mientras tu cuenta esté activa y hasta 2 años después del cierre del concurso. Las contraseñas se guardan cifradas de forma irreversible y tus datos de contacto se cifran con una llave propia de tu cuenta.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a este aviso',
      blocks: [
        'Publicaremos cualquier cambio a este aviso en esta misma página, indicando la fecha de la última actualización.',
      ],
    },
  ],
};
