import { useResendOtp } from '../api/resend-otp.ts';
import { type OtpPurpose, useVerifyOtp } from '../api/verify-otp.ts';
import { useUserSignIn } from '../hooks/use-user-sign-in.ts';
import { OtpDialog } from './OtpDialog.tsx';

export type PendingCode = { userId: string; email: string };

type UserOtpDialogProps = PendingCode & { purpose: OtpPurpose; onClose: () => void };

/** The code step of a user's login or sign-up: a valid code signs the user in. */
export function UserOtpDialog({ userId, email, purpose, onClose }: UserOtpDialogProps) {
  const signIn = useUserSignIn();
  // The dialog shows these errors itself (toast and message under the boxes).
  const verify = useVerifyOtp({ meta: { errorToast: false } });
  const resend = useResendOtp({ meta: { errorToast: false } });

  return (
    <OtpDialog
      email={email}
      onVerify={async (otp) => signIn(await verify.mutateAsync({ id: userId, otp, type: purpose }))}
      onResend={() => resend.mutateAsync(userId)}
      onClose={onClose}
    />
  );
}
