import { resendOtp } from '../api/resend-otp.ts';
import { type OtpPurpose, verifyOtp } from '../api/verify-otp.ts';
import { useUserSignIn } from '../hooks/use-user-sign-in.ts';
import { OtpDialog } from './OtpDialog.tsx';

export type PendingCode = { userId: string; email: string };

type UserOtpDialogProps = PendingCode & { purpose: OtpPurpose; onClose: () => void };

/** The code step of a user's login or sign-up: a valid code signs the user in. */
export function UserOtpDialog({ userId, email, purpose, onClose }: UserOtpDialogProps) {
  const signIn = useUserSignIn();

  return (
    <OtpDialog
      email={email}
      onVerify={async (otp) => signIn(await verifyOtp(userId, otp, purpose))}
      onResend={() => resendOtp(userId)}
      onClose={onClose}
    />
  );
}
