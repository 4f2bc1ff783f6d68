import { type RefObject, useEffect, useState } from 'react';
import type { GlbStateEntry } from '../../../../../events/schemas/design.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import type { DesignViewerHandle } from '../../../components/design-viewer/viewer-handle.ts';
import { notify } from '../../../lib/toast.ts';
import { type SavedDesign, useSaveDesign } from '../api/save-design.ts';
import { stampThumbnail } from '../utils/stamp-thumbnail.ts';
import { type DesignDetails, DesignDetailsStep } from './DesignDetailsStep.tsx';
import { type ThumbnailOption, ThumbnailStep } from './ThumbnailStep.tsx';

type FinishDesignDialogProps = {
  glbState: readonly GlbStateEntry[];
  viewer: RefObject<DesignViewerHandle | null>;
  onClose: () => void;
  /** The design is stored: the page offers sharing it, then moves on to the library. */
  onSaved: (design: SavedDesign) => void;
};

async function renderThumbnails(viewer: DesignViewerHandle): Promise<ThumbnailOption[]> {
  const views = await viewer.captureViews();
  return Promise.all(
    views.map(async ({ angle, canvas }) => {
      const blob = await stampThumbnail(canvas);
      return { angle, blob, src: URL.createObjectURL(blob) };
    }),
  );
}

/** "Finish design": name and description, then a thumbnail among the rendered views; saved, handed to `onSaved`. */
export function FinishDesignDialog({ glbState, viewer, onClose, onSaved }: FinishDesignDialogProps) {
  const [details, setDetails] = useState<DesignDetails | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [options, setOptions] = useState<ThumbnailOption[] | null>(null);
  const save = useSaveDesign({
    onSuccess: (answer) => {
      notify.success(answer.message);
      onSaved(answer.data);
    },
  });

  useEffect(() => {
    if (step !== 2 || options || !viewer.current) return;
    let current = true;
    renderThumbnails(viewer.current).then(
      (rendered) => {
        if (current) setOptions(rendered);
        else for (const option of rendered) URL.revokeObjectURL(option.src);
      },
      (error: unknown) => notify.error(error),
    );
    return () => {
      current = false;
    };
  }, [step, options, viewer]);

  useEffect(
    () => () => {
      for (const option of options ?? []) URL.revokeObjectURL(option.src);
    },
    [options],
  );

  return (
    <Dialog
      title={step === 1 ? 'Paso 1 de 2: nombra tu diseño' : 'Paso 2 de 2: elige la miniatura'}
      description={step === 1 ? 'Así aparecerá tu diseño en tu biblioteca y en la galería.' : undefined}
      onClose={onClose}
    >
      {step === 1 ? (
        <DesignDetailsStep
          defaults={details ?? { name: '', description: '' }}
          onNext={(entered) => {
            setDetails(entered);
            setStep(2);
          }}
        />
      ) : (
        <ThumbnailStep
          options={options}
          saving={save.isPending}
          onBack={() => setStep(1)}
          onSave={(thumbnail) => details && save.mutate({ ...details, glbState: [...glbState], thumbnail })}
        />
      )}
    </Dialog>
  );
}
