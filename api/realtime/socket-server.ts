import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { z } from 'zod';
import { messages } from '../../events/schemas/messages.ts';
import type { Publisher } from '../../projections/projection.ts';
import type { Logger } from '../platform/logger.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { SocketActor } from './rooms.ts';
import { mayJoin, needsActor, roomKind, sessionRoom, staffRooms } from './rooms.ts';
import type { SessionEnds } from './session-ends.ts';

export type Authenticate = (token: string | undefined) => Promise<SocketActor>;

export type SocketServer = Publisher & { readonly io: Server; close(): Promise<void> };

type Ack = (answer: { ok: true } | { ok: false; message: string }) => void;

const roomRequest = z.object({ room: z.string().max(80) });

export async function createSocketServer(
  httpServer: HttpServer,
  options: {
    authenticate: Authenticate;
    metrics: Metrics;
    logger: Logger;
    fanOutPool?: pg.Pool;
    sessionEnds?: SessionEnds;
    recheckMs?: number;
  },
): Promise<SocketServer> {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
  if (options.fanOutPool) {
    await options.fanOutPool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`);
    io.adapter(createAdapter(options.fanOutPool));
  }

  const tokenOf = (auth: unknown) =>
    typeof (auth as { token?: unknown })?.token === 'string' ? (auth as { token: string }).token : undefined;

  io.on('connection', (socket) => {
    options.metrics.sockets.inc();
    socket.on('disconnect', () => options.metrics.sockets.dec());

    socket.on('subscribe', async (payload: unknown, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => {};
      const request = roomRequest.safeParse(payload);
      const kind = request.success ? roomKind(request.data.room) : undefined;
      if (!request.success || !kind) return reply({ ok: false, message: messages.validation.invalidRequest });
      // Staff and user rooms look the token up again on every join, so a revoked session cannot listen in.
      const actor = needsActor(kind) ? await options.authenticate(tokenOf(socket.handshake.auth)) : undefined;
      if (!mayJoin(kind, actor, request.data.room)) return reply({ ok: false, message: messages.errors.forbidden });
      if (actor?.sessionId) await socket.join(sessionRoom(actor.sessionId));
      await socket.join(request.data.room);
      reply({ ok: true });
    });

    socket.on('unsubscribe', async (payload: unknown, ack?: Ack) => {
      const request = roomRequest.safeParse(payload);
      if (request.success) await socket.leave(request.data.room);
      if (typeof ack === 'function')
        ack(request.success ? { ok: true } : { ok: false, message: messages.validation.invalidRequest });
    });
  });

  // A logout or password reset on any node: the sockets of those sessions leave staff rooms at once.
  options.sessionEnds?.onEnd((sessionIds) => {
    for (const id of sessionIds) io.in(sessionRoom(id)).socketsLeave([...staffRooms, sessionRoom(id)]);
  });

  // Sessions also end by expiring, which no request announces: staff sockets are checked again often.
  const recheck = setInterval(async () => {
    for (const socket of io.of('/').sockets.values()) {
      const rooms = staffRooms.filter((room) => socket.rooms.has(room));
      if (rooms.length === 0) continue;
      const actor = await options.authenticate(tokenOf(socket.handshake.auth)).catch(() => undefined);
      for (const room of rooms) if (!mayJoin(room, actor, room)) await socket.leave(room);
    }
  }, options.recheckMs ?? 15_000);
  recheck.unref();

  return {
    io,
    publish(push) {
      io.to(push.room).emit(push.event, push.payload);
    },
    close: () => {
      clearInterval(recheck);
      return new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}
