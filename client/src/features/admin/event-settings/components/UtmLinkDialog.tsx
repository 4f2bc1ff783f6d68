import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type UtmForm, utmLink, utmSchema } from '../../../../../../events/schemas/admin.ts';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Field } from '../../../../components/form/Field.tsx';
import { notify } from '../../../../lib/toast.ts';

const optionalFields = [
  ['utmTerm', 'Término (utm_term)'],
  ['utmContent', 'Contenido (utm_content)'],
] as const;

/** SPEC §5 UTM rule: the site's URL with the campaign's parameters, copied to the clipboard. */
export function UtmLinkDialog({ onClose }: { onClose: () => void }) {
  const websiteUrl = window.location.origin;
  const [link, setLink] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<UtmForm>({
    resolver: zodResolver(utmSchema),
    defaultValues: { utmSource: '', utmMedium: '', utmName: '', utmTerm: '', utmContent: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (form) => {
    const made = utmLink(websiteUrl, form);
    setLink(made);
    try {
      await navigator.clipboard.writeText(made);
      notify.success(messages.success.utmLinkCopied);
    } catch {
      notify.error(messages.errors.copyFailed);
    }
  });

  return (
    <Dialog title="Crear enlace UTM" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="URL del sitio">
          {(aria) => <input {...aria} className="input" value={websiteUrl} readOnly />}
        </Field>
        <Field label="Fuente (utm_source)" error={errors.utmSource?.message}>
          {(aria) => <input {...aria} {...register('utmSource')} className="input" />}
        </Field>
        <Field label="Medio (utm_medium)" error={errors.utmMedium?.message}>
          {(aria) => <input {...aria} {...register('utmMedium')} className="input" />}
        </Field>
        <Field label="Nombre de la campaña (utm_campaign)" error={errors.utmName?.message}>
          {(aria) => <input {...aria} {...register('utmName')} className="input" />}
        </Field>
        {optionalFields.map(([name, label]) => (
          <Field key={name} label={label} hint="Opcional" error={errors[name]?.message}>
            {(aria) => <input {...aria} {...register(name)} className="input" />}
          </Field>
        ))}
        {link && (
          <output className="admin-utm-link" aria-label="Enlace generado">
            {link}
          </output>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button button-accent">
            Generar y copiar enlace
          </button>
        </div>
      </form>
    </Dialog>
  );
}
