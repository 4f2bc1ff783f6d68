/** Sessions that ended (logout, password reset, deletion): the socket server takes their sockets out of staff rooms. */
export type SessionEnds = {
  end(sessionIds: readonly string[]): void;
  onEnd(listener: (sessionIds: readonly string[]) => void): void;
};

export function sessionEnds(): SessionEnds {
  const listeners: Array<(sessionIds: readonly string[]) => void> = [];
  return {
    end(sessionIds) {
      for (const listener of listeners) listener(sessionIds);
    },
    onEnd(listener) {
      listeners.push(listener);
    },
  };
}
