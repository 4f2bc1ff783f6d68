import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type EventSettings, eventSettingsSchema } from '../../../../../../events/schemas/admin.ts';
import { DateTimeInput } from '../../../../components/form/DateTimeInput.tsx';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { notify } from '../../../../lib/toast.ts';
import type { AdminEvent } from '../api/get-admin-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { useEventFollowing } from '../hooks/use-event-following.ts';
import { AdminCodeDialog } from './AdminCodeDialog.tsx';
import { dateFields, type EventFormValues, eventDatesSchema, formValuesOf, payloadOf } from './event-form-values.ts';

/** SPEC §3 event: dates in timeline order, video, reveal and countdown flags; saved after the admin code. */
export function EventSettingsForm({ event }: { event: AdminEvent | null }) {
  const headingId = useId();
  const form = useForm<EventFormValues>({ defaultValues: formValuesOf(event) });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const { errors } = formState;
  const [pending, setPending] = useState<EventSettings | null>(null);
  const update = useUpdateEvent();
  useEventFollowing(form, event);

  const onSubmit = handleSubmit((values) => {
    const dates = eventDatesSchema.safeParse(values);
    const parsed = dates.success ? eventSettingsSchema.safeParse(payloadOf(values, dates.data, event?.eventId)) : dates;
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
        Las fechas siguen el calendario del concurso, en hora del centro de México (DD/MM/YYYY HH:mm). Para guardar te
        enviaremos un código a tu correo.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="admin-form-grid">
          {dateFields.map(([name, label]) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              {(aria) => (
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => <DateTimeInput {...aria} {...field} />}
                />
              )}
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
