import { CaptchaWidget } from '../../../components/CaptchaWidget.tsx';
import { Dialog } from '../../../components/Dialog.tsx';

type VoteCaptchaDialogProps = { designName: string; onVerified: (token: string) => void; onClose: () => void };

/** The captcha before a visitor's vote (SPEC §4: click vote, captcha check, then the e-mail code). */
export function VoteCaptchaDialog({ designName, onVerified, onClose }: VoteCaptchaDialogProps) {
  return (
    <Dialog
      title="Confirma que eres una persona"
      description={`Completa la verificación para votar por «${designName}».`}
      onClose={onClose}
    >
      <CaptchaWidget onVerified={onVerified} />
    </Dialog>
  );
}
