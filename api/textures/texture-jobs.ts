import { PgBoss } from 'pg-boss';
import type { CommandMetadata } from '../../events/command/decider.ts';
import { handleCommand } from '../../events/command/handle-command.ts';
import { type LibraryCommand, libraryDecider } from '../../events/library/library.decider.ts';
import { libraryStreamId } from '../../events/library/library.events.ts';
import type { TextureStyle } from '../../events/schemas/library.ts';
import type { EventStore } from '../../events/store/event-store.ts';
import type { Logger } from '../platform/logger.ts';
import type { Clock } from '../services.ts';
import type { BlobStorage, BlobStore } from '../uploads/local-blob-store.ts';
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
// projection pushes to the user's room.
export async function startTextureJobs(deps: JobDeps): Promise<TextureJobs> {
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 4 });
  boss.on('error', (error) => deps.logger.warn({ err: error }, 'texture job queue error'));
  await boss.start();
  await boss.createQueue(queue, { retryLimit, retryDelay: 1, expireInSeconds: 300 });

  const settle = (job: TextureJob, command: Omit<LibraryCommand, 'metadata'>) =>
    handleCommand(deps.store, libraryStreamId(job.userId), libraryDecider, {
      ...command,
      metadata: { now: deps.clock.now(), actor: { id: 'texture-worker', role: 'system' } } satisfies CommandMetadata,
    } as LibraryCommand);

  await boss.work<TextureJob>(
    queue,
    // Polling every half second (pg-boss's floor) starts a texture about as soon as LISTEN/NOTIFY
    // would, without a dedicated listening connection to tear down at shutdown.
    { localConcurrency: deps.workers, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      try {
        const png = await deps.provider.generate({ prompt: job.data.prompt, stylePreset: job.data.stylePreset });
        const key = textureKey(job.data.textureId);
        await deps.blobs.put(key, png, 'image/png');
        await settle(job.data, {
          type: 'CompleteTexture',
          data: { textureId: job.data.textureId, url: deps.blobs.publicUrl(key) },
        });
      } catch (error) {
        const known =
          error instanceof TextureGenerationError
            ? error
            : new TextureGenerationError(undefined, { retryable: true, cause: error });
        deps.logger.warn(
          { err: error, textureId: job.data.textureId, attempt: job.retryCount },
          'texture generation failed',
        );
        if (known.retryable && job.retryCount < retryLimit) throw error;
        await settle(job.data, {
          type: 'FailTexture',
          data: { textureId: job.data.textureId, message: known.message },
        });
      }
    },
  );

  return {
    async enqueue(job) {
      await boss.send(queue, job, { singletonKey: job.textureId });
    },
    async close() {
      await boss.stop({ graceful: true, timeout: 5000 });
      await deps.provider.close();
    },
  };
}
