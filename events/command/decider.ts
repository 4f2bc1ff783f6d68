export type DomainEvent<Type extends string = string, Data = unknown> = {
  readonly type: Type;
  readonly data: Data;
};

export type CommandMetadata = {
  /** The clock and ids come in with the command so that deciders stay pure. */
  readonly now: number;
  readonly commandId?: string;
  readonly actor?: { readonly id: string; readonly role: string };
  readonly correlationId?: string;
  readonly ipHash?: string;
  readonly userAgent?: string;
};

export type Command<Type extends string = string, Data = unknown> = {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
};

export type Decider<State, C extends Command, E extends DomainEvent> = {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: E) => State;
  readonly decide: (command: C, state: State) => E | readonly E[];
};

/** A broken business rule; the API answers it with `status` and this (Spanish) message. */
export class DomainError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429;
  readonly code: string;
  /** Extra fields for the answer, e.g. `retryAfter` seconds. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: string,
    message: string,
    status: DomainError['status'] = 409,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}
