import { type ChangeEvent, useRef, useState } from 'react';
import { imageContentTypes } from '../../../../../events/schemas/accounts.ts';
import { messages } from '../../../../../events/schemas/messages.ts';
import { Avatar } from '../../../components/Avatar.tsx';
import type { StoredUser } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import { loadImage, MIN_PHOTO_SIDE } from '../utils/crop-image.ts';
import { PhotoCropDialog } from './PhotoCropDialog.tsx';

type Picked = { source: string; maxZoom: number };

type ProfilePhotoProps = {
  user: StoredUser;
  /** Preview of a cropped photo not saved yet. */
  preview: string | null;
  editing: boolean;
  onCropped: (photo: Blob) => void;
};

const MAX_ZOOM = 3;

/** The profile picture; while editing, a new image can be chosen and cropped. */
export function ProfilePhoto({ user, preview, editing, onCropped }: ProfilePhotoProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);

  const close = () => {
    if (picked) URL.revokeObjectURL(picked.source);
    setPicked(null);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(imageContentTypes as readonly string[]).includes(file.type))
      return notify.error(messages.validation.photoType);
    const source = URL.createObjectURL(file);
    try {
      const image = await loadImage(source);
      const shortSide = Math.min(image.naturalWidth, image.naturalHeight);
      if (shortSide < MIN_PHOTO_SIDE) throw new Error(messages.validation.photoMinSize);
      setPicked({ source, maxZoom: Math.min(MAX_ZOOM, shortSide / MIN_PHOTO_SIDE) });
    } catch (err) {
      URL.revokeObjectURL(source);
      notify.error(err);
    }
  };

  return (
    <div className="profile-photo">
      <Avatar person={{ ...user, photo: preview ?? user.photo }} />
      {editing && (
        <>
          <button type="button" className="button button-outline" onClick={() => fileInput.current?.click()}>
            Cambiar foto
          </button>
          <input ref={fileInput} type="file" accept={imageContentTypes.join(',')} hidden onChange={pick} />
        </>
      )}
      {picked && (
        <PhotoCropDialog
          {...picked}
          onClose={close}
          onCropped={(photo) => {
            onCropped(photo);
            close();
          }}
        />
      )}
    </div>
  );
}
