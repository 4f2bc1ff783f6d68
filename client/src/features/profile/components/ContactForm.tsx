import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useContactUs } from '../api/contact-us.ts';

/** "Contáctanos": a message to the support team. */
export function ContactForm({ defaultName }: { defaultName: string }) {
  const headingId = useId();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: defaultName, issue: '', message: '' },
  });
  const { errors } = formState;
  const contactUs = useContactUs();

  const onSubmit = handleSubmit((message) =>
    contactUs.mutate(message, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        reset({ name: message.name, issue: '', message: '' });
      },
    }),
  );

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
        <SubmitButton pending={contactUs.isPending} className="button button-accent">
          {contactUs.isPending ? 'Enviando...' : 'Enviar mensaje'}
        </SubmitButton>
      </form>
    </section>
  );
}
