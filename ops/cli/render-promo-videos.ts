import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

// The site's local placeholder videos (no outside host): an animated title card drawn on a canvas
// and recorded by Chromium's MediaRecorder as WebM. Run: node_modules/.bin/node ops/cli/render-promo-videos.ts
const outDir = path.resolve(import.meta.dirname, '../../client/public/media');

const videos = [
  {
    file: 'evento-ganador.webm',
    kicker: 'EN VIVO',
    title: 'Anuncio del diseño ganador',
    subtitle: '#TuDeterminasTuDiseño',
  },
  {
    file: 'vlog-aniversario.webm',
    kicker: 'VLOG',
    title: '10 años en el camino',
    subtitle: 'Historias de la marca en México',
  },
];

type Card = (typeof videos)[number];

function recordCard(card: Card): Promise<number[]> {
  const canvas = document.createElement('canvas');
  canvas.width = 960;
  canvas.height = 540;
  const g = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(30), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 900_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const durationMs = 8000;
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / durationMs;
    const sky = g.createLinearGradient(0, 0, 960, 540);
    sky.addColorStop(0, '#0b1f3a');
    sky.addColorStop(1, '#17325a');
    g.fillStyle = sky;
    g.fillRect(0, 0, 960, 540);
    g.fillStyle = 'rgba(255,255,255,0.06)';
    for (let i = 0; i < 12; i++) g.fillRect(((i * 120 - t * 900) % 1080) + 960 - 1080, 430, 70, 6);
    g.fillStyle = '#c8102e';
    g.fillRect(0, 0, 960 * Math.min(1, t * 1.6), 10);
    const x = -260 + t * 1300;
    g.fillStyle = '#f4f6fa';
    g.beginPath();
    g.moveTo(x, 410);
    g.lineTo(x + 30, 370);
    g.lineTo(x + 90, 345);
    g.lineTo(x + 160, 345);
    g.lineTo(x + 215, 372);
    g.lineTo(x + 250, 385);
    g.lineTo(x + 250, 410);
    g.closePath();
    g.fill();
    g.fillStyle = '#0b1f3a';
    for (const w of [x + 55, x + 200]) {
      g.beginPath();
      g.arc(w, 412, 20, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#c8102e';
    g.font = 'bold 26px sans-serif';
    g.fillText(card.kicker, 72, 130);
    g.fillStyle = '#ffffff';
    g.font = 'bold 56px sans-serif';
    g.fillText(card.title, 72, 200);
    g.fillStyle = '#ffd166';
    g.font = '30px sans-serif';
    g.fillText(card.subtitle, 72, 250);
    if (performance.now() - started < durationMs) requestAnimationFrame(draw);
    else recorder.stop();
  };
  return new Promise((resolve) => {
    recorder.onstop = async () => resolve([...new Uint8Array(await new Blob(chunks).arrayBuffer())]);
    recorder.start(500);
    draw();
  });
}

// The studio's tutorial (/estudio): the five steps of a design, one after another, landscape for
// desktop and portrait for phones.
const tutorials = [
  { file: 'tutorial-estudio.webm', width: 960, height: 540 },
  { file: 'tutorial-estudio-movil.webm', width: 540, height: 960 },
];

type Tutorial = (typeof tutorials)[number];

function recordTutorial({ width, height }: Tutorial): Promise<number[]> {
  const steps = [
    ['1', 'Escribe tu idea', 'Describe con palabras la textura que imaginas.'],
    ['2', 'Genera con IA', 'Elige un estilo y presiona Generar.'],
    ['3', 'Pinta parte por parte', 'Cofre, techo, puertas o el auto completo.'],
    ['4', 'Ajusta y guarda', 'Rotación, escala y posición; elige tu miniatura.'],
    ['5', 'Envía y comparte', 'Un diseño a la galería y a tus redes.'],
  ];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(30), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 900_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const perStepMs = 2400;
  const durationMs = perStepMs * steps.length;
  const unit = Math.min(width, height) / 540;
  const palette = ['#c8102e', '#1d4ed8', '#f59e0b', '#0f766e', '#7c3aed'];
  const started = performance.now();
  const draw = () => {
    const elapsed = performance.now() - started;
    const index = Math.min(steps.length - 1, Math.floor(elapsed / perStepMs));
    const within = (elapsed % perStepMs) / perStepMs;
    const [number, title, text] = steps[index]!;
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#0b1f3a');
    sky.addColorStop(1, '#17325a');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    g.fillStyle = '#c8102e';
    g.fillRect(0, 0, width * (elapsed / durationMs), 8 * unit);
    // The sedan, its body taking the step's colour from the nose backwards.
    const carWidth = Math.min(width * 0.8, 620 * unit);
    const x = (width - carWidth) / 2;
    const y = height * (width > height ? 0.78 : 0.72);
    const s = carWidth / 250;
    g.save();
    g.translate(x, y);
    g.scale(s, s);
    g.beginPath();
    g.moveTo(0, 0);
    g.lineTo(30, -40);
    g.lineTo(90, -65);
    g.lineTo(160, -65);
    g.lineTo(215, -38);
    g.lineTo(250, -25);
    g.lineTo(250, 0);
    g.closePath();
    g.fillStyle = '#f4f6fa';
    g.fill();
    g.clip();
    g.fillStyle = palette[index]!;
    g.fillRect(250 - 250 * Math.min(1, within * 1.6), -70, 250, 70);
    g.restore();
    g.fillStyle = '#0b1f3a';
    for (const wheel of [55, 200]) {
      g.beginPath();
      g.arc(x + wheel * s, y + 2 * s, 20 * s, 0, Math.PI * 2);
      g.fill();
    }
    const left = 56 * unit;
    g.fillStyle = '#ffd166';
    g.font = `bold ${26 * unit}px sans-serif`;
    g.fillText('TUTORIAL DEL ESTUDIO', left, 90 * unit);
    g.fillStyle = '#c8102e';
    g.font = `bold ${96 * unit}px sans-serif`;
    g.fillText(number, left, 200 * unit);
    g.fillStyle = '#ffffff';
    g.font = `bold ${46 * unit}px sans-serif`;
    g.fillText(title, left + 80 * unit, 190 * unit);
    g.fillStyle = '#e3e8f1';
    g.font = `${24 * unit}px sans-serif`;
    g.fillText(text, left, 250 * unit, width - 2 * left);
    if (elapsed < durationMs) requestAnimationFrame(draw);
    else recorder.stop();
  };
  return new Promise((resolve) => {
    recorder.onstop = async () => resolve([...new Uint8Array(await new Blob(chunks).arrayBuffer())]);
    recorder.start(500);
    draw();
  });
}

// The landing's hero (SPEC §2: banner videos differ for desktop and mobile): the sedan on the road,
// its livery changing as designs do, with no words (the page's own heading sits over it). Loops seamlessly.
const heroes = [
  { file: 'hero-inicio.webm', width: 960, height: 540 },
  { file: 'hero-inicio-movil.webm', width: 540, height: 960 },
];

type Hero = (typeof heroes)[number];

function recordHero({ width, height }: Hero): Promise<number[]> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(30), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 700_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const durationMs = 8000;
  const liveries = [
    ['#c8102e', '#ffd166'],
    ['#1d4ed8', '#f4f6fa'],
    ['#0f766e', '#f59e0b'],
    ['#7c3aed', '#ffd166'],
  ];
  const landscape = width > height;
  // On a phone the words fill the top: the car keeps to the bottom strip the page leaves free for it.
  const carWidth = landscape ? width * 0.46 : width * 0.7;
  const s = carWidth / 640;
  const carX = landscape ? width * 0.5 : (width - carWidth) / 2;
  const roadY = landscape ? height * 0.86 : height * 0.93;
  const started = performance.now();
  const body = new Path2D(
    'M30 200 C32 170 52 150 92 144 L170 134 C214 96 262 74 330 72 C392 72 436 92 478 128 L560 142 C596 150 614 170 614 196 L612 208 L30 208 Z',
  );
  const draw = () => {
    const elapsed = performance.now() - started;
    const t = (elapsed % durationMs) / durationMs;
    const sky = g.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#0b1f3a');
    sky.addColorStop(1, '#17325a');
    g.fillStyle = sky;
    g.fillRect(0, 0, width, height);
    // Speed streaks and road dashes move a whole number of periods per loop, so the end meets the start.
    g.fillStyle = 'rgba(255,255,255,0.07)';
    for (let i = 0; i < 14; i++) {
      const y = ((i * 97) % (roadY - 40)) + 20;
      const length = 80 + ((i * 53) % 160);
      const x = width - ((t * 2 * (width + 400) + i * 173) % (width + 400));
      g.fillRect(x, y, length, 3);
    }
    g.fillStyle = '#08162b';
    g.fillRect(0, roadY, width, height - roadY);
    g.fillStyle = '#ffd166';
    const dash = 120;
    for (let x = -dash - ((t * 8 * dash * 2) % (dash * 2)); x < width; x += dash * 2) {
      g.fillRect(x, roadY + (height - roadY) * 0.45, dash, 6);
    }
    const [stripe, accent] = liveries[Math.floor(t * liveries.length)]!;
    const bob = Math.sin(t * Math.PI * 16) * 1.5;
    g.save();
    g.translate(carX, roadY - 212 * s + bob);
    g.scale(s, s);
    g.fillStyle = 'rgba(0,0,0,0.35)';
    g.beginPath();
    g.ellipse(320, 214 - bob / s, 290, 14, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f4f6fa';
    g.fill(body);
    g.save();
    g.clip(body);
    g.rotate(-0.6);
    for (let x = -400; x < 900; x += 48) {
      g.fillStyle = stripe!;
      g.fillRect(x, 120, 14, 420);
      g.fillStyle = accent!;
      g.fillRect(x + 22, 120, 6, 420);
    }
    g.restore();
    g.fillStyle = '#17325a';
    g.fill(new Path2D('M190 136 C226 106 270 88 326 86 L330 136 Z'));
    g.fill(new Path2D('M346 86 C398 88 434 104 462 134 L346 136 Z'));
    for (const cx of [150, 500]) {
      g.beginPath();
      g.arc(cx, 206, 36, 0, Math.PI * 2);
      g.fillStyle = '#0b1f3a';
      g.fill();
      g.lineWidth = 8;
      g.strokeStyle = '#f4f6fa';
      g.stroke();
      g.save();
      g.translate(cx, 206);
      g.rotate(t * Math.PI * 2 * 12);
      g.fillStyle = '#c4c4c4';
      g.fillRect(-14, -3, 28, 6);
      g.fillRect(-3, -14, 6, 28);
      g.restore();
    }
    g.restore();
    if (elapsed < durationMs) requestAnimationFrame(draw);
    else recorder.stop();
  };
  return new Promise((resolve) => {
    recorder.onstop = async () => resolve([...new Uint8Array(await new Blob(chunks).arrayBuffer())]);
    recorder.start(500);
    draw();
  });
}

const only = process.argv[2] ?? '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const card of videos.filter(({ file }) => file.startsWith(only))) {
  const bytes = await page.evaluate(recordCard, card);
  await writeFile(path.join(outDir, card.file), Buffer.from(bytes));
  console.log(`${card.file}: ${bytes.length} bytes`);
}
for (const hero of heroes.filter(({ file }) => file.startsWith(only))) {
  const bytes = await page.evaluate(recordHero, hero);
  await writeFile(path.join(outDir, hero.file), Buffer.from(bytes));
  console.log(`${hero.file}: ${bytes.length} bytes`);
}
for (const tutorial of tutorials.filter(({ file }) => file.startsWith(only))) {
  const bytes = await page.evaluate(recordTutorial, tutorial);
  await writeFile(path.join(outDir, tutorial.file), Buffer.from(bytes));
  console.log(`${tutorial.file}: ${bytes.length} bytes`);
}
await browser.close();
