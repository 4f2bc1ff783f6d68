import type { Session } from './identity/sessions.ts';

/** What middleware puts on the request context for the handlers after it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    session?: Session & { token: string };
    /** The real client: the peer, or the address a trusted proxy forwarded. */
    clientAddress: string;
    /** The client address keyed with a secret, as recorded in event metadata. */
    addressHash: string;
  };
};
