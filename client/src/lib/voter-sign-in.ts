import { createContext, useContext } from 'react';

/**
 * Resolves true once the visitor holds a user or voting token (asking for an e-mail code when
 * needed), false when they close the dialog. Features ask through this, the auth feature answers.
 */
export type RequestVoterSession = () => Promise<boolean>;

export const VoterSignInContext = createContext<RequestVoterSession | null>(null);

export function useVoterSignIn(): RequestVoterSession {
  const request = useContext(VoterSignInContext);
  if (!request) throw new Error('useVoterSignIn needs a VoterSignInProvider above it');
  return request;
}
