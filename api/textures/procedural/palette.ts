export type Rgb = readonly [number, number, number];

// Colour words (folded: lower case, no accents) in Spanish and English, in their usual forms.
const colourWords: Record<string, string> = {};
const name = (hex: string, ...words: string[]) => {
  for (const word of words) colourWords[word] = hex;
};
name('#d62828', 'rojo', 'roja', 'rojos', 'rojas', 'red', 'escarlata', 'scarlet', 'carmesi', 'crimson');
name('#1d4ed8', 'azul', 'azules', 'blue');
name('#0b1f4d', 'marino', 'navy');
name('#38bdf8', 'celeste', 'celestes', 'sky');
name('#2e9e4f', 'verde', 'verdes', 'green');
name('#10795b', 'esmeralda', 'emerald', 'jade');
name('#9ccc3a', 'lima', 'lime', 'pistache', 'pistachio');
name('#7ee0b5', 'menta', 'mint');
name('#facc15', 'amarillo', 'amarilla', 'amarillos', 'amarillas', 'yellow');
name('#f97316', 'naranja', 'naranjas', 'anaranjado', 'anaranjada', 'orange');
name('#7c3aed', 'morado', 'morada', 'morados', 'moradas', 'purpura', 'purple', 'violeta', 'violet');
name('#b9a3e3', 'lavanda', 'lila', 'lavender', 'lilac');
name('#f472b6', 'rosa', 'rosas', 'rosado', 'rosada', 'pink');
name('#d946ef', 'magenta', 'fucsia', 'fuchsia');
name('#111318', 'negro', 'negra', 'negros', 'negras', 'black', 'obsidiana', 'obsidian');
name('#f5f5f0', 'blanco', 'blanca', 'blancos', 'blancas', 'white', 'marfil', 'ivory');
name('#8a8f98', 'gris', 'grises', 'gray', 'grey');
name('#7b4a2d', 'cafe', 'marron', 'brown', 'chocolate');
name('#d4a017', 'dorado', 'dorada', 'oro', 'gold', 'golden');
name('#c0c6cf', 'plateado', 'plateada', 'plata', 'silver', 'cromo', 'chrome');
name('#b87333', 'cobre', 'copper', 'bronce', 'bronze');
name('#14b8a6', 'turquesa', 'turquoise', 'aqua', 'aguamarina');
name('#06b6d4', 'cian', 'cyan');
name('#e8dcc0', 'beige', 'crema', 'cream', 'arena', 'sand');
name('#7f1d1d', 'vino', 'burdeos', 'granate', 'burgundy', 'maroon');
name('#ff7f6e', 'coral', 'salmon');
name('#c2410c', 'terracota', 'terracotta', 'barro', 'clay');
name('#556b2f', 'oliva', 'olive', 'militar', 'khaki', 'caqui');

