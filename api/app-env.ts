import type { Session } from './identity/sessions.ts';

/** What middleware puts on the request context for the handlers after it. */
export type AppEnv = {
  Variables: {
    requestId: string;
    session?: Session & { token: string };
  };
};
