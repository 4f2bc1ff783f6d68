import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import type { LeaderboardPayload } from '../../projections/leaderboard/leaderboard-pushes.ts';

// The votes benchmark's probe and its 1,000 Socket.IO watchers, on a thread of their own so that
// the load generator's work delays neither when a probe vote is answered nor when a push is seen.
// The probe likes one design every `everyMs`; each watcher measures from the k-th probe vote's
// answer to the first leaderboard push that counts it.
export type WatchersSetup = {
  url: string;
  watchers: number;
  probe: string;
  headStart: number;
  tokens: string[];
  everyMs: number;
};
export type WatcherCommand = 'start' | 'stop' | 'finish';
export type WatcherReport =
  | { ready: number }
  | { probes: number }
  | { latencies: number[]; firstSeen: number[]; connected: number };

const { url, watchers, probe, headStart, tokens, everyMs } = workerData as WatchersSetup;
const answeredAt: number[] = [];
const latencies: number[] = [];
// Per probe vote, the latency of the watcher that saw it first: what the server's delivery costs
// before this one thread has worked through the same push on its 1,000 sockets.
const firstSeen: number[] = [];
const sockets: Socket[] = [];

function watch(): Promise<unknown> {
  const socket = io(url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  let seen = 0;
  socket.on('leaderboard', (payload: LeaderboardPayload) => {
    const at = Date.now();
    const probed = (payload.rows.find((row) => row.designId === probe)?.totalVotes ?? 0) - headStart;
    for (let k = seen + 1; k <= probed; k++) {
      const latency = Math.max(0, at - (answeredAt[k] ?? at));
      latencies.push(latency);
      firstSeen[k] ??= latency;
    }
    seen = Math.max(seen, probed);
  });
  return socket.emitWithAck('subscribe', { room: 'leaderboard' });
}

let probing = true;
async function probeVotes(): Promise<number> {
  let k = 0;
  while (probing && k < tokens.length) {
    const response = await fetch(`${url}/api/v1/vote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[k]}` },
      body: JSON.stringify({ postId: probe }),
    });
    if (response.ok) answeredAt[++k] = Date.now();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return k;
}

for (let n = 0; n < watchers; n += 100) await Promise.all(Array.from({ length: Math.min(100, watchers - n) }, watch));
parentPort!.postMessage({ ready: sockets.filter((socket) => socket.connected).length } satisfies WatcherReport);

// start: the probe begins; stop: it ends and says how many votes it cast; finish: after the
// tallies are checked (late pushes still count), the watchers report and disconnect.
let prober: Promise<number> | undefined;
parentPort!.on('message', async (command: WatcherCommand) => {
  if (command === 'start') prober = probeVotes();
  else if (command === 'stop') {
    probing = false;
    parentPort!.postMessage({ probes: (await prober) ?? 0 } satisfies WatcherReport);
  } else {
    const connected = sockets.filter((socket) => socket.connected).length;
    for (const socket of sockets) socket.close();
    parentPort!.postMessage({
      latencies,
      firstSeen: firstSeen.filter(() => true), // without the holes of probe votes no push counted
      connected,
    } satisfies WatcherReport);
  }
});
