import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Dialog } from '../../../components/Dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { cropToJpeg } from '../utils/crop-image.ts';

type PhotoCropDialogProps = {
  source: string;
  /** Highest zoom that still leaves at least 100 source pixels in the square. */
  maxZoom: number;
  onCropped: (photo: Blob) => void;
  onClose: () => void;
};

/** Square crop of the chosen image; the result is a JPEG of at least 100 × 100 px. */
export function PhotoCropDialog({ source, maxZoom, onCropped, onClose }: PhotoCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  const apply = async () => {
    if (!area) return;
    try {
      onCropped(await cropToJpeg(source, area));
    } catch (err) {
      notify.error(err);
    }
  };

  return (
    <Dialog
      title="Recorta tu foto"
      description="Arrastra la imagen o usa las flechas para encuadrarla."
      onClose={onClose}
    >
      <div className="crop-area">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          maxZoom={maxZoom}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': 'Encuadre de la foto' }}
        />
      </div>
      <label className="field-label crop-zoom">
        Zoom
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          disabled={maxZoom <= 1}
        />
      </label>
      <div className="dialog-actions">
        <button type="button" className="button button-outline" onClick={onClose}>
          Cancelar
        </button>
        <button type="button" className="button button-accent" onClick={apply} disabled={!area}>
          Aplicar
        </button>
      </div>
    </Dialog>
  );
}
