// A place in the global log. For PostgreSQL `commit` is the writing transaction id and `prepare`
// the global position; for EventStoreDB they are its own commit/prepare pair. Both orders compare
// the same way: commit first, then prepare.
export type LogPosition = { readonly commit: number; readonly prepare: number };

export const logStart: LogPosition = { commit: 0, prepare: 0 };

export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  return a.commit - b.commit || a.prepare - b.prepare;
}

export function formatLogPosition(position: LogPosition): string {
  return `${position.commit}/${position.prepare}`;
}

export function parseLogPosition(text: string): LogPosition | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  return match ? { commit: Number(match[1]), prepare: Number(match[2]) } : undefined;
}
