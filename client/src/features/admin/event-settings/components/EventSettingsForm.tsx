import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type EventSettings, eventSettingsSchema } from '../../../../../../events/schemas/admin.ts';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { notify } from '../../../../lib/toast.ts';
import type { AdminEvent } from '../api/get-admin-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { AdminCodeDialog } from './AdminCodeDialog.tsx';
import { dateFields, type EventFormValues, formValuesOf, payloadOf } from './event-form-values.ts';

/** SPEC §3 event: dates in timeline order, video, reveal and countdown flags; saved after the admin code. */
export function EventSettingsForm({ event }: { event: AdminEvent | null }) {
  const headingId = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<EventFormValues>({
    defaultValues: formValuesOf(event),
  });
  const { errors } = formState;
  const [pending, setPending] = useState<EventSettings | null>(null);
  const update = useUpdateEvent();

  const onSubmit = handleSubmit((values) => {
    const parsed = eventSettingsSchema.safeParse(payloadOf(values, event?.eventId));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(String(issue.path[0]) as keyof EventFormValues, { message: issue.message });
      }
      return;
    }
    setPending(parsed.data);
  });

  const save = (settings: EventSettings) =>
    update.mutate(settings, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        reset(formValuesOf(answer.data));
        setPending(null);
      },
      onError: () => setPending(null),
    });

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Configuración del evento</h2>
      <p className="admin-card-intro">
        Las fechas siguen el calendario del concurso. Para guardar te enviaremos un código a tu correo.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="admin-form-grid">
          {dateFields.map(([name, label]) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              {(aria) => <input {...aria} {...register(name)} className="input" type="datetime-local" />}
            </Field>
          ))}
        </div>
        <Field label="URL del video del evento" error={errors.videoUrl?.message} hint="Opcional">
          {(aria) => <input {...aria} {...register('videoUrl')} className="input" type="url" inputMode="url" />}
        </Field>
        <div className="admin-switches">
          <label className="choice">
            <input type="checkbox" {...register('countDown')} />
            Mostrar la cuenta regresiva hasta el inicio
          </label>
          <label className="choice">
            <input type="checkbox" {...register('revealVotes')} />
            Mostrar los votos al público
          </label>
        </div>
        <SubmitButton pending={update.isPending} className="button button-accent">
          {update.isPending ? 'Guardando...' : 'Guardar evento'}
        </SubmitButton>
      </form>
      {pending && <AdminCodeDialog onVerified={() => save(pending)} onClose={() => setPending(null)} />}
    </section>
  );
}
