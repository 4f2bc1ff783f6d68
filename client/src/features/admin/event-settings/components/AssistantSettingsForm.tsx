import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type AssistantSettings, assistantSettingsSchema } from '../../../../../../events/schemas/admin.ts';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useSaveAssistantSettings } from '../api/assistant-settings.ts';

/** The chat assistant's name and logo as the site's assistant shows them. */
export function AssistantSettingsForm({ settings }: { settings: AssistantSettings }) {
  const headingId = useId();
  const save = useSaveAssistantSettings();
  const { register, handleSubmit, formState } = useForm<AssistantSettings>({
    resolver: zodResolver(assistantSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: (answer) => notify.success(answer.message) }),
  );

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Asistente de chat</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="admin-form-grid">
          <Field label="Nombre del asistente" error={errors.name?.message}>
            {(aria) => <input {...aria} {...register('name')} className="input" />}
          </Field>
          <Field label="URL del logotipo" error={errors.logoUrl?.message}>
            {(aria) => <input {...aria} {...register('logoUrl')} className="input" inputMode="url" />}
          </Field>
        </div>
        <SubmitButton pending={save.isPending} className="button button-accent">
          {save.isPending ? 'Guardando...' : 'Guardar asistente'}
        </SubmitButton>
      </form>
    </section>
  );
}
