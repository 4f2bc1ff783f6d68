import { type Job, PgBoss } from 'pg-boss';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type LibraryCommand, libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { TextureStyle } from '../../events/schemas/library.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import type { Logger } from '../platform/logger.ts';
import type { Clock } from '../services.ts';
import type { BlobStorage, BlobStore } from '../uploads/signed-blob-store.ts';
import { TextureGenerationError, type TextureProvider } from './texture-provider.ts';

export type TextureJob = { userId: string; textureId: string; prompt: string; stylePreset: TextureStyle };

export type TextureJobs = {
  enqueue(job: TextureJob): Promise<void>;
  close(): Promise<void>;
};

const queue = 'texture-generation';
const retryLimit = 2;

export const textureKey = (textureId: string) => `texture/${textureId}.png`;

type JobDeps = {
  readonly connectionString: string;
  readonly store: EventStore;
  readonly blobs: Pick<BlobStore, 'publicUrl'> & BlobStorage;
  readonly provider: TextureProvider;
  readonly logger: Logger;
  readonly clock: Clock;
  /** Jobs this node runs at once. */
  readonly workers: number;
};

// Generation runs beside the HTTP path: the request only appends `TextureRequested` and queues a
// job; any node's worker renders, stores the PNG and appends the outcome, which the library
// projection pushes to the user's room. The queue starts in the background so that it never
// delays start-up; a request that comes earlier waits for it.
export function startTextureJobs(deps: JobDeps): TextureJobs {
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 4 });
  boss.on('error', (error) => deps.logger.warn({ err: error }, 'texture job queue error'));
  const ready = (async () => {
    await boss.start();
    await boss.createQueue(queue, { retryLimit, retryDelay: 1, expireInSeconds: 300 });
    // Polling every half second (pg-boss's floor) starts a texture about as soon as LISTEN/NOTIFY
    // would, without a dedicated listening connection to tear down at shutdown.
    await boss.work<TextureJob>(queue, { localConcurrency: deps.workers, pollingIntervalSeconds: 0.5 }, ([job]) =>
      job ? run(deps, job) : Promise.resolve(),
    );
  })();
  ready.catch((error: unknown) => deps.logger.error({ err: error }, 'texture job queue did not start'));

  return {
    async enqueue(job) {
      await ready;
      await boss.send(queue, job, { singletonKey: job.textureId });
    },
    async close() {
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 5000 });
      await deps.provider.close();
    },
  };
}

async function run(deps: JobDeps, job: Job<TextureJob>): Promise<void> {
  const settle = (command: Omit<LibraryCommand, 'metadata'>) =>
    handleCommand(deps.store, libraryStreamId(job.data.userId), libraryDecider, {
      ...command,
      metadata: { now: deps.clock.now(), actor: { id: 'texture-worker', role: 'system' } } satisfies CommandMetadata,
    } as LibraryCommand);
  const { textureId, prompt, stylePreset } = job.data;
  try {
    const png = await deps.provider.generate({ prompt, stylePreset });
    const key = textureKey(textureId);
    await deps.blobs.put(key, png, 'image/png');
    await settle({ type: 'CompleteTexture', data: { textureId, url: deps.blobs.publicUrl(key) } });
  } catch (error) {
    const known =
      error instanceof TextureGenerationError
        ? error
        : new TextureGenerationError(undefined, { retryable: true, cause: error });
    deps.logger.warn({ err: error, textureId, attempt: job.retryCount }, 'texture generation failed');
    // Retryable failures go back to pg-boss until the last attempt, which records the failure.
    if (known.retryable && job.retryCount < retryLimit) throw error;
    await settle({ type: 'FailTexture', data: { textureId, message: known.message } });
  }
}
