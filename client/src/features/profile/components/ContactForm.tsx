import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { notify } from '../../../lib/toast.ts';
import { contactUs } from '../api/contact-us.ts';

/** "Contáctanos": a message to the support team. */
export function ContactForm({ defaultName }: { defaultName: string }) {
  const headingId = useId();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: defaultName, issue: '', message: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (message) => {
    try {
      notify.success((await contactUs(message)).message);
      reset({ name: message.name, issue: '', message: '' });
    } catch (err) {
      notify.error(err);
    }
  });

  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Contáctanos</h2>
      <p className="profile-card-intro">¿Tienes una duda o un problema? Escríbenos y te responderemos por correo.</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Nombre" error={errors.name?.message}>
          {(aria) => <input {...aria} {...register('name')} className="input" autoComplete="name" />}
        </Field>
        <Field label="Asunto" error={errors.issue?.message}>
          {(aria) => <input {...aria} {...register('issue')} className="input" />}
        </Field>
        <Field label="Mensaje" error={errors.message?.message}>
          {(aria) => <textarea {...aria} {...register('message')} className="input" rows={5} />}
        </Field>
        <SubmitButton pending={isSubmitting} className="button button-accent">
          {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
        </SubmitButton>
      </form>
    </section>
  );
}
