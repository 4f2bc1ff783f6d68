export class ConcurrencyError extends Error {
  readonly streamId: string;
  readonly expectedVersion: number;

  constructor(streamId: string, expectedVersion: number) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
  }
}
