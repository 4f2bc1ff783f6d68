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
const restartAfterMs = 1000;

// While votes pour in, the main thread's event loop takes its time to come round, and each of a
// projector's round trips to the database waited for a whole turn of it: the leaderboard fell
// seconds behind. On a thread of their own the projectors query at the database's pace, and only
// their pushes cross over to the main thread's Socket.IO server. Their transactions are declared
// never to append to the thread's own store only: the main thread's one reader of the log (the
// voting facts) still waits for them, a few milliseconds each.
export function runProjectionsOnThread(options: ThreadOptions): ProjectionRunner {
  let leader = false;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  const started = Promise.withResolvers<void>();
  const leadership = (now: boolean) => {
    if (now === leader) return;
    leader = now;
    options.onLeadershipChange(now);
  };

  function startThread() {
    const worker = new Worker(new URL('./projector-thread.worker.ts', import.meta.url), {
      workerData: { config: options.config, connectionString: options.connectionString },
    });
    const stopped = Promise.withResolvers<void>();
    let ready = false;
    worker.on('message', (message: FromProjectorThread) => {
      if (message.type === 'ready') {
        ready = true;
        started.resolve();
      } else if (message.type === 'push') options.publisher.publish(message.push);
      else if (message.type === 'leadership') leadership(message.leader);
      else if (message.type === 'error') options.onError(message.projection, new Error(message.message));
      else stopped.resolve();
    });
    worker.on('error', (error) => options.onError('projector thread', error));
    // A thread that dies lets go of the leader lock with its connection: another node projects, and
    // this one starts a new thread, which waits for the lock. One that never became ready fails
    // the start instead.
    worker.on('exit', (code) => {
      leadership(false);
      stopped.resolve();
      if (stopping) return;
      if (!ready) return started.reject(new Error(`projector thread ended with code ${code} before it was ready`));
      restart = setTimeout(() => {
        current = startThread();
      }, restartAfterMs);
    });
    return { worker, stopped: stopped.promise };
  }

  let current = startThread();
  return {
    firstAttempt: started.promise,
    isLeader: () => leader,
    async stop() {
      stopping = true;
      clearTimeout(restart);
      current.worker.postMessage('stop' satisfies ToProjectorThread);
      await Promise.race([current.stopped, sleep(stopTimeoutMs, undefined, { ref: false })]);
      await current.worker.terminate();
    },
  };
}
