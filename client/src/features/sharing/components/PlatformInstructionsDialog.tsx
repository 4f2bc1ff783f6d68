import { useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import type { ShareTarget } from './ShareDialog.tsx';
import { TikTokUploadForm } from './TikTokUploadForm.tsx';

type PlatformInstructionsDialogProps = {
  platform: 'instagram' | 'tiktok';
  design: ShareTarget;
  caption: string;
  link: string;
  onShared: () => void;
  onClose: () => void;
};

const names = { instagram: 'Instagram', tiktok: 'TikTok' } as const;
const apps = { instagram: 'https://www.instagram.com/', tiktok: 'https://www.tiktok.com/upload' } as const;

/** Instagram and TikTok take no link from the web: download the picture, then post it in the app (SPEC §4). */
export function PlatformInstructionsDialog({
  platform,
  design,
  caption,
  link,
  onShared,
  onClose,
}: PlatformInstructionsDialogProps) {
  const [downloaded, setDownloaded] = useState(false);
  const name = names[platform];
  return (
    <Dialog
      title={`Comparte en ${name}`}
      description={`Sigue estos pasos para publicar tu diseño en ${name}.`}
      onClose={onClose}
    >
      <ol className="share-steps">
        <li>Descarga la imagen del diseño.</li>
        <li>Copia el texto de la publicación; ya incluye el enlace y #TuDeterminasTuDiseño.</li>
        <li>Abre {name}, sube la imagen y pega el texto.</li>
      </ol>
      <div className="share-networks">
        <a
          className="button button-accent"
          href={design.thumbnail}
          download={`${design.name}.jpg`}
          onClick={() => setDownloaded(true)}
        >
          Descargar imagen
        </a>
        <a
          className="button button-outline"
          href={apps[platform]}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={!downloaded}
          onClick={(event) => (downloaded ? onShared() : event.preventDefault())}
        >
          Abrir {name}
        </a>
      </div>
      {!downloaded && <p className="field-hint">Descarga la imagen para continuar.</p>}
      {platform === 'tiktok' && downloaded && (
        <TikTokUploadForm design={design} caption={caption} link={link} onShared={onShared} />
      )}
    </Dialog>
  );
}
