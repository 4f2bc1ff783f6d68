import { useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../events/schemas/messages.ts';
import { paths } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteDesign } from '../api/delete-design.ts';
import { type LibraryDesign, useDesigns } from '../api/get-designs.ts';
import { useSubmitDesign } from '../api/submit-design.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { CreateDesignCard } from './CreateDesignCard.tsx';
import { DesignCard } from './DesignCard.tsx';
import { LibraryPreview } from './LibraryPreview.tsx';
import '../library.css';

type Pending = { action: 'delete' | 'submit'; design: LibraryDesign } | null;

/** The user's library (SPEC §2 "My designs"): up to three designs, one of which may go to the gallery. */
export function DesignLibrary({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const { data, isPending } = useDesigns(userId);
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteDesign({
    // SPEC §4: deleting reloads the page.
    onSuccess: () => window.location.reload(),
  });
  const submit = useSubmitDesign({
    onSuccess: (answer) => {
      notify.success(answer.message);
      navigate(paths.gallery);
    },
  });

  if (isPending) return <p className="page-loading">{messages.loading}</p>;
  const designs = data?.designs ?? [];
  const limit = data?.limit ?? 3;
  const locked = designs.some((design) => design.isSubmitted);
  const first = designs[0];

  return (
    <div className="design-library">
      <div className="design-library__header">
        <h2 className="design-library__title">Tu biblioteca</h2>
        <p className="design-library__count">
          {designs.length}/{limit}
          <span className="visually-hidden"> diseños guardados</span>
        </p>
      </div>
      {first ? <LibraryPreview design={first} /> : <p className="empty-note">{messages.empty.noDesigns}</p>}
      <ul className="card-grid design-grid">
        {designs.map((design) => (
          <DesignCard
            key={design.id}
            design={design}
            locked={locked}
            onDelete={() => setPending({ action: 'delete', design })}
            onSubmit={() => setPending({ action: 'submit', design })}
          />
        ))}
        {!locked && designs.length < limit && <CreateDesignCard />}
      </ul>
      {pending?.action === 'delete' && (
        <ConfirmDialog
          title="¿Eliminar este diseño?"
          description={`«${pending.design.name}» se borrará de tu biblioteca y no podrás recuperarlo.`}
          confirm="Eliminar"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(pending.design.id)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.action === 'submit' && (
        <ConfirmDialog
          title="¿Enviar este diseño a la galería?"
          description={`Solo puedes enviar un diseño y el envío no se puede cambiar. «${pending.design.name}» pasará a revisión antes de aparecer en la galería.`}
          confirm="Enviar diseño"
          pending={submit.isPending}
          onConfirm={() => submit.mutate(pending.design.id)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
