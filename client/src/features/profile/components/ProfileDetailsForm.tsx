import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { profileDetailsSchema } from '../../../../../events/schemas/accounts.ts';
import { Field } from '../../../components/form/Field.tsx';
import { MobileNumberInput } from '../../../components/form/MobileNumberInput.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import type { StoredUser } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveProfile } from '../api/update-profile.ts';
import { usePendingPhoto } from '../hooks/use-pending-photo.ts';
import { EditIcon } from './EditIcon.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';

const detailsOf = (user: StoredUser) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  mobileNumber: user.mobileNumber ?? '',
});

/** Basic information: read-only until the pencil is pressed; saving uploads a new photo first. */
export function ProfileDetailsForm({ user }: { user: StoredUser }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const { pending, keep: keepPhoto, clear: clearPhoto } = usePendingPhoto();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const { register, handleSubmit, reset, setFocus, formState } = useForm({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: detailsOf(user),
  });
  const { errors } = formState;
  const save = useSaveProfile();

  // Outside editing the fields follow the stored user, which the 30 s refresh keeps current.
  useEffect(() => {
    if (!editing) reset(detailsOf(user));
  }, [user, editing, reset]);

  // Entering edit mode focuses the first field; leaving it returns focus to the pencil.
  useEffect(() => {
    if (editing) setFocus('firstName');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  const stopEditing = () => {
    setEditing(false);
    clearPhoto();
  };

  const onSubmit = handleSubmit((details) =>
    save.mutate(
      { details, photo: pending?.photo },
      {
        onSuccess: (saved) => {
          notify.success(saved.message);
          stopEditing();
        },
      },
    ),
  );

  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <div className="profile-card-header">
        <h2 id={headingId}>Información básica</h2>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className="icon-button"
            aria-label="Editar información básica"
            onClick={() => setEditing(true)}
          >
            <EditIcon />
          </button>
        )}
      </div>
      <ProfilePhoto user={user} preview={pending?.preview ?? null} editing={editing} onCropped={keepPhoto} />
      <form className="form form-grid" onSubmit={onSubmit} noValidate>
        <Field label="Nombre" error={errors.firstName?.message}>
          {(aria) => (
            <input
              {...aria}
              {...register('firstName')}
              className="input"
              readOnly={!editing}
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field label="Apellido" error={errors.lastName?.message}>
          {(aria) => (
            <input
              {...aria}
              {...register('lastName')}
              className="input"
              readOnly={!editing}
              autoComplete="family-name"
            />
          )}
        </Field>
        <Field label="Correo electrónico" hint="El correo electrónico no se puede cambiar.">
          {(aria) => <input {...aria} className="input" type="email" value={user.email ?? ''} readOnly />}
        </Field>
        <Field label="Número de teléfono móvil" error={errors.mobileNumber?.message}>
          {(aria) => <MobileNumberInput {...aria} {...register('mobileNumber')} readOnly={!editing} />}
        </Field>
        {editing && (
          <div className="form-actions form-actions-row">
            <button type="button" className="button button-outline" onClick={stopEditing} disabled={save.isPending}>
              Cancelar
            </button>
            <SubmitButton pending={save.isPending} className="button button-accent">
              {save.isPending ? 'Guardando...' : 'Guardar cambios'}
            </SubmitButton>
          </div>
        )}
      </form>
    </section>
  );
}
