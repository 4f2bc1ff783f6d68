import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Publisher, Push } from '../../projections/projection.ts';
import type { ProjectionRunner } from '../../projections/runner/projection-runner.ts';
import type { Config } from '../config.ts';

export type ToProjectorThread = 'stop';
export type FromProjectorThread =
  | { type: 'ready' }
  | { type: 'push'; push: Push }
  | { type: 'leadership'; leader: boolean }
  | { type: 'error'; projection: string; message: string }
  | { type: 'stopped' };

type ThreadOptions = {
  readonly config: Config;
  readonly connectionString: string;
  readonly publisher: Publisher;
  readonly onError: (projection: string, error: unknown) => void;
  readonly onLeadershipChange: (leader: boolean) => void;
};

const stopTimeoutMs = 10_000;

// While votes pour in, the main thread's event loop takes its time to come round, and each of a
// projector's round trips to the database waited for a whole turn of it: the leaderboard fell
// seconds behind. On a thread of their own the projectors query at the database's pace, and only
// their pushes cross over to the main thread's Socket.IO server. Their transactions are declared
// never to append to the thread's own store only: the main thread's one reader of the log (the
// voting facts) still waits for them, a few milliseconds each.
export function runProjectionsOnThread(options: ThreadOptions): ProjectionRunner {
  const worker = new Worker(new URL('./projector-thread.worker.ts', import.meta.url), {
    workerData: { config: options.config, connectionString: options.connectionString },
  });
  let leader = false;
  const started = Promise.withResolvers<void>();
  const stopped = Promise.withResolvers<void>();

  const leadership = (now: boolean) => {
    if (now === leader) return;
    leader = now;
    options.onLeadershipChange(now);
  };

  worker.on('message', (message: FromProjectorThread) => {
    if (message.type === 'ready') started.resolve();
    else if (message.type === 'push') options.publisher.publish(message.push);
    else if (message.type === 'leadership') leadership(message.leader);
    else if (message.type === 'error') options.onError(message.projection, new Error(message.message));
    else stopped.resolve();
  });
  // A thread that dies lets go of the leader lock with its connection: another node projects.
  worker.on('error', (error) => {
    started.reject(error);
    options.onError('projector thread', error);
  });
  worker.on('exit', () => {
    leadership(false);
    stopped.resolve();
  });

  return {
    firstAttempt: started.promise,
    isLeader: () => leader,
    async stop() {
      worker.postMessage('stop' satisfies ToProjectorThread);
      await Promise.race([stopped.promise, sleep(stopTimeoutMs)]);
      await worker.terminate();
    },
  };
}
