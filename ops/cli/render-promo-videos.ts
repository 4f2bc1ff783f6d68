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

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const card of videos) {
  const bytes = await page.evaluate(recordCard, card);
  await writeFile(path.join(outDir, card.file), Buffer.from(bytes));
  console.log(`${card.file}: ${bytes.length} bytes`);
}
await browser.close();
