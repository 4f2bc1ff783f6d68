import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { submitDesign } from '../../api/library/submit-design.ts';
import type { Services } from '../../api/services.ts';
import { proceduralProvider } from '../../api/textures/procedural/procedural-provider.ts';
import { textureKey } from '../../api/textures/texture-jobs.ts';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type LibraryCommand, libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import { type PaintTarget, paintTargets } from '../../events/schemas/design.ts';
import type { TextureStyle } from '../../events/schemas/library.ts';

export type DesignSeedServices = Pick<Services, 'store' | 'blobs'>;

type DemoDesign = {
  name: string;
  description: string;
  textures: [prompt: string, style: TextureStyle][];
  /** Which texture (by index) paints which parts. */
  paint: [PaintTarget, number][];
  submitted?: boolean;
};

const placement = { repeatX: 6, repeatY: 6, rotation: 276, offSetX: 825, offSetY: 584 };
// The studio's full-car mode: one texture on the body and all nine panels.
const fullCar = (texture: number) => paintTargets.map((target): [PaintTarget, number] => [target, texture]);
const doors: PaintTarget[] = ['right_front_door', 'right_back_door', 'left_front_door', 'left_back_door'];

// Per demo user (in order): the designs in their library.
const libraries: DemoDesign[][] = [
  [
    {
      name: 'Talavera Poblana',
      description: 'Azulejos de Talavera azul cobalto sobre blanco, de defensa a defensa.',
      textures: [['Talavera azul y blanca', 'tile-texture']],
      paint: fullCar(0),
      submitted: true,
    },
    {
      name: 'Noche de Neón',
      description: 'Líneas de neón magenta y cian sobre negro para recorrer la ciudad de noche.',
      textures: [['neon magenta y cian en la noche', 'neon-punk']],
      paint: fullCar(0),
    },
  ],
  [
    {
      name: 'Fuego Maya',
      description: 'Llamas rojas y doradas en el cofre y las puertas; el resto en negro obsidiana.',
      textures: [
        // A flagged word, so the moderator's demo shows a highlighted bad prompt.
        ['llamas rojas y doradas color sangre', 'digital-art'],
        ['obsidiana negra', 'photographic'],
      ],
      paint: [['hood', 0], ...doors.map((door): [PaintTarget, number] => [door, 0]), ['body', 1]],
      submitted: true,
    },
    {
      name: 'Selva Viva',
      description: 'Hojas verdes en facetas low poly, como la selva lacandona vista desde el aire.',
      textures: [['selva verde con hojas', 'low-poly']],
      paint: fullCar(0),
    },
    {
      name: 'Cubos de Oro',
      description: 'Cubos isométricos dorados y negros en el techo y la cajuela.',
      textures: [['cubos dorados y negros', 'isometric']],
      paint: [
        ['roof', 0],
        ['trunk', 0],
        ['hood', 0],
      ],
    },
  ],
  [
    {
      name: 'Mar de Cortés',
      description: 'Olas turquesa al estilo anime que corren de la cajuela al cofre.',
      textures: [['olas del mar turquesa', 'anime']],
      paint: fullCar(0),
    },
  ],
  [
    {
      name: 'Galaxia Morada',
      description: 'Una nebulosa morada con estrellas para un viaje de noche.',
      textures: [['galaxia morada con estrellas', 'fantasy-art']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Papel Picado',
      description: 'Pliegues de papel rosa y coral, como el papel picado de una fiesta.',
      textures: [['papel rosa y coral', 'origami']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Alebrije Nocturno',
      description: 'Un alebrije de colores vivos recorre las puertas sobre un fondo azul de medianoche.',
      textures: [['alebrije de colores vivos en la noche', 'fantasy-art']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Flor de Cempasúchil',
      description: 'Pétalos naranjas de cempasúchil en el cofre y el techo, como un camino de Día de Muertos.',
      textures: [['flores de cempasuchil naranjas', 'digital-art']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Arte Huichol',
      description: 'Chaquira huichol en amarillo, rojo y azul: venados, soles y espirales de la sierra.',
      textures: [['chaquira huichol amarilla roja y azul', 'tile-texture']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Desierto de Sonora',
      description: 'Dunas y saguaros al atardecer en tonos arena y terracota.',
      textures: [['desierto con dunas y cactus al atardecer', 'photographic']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Monarca Migrante',
      description: 'Alas de mariposa monarca en naranja y negro, de Michoacán a todo el país.',
      textures: [['alas de mariposa monarca naranja y negro', 'line-art']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Cielo de Oaxaca',
      description: 'Nubes blancas sobre un azul intenso, como el cielo de la sierra oaxaqueña.',
      textures: [['cielo azul intenso con nubes blancas', 'cinematic']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
  [
    {
      name: 'Jade Olmeca',
      description: 'Verde jade pulido con grecas geométricas inspiradas en la cultura olmeca.',
      textures: [['jade verde con grecas geometricas', 'modeling-compound']],
      paint: fullCar(0),
      submitted: true,
    },
  ],
];

const stamp = (name: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
  <rect y="466" width="960" height="74" fill="#000" fill-opacity="0.5"/>
  <text x="28" y="514" font-family="DejaVu Sans" font-size="28" font-weight="bold" fill="#fff">${name}</text>
  <text x="932" y="514" font-family="DejaVu Sans" font-size="26" fill="#fff" text-anchor="end">#TuDeterminasTuDiseño</text>
</svg>`);

/** A 960×540 JPEG (quality 0.7) from the design's first texture with the campaign hashtag stamped on. */
async function thumbnailOf(texture: Uint8Array, name: string): Promise<Uint8Array> {
  const image = await sharp(texture)
    .resize(960, 540, { fit: 'cover' })
    .composite([{ input: stamp(name) }])
    .jpeg({ quality: 70 })
    .toBuffer();
  return new Uint8Array(image);
}

/** Textures, thumbnails, saved and submitted designs for the first demo users. */
export async function seedDemoDesigns(services: DesignSeedServices, userIds: readonly string[], now: number) {
  const provider = proceduralProvider(2);
  try {
    let designs = 0;
    const submitted: { name: string; designId: string }[] = [];
    await Promise.all(
      libraries.map(async (library, i) => {
        const userId = userIds[i];
        if (!userId) return;
        const metadata = (offset: number): CommandMetadata => ({
          now: now - (libraries.length - i) * 600_000 + offset,
          actor: { id: userId, role: 'user' },
        });
        const onLibrary = (command: LibraryCommand) =>
          handleCommand(services.store, libraryStreamId(userId), libraryDecider, command);
        // Nothing can be saved after the submission, so the submitted design comes last.
        const inOrder = [...library].sort((a, b) => Number(a.submitted ?? false) - Number(b.submitted ?? false));
        for (const [d, design] of inOrder.entries()) {
          const urls: string[] = [];
          let firstPng: Uint8Array | undefined;
          for (const [prompt, stylePreset] of design.textures) {
            const textureId = randomUUID();
            await onLibrary({
              type: 'RequestTexture',
              data: { textureId, prompt, stylePreset },
              metadata: metadata(d * 10),
            });
            const png = await provider.generate({ prompt, stylePreset });
            firstPng ??= png;
            await services.blobs.put(textureKey(textureId), png, 'image/png');
            const url = services.blobs.publicUrl(textureKey(textureId));
            await onLibrary({ type: 'CompleteTexture', data: { textureId, url }, metadata: metadata(d * 10 + 1) });
            urls.push(url);
          }
          const thumbnailKey = services.blobs.ownedKey('thumbnail', userId, 'jpg');
          await services.blobs.put(thumbnailKey, await thumbnailOf(firstPng!, design.name), 'image/jpeg');
          const thumbnail = services.blobs.publicUrl(thumbnailKey);
          const designId = randomUUID();
          await onLibrary({
            type: 'SaveDesign',
            data: {
              designId,
              name: design.name,
              description: design.description,
              thumbnail,
              images: [thumbnail],
              glbState: design.paint.map(([objectName, t]) => ({
                objectName,
                texture: urls[t]!,
                map_details: placement,
              })),
            },
            metadata: metadata(d * 10 + 2),
          });
          designs++;
          if (design.submitted) {
            await submitDesign(services, userId, designId, metadata(d * 10 + 3));
            submitted.push({ name: design.name, designId });
          }
        }
      }),
    );
    return { designs, submitted };
  } finally {
    await provider.close();
  }
}