// Themes suggest a whole palette when the prompt names a scene instead of colours.
const themes: Record<string, readonly string[]> = {
  fuego: ['#7f1d1d', '#d62828', '#f97316', '#facc15'],
  mar: ['#0b1f4d', '#1d4ed8', '#14b8a6', '#e0f2fe'],
  bosque: ['#14301f', '#2e9e4f', '#9ccc3a', '#e8dcc0'],
  atardecer: ['#3b0764', '#d946ef', '#f97316', '#fde68a'],
  noche: ['#050816', '#0b1f4d', '#7c3aed', '#c0c6cf'],
  espacio: ['#05020f', '#3b0764', '#1d4ed8', '#f472b6'],
  flores: ['#14301f', '#f472b6', '#facc15', '#f5f5f0'],
  mexico: ['#006341', '#f5f5f0', '#ce1126', '#d4a017'],
  neon: ['#0a0a14', '#d946ef', '#06b6d4', '#facc15'],
  hielo: ['#0b1f4d', '#38bdf8', '#e0f2fe', '#f5f5f0'],
  desierto: ['#7b4a2d', '#c2410c', '#e8dcc0', '#facc15'],
  otono: ['#7f1d1d', '#c2410c', '#d4a017', '#7b4a2d'],
  tierra: ['#3f2a1d', '#7b4a2d', '#c2410c', '#e8dcc0'],
};
const themeWords: Record<string, keyof typeof themes> = {
  fuego: 'fuego',
  llamas: 'fuego',
  flamas: 'fuego',
  fire: 'fuego',
  flames: 'fuego',
  lava: 'fuego',
  mar: 'mar',
  oceano: 'mar',
  olas: 'mar',
  playa: 'mar',
  agua: 'mar',
  ocean: 'mar',
  sea: 'mar',
  waves: 'mar',
  water: 'mar',
  bosque: 'bosque',
  selva: 'bosque',
  hojas: 'bosque',
  naturaleza: 'bosque',
  forest: 'bosque',
  jungle: 'bosque',
  leaves: 'bosque',
  atardecer: 'atardecer',
  ocaso: 'atardecer',
  sunset: 'atardecer',
  dusk: 'atardecer',
  noche: 'noche',
  nocturno: 'noche',
  luna: 'noche',
  night: 'noche',
  moon: 'noche',
  espacio: 'espacio',
  galaxia: 'espacio',
  estrellas: 'espacio',
  cosmos: 'espacio',
  space: 'espacio',
  galaxy: 'espacio',
  stars: 'espacio',
  nebula: 'espacio',
  flores: 'flores',
  flor: 'flores',
  floral: 'flores',
  jardin: 'flores',
  flowers: 'flores',
  flower: 'flores',
  garden: 'flores',
  mexico: 'mexico',
  mexicano: 'mexico',
  mexicana: 'mexico',
  talavera: 'mexico',
  alebrije: 'mexico',
  alebrijes: 'mexico',
  neon: 'neon',
  cyberpunk: 'neon',
  synthwave: 'neon',
  hielo: 'hielo',
  nieve: 'hielo',
  invierno: 'hielo',
  ice: 'hielo',
  snow: 'hielo',
  winter: 'hielo',
  desierto: 'desierto',
  dunas: 'desierto',
  desert: 'desierto',
  dunes: 'desierto',
  otono: 'otono',
  autumn: 'otono',
  fall: 'otono',
  tierra: 'tierra',
  madera: 'tierra',
  wood: 'tierra',
  earth: 'tierra',
};

export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const toRgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function hueOf([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? (g - b) / span : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (sector * 60 + 360) % 360;
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/**
 * The colours a prompt asks for, in the order it names them: colour words first, then the palette
 * of a theme it mentions; topped up with shades around the first colour (or a hue from `random`)
 * so there are always four.
 */
export function paletteFor(prompt: string, random: () => number): Rgb[] {
  const words = foldText(prompt).split(/[^\p{L}\p{N}]+/u);
  const named = [...new Set(words.map((word) => colourWords[word]).filter((hex) => hex !== undefined))];
  const theme = words.map((word) => themeWords[word]).find((key) => key !== undefined);
  // Colours the prompt names win; a theme only fills in when it names fewer than two.
  const themed = theme && named.length < 2 ? themes[theme]! : [];
  const hexes = [...new Set([...named, ...themed])].slice(0, 5);
  const colours = hexes.map(toRgb);
  const hue = colours[0] ? hueOf(colours[0]) : random() * 360;
  const spread = 25 + random() * 35;
  for (let i = 0; colours.length < 4; i++) {
    colours.push(hsl((hue + (i - 1) * spread + 360) % 360, 0.55 + random() * 0.3, 0.2 + i * 0.2));
  }
  return colours;
}

/** The palette ordered dark to light: gradients through it read as light and shade. */
export const byLightness = (palette: readonly Rgb[]) => [...palette].sort((a, b) => luminance(a) - luminance(b));

/** 256 colours running through the palette: index a ramp with a value in 0..1. */
export function ramp(palette: readonly Rgb[]): Uint8Array {
  const table = new Uint8Array(256 * 3);
  const last = palette.length - 1;
  for (let i = 0; i < 256; i++) {
    const position = (i / 255) * last;
    const low = Math.min(Math.floor(position), last - 1);
    const mix = position - low;
    for (let c = 0; c < 3; c++) {
      table[i * 3 + c] = Math.round(palette[low]![c]! * (1 - mix) + palette[low + 1]![c]! * mix);
    }
  }
  return table;
}
