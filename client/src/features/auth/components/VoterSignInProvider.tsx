import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { session, startVoterSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { VoterSignInContext } from '../../../lib/voter-sign-in.ts';
import { type VotingLogin, votingLogin } from '../api/voting-login.ts';
import { votingVerifyOtp } from '../api/voting-verify-otp.ts';
import { OtpDialog } from './OtpDialog.tsx';

// The e-mail form (and its form and validation libraries) loads only when a visitor is asked for it.
const VoterEmailDialog = lazy(() => import('./VoterEmailDialog.tsx').then((m) => ({ default: m.VoterEmailDialog })));

type Step = { kind: 'email'; pending: boolean } | { kind: 'code'; request: VotingLogin; voterId: string };

/** Answers `useVoterSignIn()`: a signed-in user or voter passes at once; a visitor proves an e-mail by code. */
export function VoterSignInProvider({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<Step | null>(null);
  const settle = useRef<((signedIn: boolean) => void) | null>(null);

  const finish = (signedIn: boolean) => {
    setStep(null);
    settle.current?.(signedIn);
    settle.current = null;
  };

  const request = useCallback(() => {
    if (session.hasUserToken || session.hasVoterToken) return Promise.resolve(true);
    setStep({ kind: 'email', pending: false });
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const sendCode = async (login: VotingLogin) => {
    setStep({ kind: 'email', pending: true });
    try {
      const answer = await votingLogin(login);
      notify.success(answer.message);
      setStep({ kind: 'code', request: login, voterId: answer.data._id });
    } catch (err) {
      notify.error(errorMessage(err));
      setStep({ kind: 'email', pending: false });
    }
  };

  return (
    <VoterSignInContext value={request}>
      {children}
      {step?.kind === 'email' && (
        <Suspense fallback={null}>
          <VoterEmailDialog pending={step.pending} onSubmit={sendCode} onClose={() => finish(false)} />
        </Suspense>
      )}
      {step?.kind === 'code' && (
        <OtpDialog
          email={step.request.email}
          onVerify={async (otp) => {
            startVoterSession((await votingVerifyOtp(step.voterId, otp)).token);
            finish(true);
          }}
          onResend={() => votingLogin(step.request)}
          onClose={() => finish(false)}
        />
      )}
    </VoterSignInContext>
  );
}
