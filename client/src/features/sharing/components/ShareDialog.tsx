import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useId, useState } from 'react';
import type { SocialPlatform } from '../../../../../events/schemas/gallery.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { CaptchaWidget } from '../../../components/CaptchaWidget.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { session } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useVoterSignIn } from '../../../lib/voter-sign-in.ts';
import { useShareDesign } from '../api/share-design.ts';
import { webShare } from '../hooks/use-web-share.ts';
import { defaultCaption, facebookIntent, xIntent } from '../utils/share-text.ts';
import { PlatformInstructionsDialog } from './PlatformInstructionsDialog.tsx';
import '../sharing.css';

export type ShareTarget = { id: string; name: string; thumbnail: string; videoThumbnail: string | null };

type ShareDialogProps = {
  design: ShareTarget;
  onClose: () => void;
  /** Where the dialog opens from may say more than the gallery's invitation (the configurator: it is saved). */
  description?: string;
};

const detailLink = (designId: string) =>
  `${window.location.origin}${paths.galleryDetail.replace(':id', encodeURIComponent(designId))}`;

/**
 * SPEC §4 sharing: link, picture and an editable ready text; copying the link is always open, the
 * networks only after the captcha. A visitor proves an e-mail by code before a share counts.
 */
export function ShareDialog({
  design,
  onClose,
  description = 'Invita a tus amigos a votar por él.',
}: ShareDialogProps) {
  const link = detailLink(design.id);
  const captionId = useId();
  const linkId = useId();
  const [caption, setCaption] = useState(() => defaultCaption(link));
  const [captchaPassed, setCaptchaPassed] = useState(false);
  const [instructions, setInstructions] = useState<'instagram' | 'tiktok' | null>(null);
  const requestSession = useVoterSignIn();
  const queryClient = useQueryClient();
  const share = useShareDesign({
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gallery'] }),
  });
  const captionError = caption.trim() ? '' : messages.validation.shareCaptionRequired;

  const count = (platform: SocialPlatform) => share.mutate({ postId: design.id, platform });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(messages.success.linkCopied);
    } catch {
      notify.error(messages.errors.copyFailed);
    }
  };

  // Ready to share: captcha passed, a caption, and a session that lets the share count. A visitor
  // without one proves an e-mail first, then presses the button again (the network opens on a click).
  const ready = async (event: MouseEvent) => {
    const problem = !captchaPassed ? messages.validation.captchaRequired : captionError;
    if (!problem && (session.hasUserToken || session.hasVoterToken)) return true;
    event.preventDefault();
    if (problem) {
      notify.error(problem);
      return false;
    }
    if (await requestSession()) notify.success('Listo, ya puedes compartir.');
    return false;
  };

  const network = (platform: 'facebook' | 'x') => async (event: MouseEvent) => {
    if (await ready(event)) count(platform);
  };

  return (
    <>
      <Dialog title="Comparte este diseño" description={description} onClose={onClose}>
        <div className="share-dialog">
          <div className="share-media">
            <img src={design.thumbnail} alt={`Miniatura de ${design.name}`} width={320} height={180} />
            {design.videoThumbnail && (
              <img src={design.videoThumbnail} alt={`Otra vista de ${design.name}`} width={320} height={180} />
            )}
          </div>
          <label className="field-label" htmlFor={linkId}>
            Enlace del diseño
          </label>
          <div className="share-link">
            <input id={linkId} className="input" readOnly value={link} />
            <button type="button" className="button button-outline" onClick={copyLink}>
              Copiar enlace
            </button>
          </div>
          <label className="field-label" htmlFor={captionId}>
            Texto de la publicación
          </label>
          <textarea
            id={captionId}
            className="input"
            rows={4}
            value={caption}
            aria-invalid={Boolean(captionError)}
            onChange={(event) => setCaption(event.target.value)}
          />
          {captionError && <p className="field-error">{captionError}</p>}
          <CaptchaWidget onVerified={() => setCaptchaPassed(true)} onReset={() => setCaptchaPassed(false)} />
          {!captchaPassed && <p className="field-hint">{messages.validation.captchaRequired}</p>}
          <div className="share-networks">
            <a
              className="button share-network share-facebook"
              href={facebookIntent(link, caption)}
              target="_blank"
              rel="noopener noreferrer"
              aria-disabled={!captchaPassed}
              onClick={network('facebook')}
            >
              Facebook
            </a>
            <a
              className="button share-network share-x"
              href={xIntent(caption)}
              target="_blank"
              rel="noopener noreferrer"
              aria-disabled={!captchaPassed}
              onClick={network('x')}
            >
              X
            </a>
            <button
              type="button"
              className="button share-network share-instagram"
              disabled={!captchaPassed}
              onClick={async (event) => (await ready(event)) && setInstructions('instagram')}
            >
              Instagram
            </button>
            <button
              type="button"
              className="button share-network share-tiktok"
              disabled={!captchaPassed}
              onClick={async (event) => (await ready(event)) && setInstructions('tiktok')}
            >
              TikTok
            </button>
            <button
              type="button"
              className="button button-outline share-network"
              disabled={!captchaPassed}
              onClick={async (event) => {
                if ((await ready(event)) && (await webShare({ title: design.name, text: caption, url: link })))
                  count('web-share');
              }}
            >
              Más opciones
            </button>
          </div>
        </div>
      </Dialog>
      {instructions && (
        <PlatformInstructionsDialog
          platform={instructions}
          design={design}
          caption={caption}
          link={link}
          onShared={() => count(instructions)}
          onClose={() => setInstructions(null)}
        />
      )}
    </>
  );
}
