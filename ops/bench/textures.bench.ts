import { loadavg } from 'node:os';
import { proceduralProvider } from '../../api/textures/procedural/procedural-provider.ts';
import { renderTexture } from '../../api/textures/procedural/procedural-texture.ts';
import { textureStyles } from '../../events/schemas/library.ts';
import { log } from './bench-database.ts';

const prompts = ['olas azules del mar', 'llamas rojas y doradas', 'selva verde', 'atardecer naranja y morado'];
const samplesPerStyle = 12;
const throughputJobs = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/**
 * Procedural 1024² textures: time per style (pixels + PNG, one at a time through the provider) and
 * generations per second with 2 worker threads kept busy, as the texture queue runs them.
 */
export async function run() {
  const provider = proceduralProvider(2);
  try {
    await provider.generate({ prompt: 'calentamiento', stylePreset: 'tile-texture' });
    // Wall time suffers from whatever else the shared machine runs; the process's CPU time for one
    // generation (render thread + PNG encoding; nothing else runs meanwhile) is what an idle core needs.
    const perStyle: Record<string, { p50: number; p95: number; cpuP50: number; cpuP95: number }> = {};
    for (const { value: style } of textureStyles) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < samplesPerStyle; i++) {
        const startedAt = performance.now();
        const cpuBefore = process.cpuUsage();
        await provider.generate({ prompt: `${prompts[i % prompts.length]} ${i}`, stylePreset: style });
        const used = process.cpuUsage(cpuBefore);
        times.push(performance.now() - startedAt);
        cpu.push((used.user + used.system) / 1000);
      }
      const sorted = (values: number[]) => values.sort((a, b) => a - b);
      perStyle[style] = {
        p50: Math.round(percentile(sorted(times), 0.5)),
        p95: Math.round(percentile(times, 0.95)),
        cpuP50: Math.round(percentile(sorted(cpu), 0.5)),
        cpuP95: Math.round(percentile(cpu, 0.95)),
      };
      log(
        `${style}: wall p50 ${perStyle[style].p50} ms, p95 ${perStyle[style].p95} ms; cpu p95 ${perStyle[style].cpuP95} ms`,
      );
    }
    const pixelsOnly: number[] = [];
    for (const { value: style } of textureStyles) {
      const startedAt = performance.now();
      renderTexture('olas azules del mar', style);
      pixelsOnly.push(performance.now() - startedAt);
    }
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: throughputJobs }, (_, i) =>
        provider.generate({
          prompt: `${prompts[i % prompts.length]} ${i}`,
          stylePreset: textureStyles[i % textureStyles.length]!.value,
        }),
      ),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const worstP95 = Math.max(...Object.values(perStyle).map((style) => style.p95));
    const worstCpuP95 = Math.max(...Object.values(perStyle).map((style) => style.cpuP95));
    return {
      benchmark: 'textures',
      size: 1024,
      samplesPerStyle,
      perStyleMs: perStyle,
      worstStyleP95Ms: worstP95,
      worstStyleCpuP95Ms: worstCpuP95,
      targetP95Ms: 300,
      pixelsOnlyMeanMs: Math.round(pixelsOnly.reduce((a, b) => a + b, 0) / pixelsOnly.length),
      workers: 2,
      generationsPerSecond: Number((throughputJobs / seconds).toFixed(2)),
      loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
    };
  } finally {
    await provider.close();
  }
}
