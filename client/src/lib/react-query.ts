import { MutationCache, QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { notify } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** A failed background query stays quiet unless it sets `errorToast: true`. */
    queryMeta: { errorToast?: boolean };
    /** A failed mutation shows SPEC §8's error toast unless its caller shows the error itself (`errorToast: false`). */
    mutationMeta: { errorToast?: boolean };
  }
}

const MAX_RETRIES = 2;

// A 4xx is the server's final word (bad input, expired session): only network failures and 5xx are retried.
function shouldRetry(failureCount: number, error: Error): boolean {
  const final = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !final && failureCount < MAX_RETRIES;
}

/**
 * The one cache of server state. Queries that hold one account's data carry its id in their key,
 * so a later sign-in in the same tab never reads the previous account's answers.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.errorToast) notify.error(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorToast !== false) notify.error(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry },
    mutations: { retry: false },
  },
});

type AsyncFn = (input: never) => Promise<unknown>;

/** What a screen may add to an endpoint's mutation hook: its own callbacks and meta, never the request. */
export type MutationConfig<Fn extends AsyncFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
