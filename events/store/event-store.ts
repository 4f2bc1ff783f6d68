import type { LogPosition } from './log-position.ts';

export type Actor = { readonly id: string; readonly role: string };

export type EventMetadata = {
  readonly commandId?: string;
  readonly actor?: Actor;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly ipHash?: string;
  readonly userAgent?: string;
};

export type NewEvent<Type extends string = string, Data = unknown> = {
  readonly type: Type;
  readonly data: Data;
  readonly metadata?: EventMetadata;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = NewEvent<Type, Data> & {
  readonly metadata: EventMetadata;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly globalPosition: number;
  readonly logPosition: LogPosition;
  readonly recordedAt: Date;
};

export type AppendOptions = {
  /** Number of events the stream must hold before this append (0: the stream must not exist). */
  readonly expectedVersion: number;
  /** A retried command with the same id gets the first result instead of appending twice. */
  readonly commandId?: string;
};

export type AppendResult = {
  readonly nextExpectedVersion: number;
  readonly events: readonly RecordedEvent[];
  readonly lastPosition: LogPosition | undefined;
  readonly duplicate: boolean;
};

export type StreamRead = { readonly version: number; readonly events: readonly RecordedEvent[] };

export type ReadAllOptions = { readonly from?: LogPosition; readonly limit?: number };

export type SubscriptionHandler = (events: readonly RecordedEvent[]) => Promise<void> | void;

export type Subscription = {
  /** Resolves when the subscription stops; rejects with the handler's error if it failed. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
};

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string): Promise<StreamRead>;
  /** Events strictly after `from`, in log order; never passes an event that may still commit before it. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Tells the log's readers that an open transaction on the store's own database never appends (a
   * projector's): they need not wait for it before reading later commits. Call the returned
   * function once that transaction has ended. Absent where readers never wait on transactions.
   */
  exemptFromHorizon?(transactionId: string): () => void;
  /** How many events lie after `from` (at most `cap`): a projector's lag. */
  countAfter(from: LogPosition, cap: number): Promise<number>;
  subscribe(
    options: {
      readonly from?: LogPosition;
      readonly batchSize?: number;
      /** Rest after a batch that emptied the log, so that under load one batch carries many commits. */
      readonly lingerMs?: number;
    },
    handler: SubscriptionHandler,
  ): Subscription;
  close(): Promise<void>;
}
