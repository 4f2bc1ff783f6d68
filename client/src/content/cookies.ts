import type { ContentDocument } from './document.ts';

export const cookiesDocument: ContentDocument = {
  title: 'Política de cookies',
  intro:
    'Usamos el almacenamiento de tu navegador solo para que el sitio funcione: mantener tu sesión y recordar tus preferencias. No usamos cookies de publicidad ni de terceros.',
  sections: [
    {
      id: 'que-son',
      title: '¿Qué son las cookies?',
      blocks: [
        'Las cookies y el almacenamiento local son pequeños archivos o datos que un sitio guarda en tu navegador para recordar información entre una visita y otra.',
      ],
    },
    {
      id: 'cuales-usamos',
      title: '¿Cuáles usamos?',
      blocks: [
        {
          items: [
            'Sesión: guarda de forma segura tu acceso para que no tengas que iniciar sesión en cada página. Se borra al cerrar sesión.',
            'Tutorial: recuerda si ya viste o saltaste el recorrido guiado del sitio, para no mostrártelo de nuevo.',
            'Votación: recuerda que verificaste tu correo para votar durante el periodo de votación.',
          ],
        },
        'Ninguno de estos datos se comparte con terceros ni se usa para mostrarte publicidad.',
      ],
    },
    {
      id: 'como-borrarlas',
      title: '¿Cómo eliminarlas?',
      blocks: [
        'Puedes borrar las cookies y el almacenamiento del sitio desde la configuración de privacidad de tu navegador. Si lo haces, tendrás que iniciar sesión de nuevo y el tutorial volverá a aparecer.',
      ],
    },
  ],
};
