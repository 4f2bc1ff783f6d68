import type { Publisher, Push } from '../../projections/projection.ts';

// Busy rooms (the leaderboard moves with every vote) get at most one push per interval: the first
// goes out at once, later ones within the interval are replaced by the newest, sent when it ends.
export function coalescedPublisher(
  target: Publisher,
  options: { rooms: readonly string[]; intervalMs: number },
): Publisher & { close(): void } {
  const rooms = new Set(options.rooms);
  const held = new Map<string, Push>();
  const timers = new Map<string, NodeJS.Timeout>();

  function openWindow(room: string): void {
    const timer = setTimeout(() => {
      timers.delete(room);
      const latest = held.get(room);
      if (!latest) return;
      held.delete(room);
      target.publish(latest);
      openWindow(room);
    }, options.intervalMs);
    timer.unref();
    timers.set(room, timer);
  }

  return {
    publish(push) {
      if (!rooms.has(push.room)) return target.publish(push);
      if (timers.has(push.room)) {
        held.set(push.room, push);
        return;
      }
      target.publish(push);
      openWindow(push.room);
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      held.clear();
    },
  };
}
