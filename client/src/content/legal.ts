import { contact } from './contact.ts';
import type { ContentDocument } from './document.ts';

export const legalDocument: ContentDocument = {
  title: 'Aviso legal',
  intro:
    'Condiciones de uso del sitio del concurso «Tú Determinas Tu Diseño». Al navegar por el sitio aceptas estas condiciones.',
  sections: [
    {
      id: 'titular',
      title: 'Titular del sitio',
      blocks: [
        `Este sitio es operado por la empresa automotriz titular de la marca en México, con domicilio en la Ciudad de México. Contacto: ${contact.email}.`,
      ],
    },
    {
      id: 'uso',
      title: 'Uso del sitio',
      blocks: [
        'Te comprometes a usar el sitio de forma lícita, a no publicar contenido ofensivo o que infrinja derechos de terceros y a no intentar alterar su funcionamiento, la votación o la seguridad de otras cuentas.',
        'Podemos suspender las cuentas que incumplan estas condiciones o los términos y condiciones del concurso.',
      ],
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual',
      blocks: [
        'Los logotipos, nombres de modelos, fotografías, videos, modelos 3D y el software del sitio son propiedad de la marca o de sus licenciantes. No pueden reproducirse sin autorización, salvo para compartir tu diseño y los contenidos del concurso en redes sociales.',
      ],
    },
    {
      id: 'informacion-de-vehiculos',
      title: 'Información de vehículos',
      blocks: [
        'Las imágenes de vehículos y decoraciones son ilustrativas. Las especificaciones, versiones, colores y precios pueden variar; consulta a tu distribuidor autorizado para la información vigente.',
      ],
    },
    {
      id: 'enlaces',
      title: 'Enlaces y contenidos externos',
      blocks: [
        'Algunas secciones muestran contenido del sitio principal de la marca. No somos responsables del contenido de sitios de terceros a los que enlacemos.',
      ],
    },
    {
      id: 'legislacion',
      title: 'Legislación aplicable',
      blocks: [
        'Estas condiciones se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se resolverá ante los tribunales competentes de la Ciudad de México.',
      ],
    },
  ],
};
