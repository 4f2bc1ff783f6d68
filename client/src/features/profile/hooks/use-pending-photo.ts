import { useEffect, useState } from 'react';

export type PendingPhoto = { photo: Blob; preview: string };

/** A cropped photo waiting for "save", with an object URL for its preview that is freed when replaced. */
export function usePendingPhoto() {
  const [pending, setPending] = useState<PendingPhoto | null>(null);

  useEffect(() => {
    if (!pending) return;
    return () => URL.revokeObjectURL(pending.preview);
  }, [pending]);

  return {
    pending,
    keep: (photo: Blob) => setPending({ photo, preview: URL.createObjectURL(photo) }),
    clear: () => setPending(null),
  };
}
