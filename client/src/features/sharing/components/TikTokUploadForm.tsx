import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { tiktokPostSchema, tiktokPrivacyLevels } from '../../../../../events/schemas/gallery.ts';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { writeStored } from '../../../lib/storage.ts';
import { notify } from '../../../lib/toast.ts';
import { tiktokAuthLink } from '../api/tiktok.ts';
import { watchPopup } from '../utils/watch-popup.ts';
import type { ShareTarget } from './ShareDialog.tsx';

type TikTokUploadFormProps = { design: ShareTarget; caption: string; link: string; onShared: () => void };

/** Publishes the picture through TikTok's API: authorise in a window, which posts and closes itself. */
export function TikTokUploadForm({ design, caption, link, onShared }: TikTokUploadFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(tiktokPostSchema),
    defaultValues: { title: design.name, subtitle: caption.slice(0, 100), privacy: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ title, subtitle, privacy }) => {
    try {
      const authLink = await tiktokAuthLink({ link_to_share: link, title, description: subtitle, postId: design.id });
      // The return page reads what to post from here (SPEC §3 `sharingInfo`).
      writeStored('sharingInfo', {
        imageUrl: design.thumbnail,
        description: subtitle,
        postId: design.id,
        title,
        privacy,
      });
      const wide = window.screen.width > 768;
      const popup = window.open(authLink, 'tiktok', wide ? 'width=760,height=600' : undefined);
      if (popup && (await watchPopup(popup))) onShared();
    } catch (error) {
      notify.error(error);
    }
  });

  return (
    <form className="form tiktok-form" onSubmit={onSubmit} noValidate>
      <h3>Publicar directo en TikTok</h3>
      <Field label="Título" error={errors.title?.message}>
        {(aria) => <input {...aria} {...register('title')} className="input" />}
      </Field>
      <Field label="Subtítulo" error={errors.subtitle?.message}>
        {(aria) => <textarea {...aria} {...register('subtitle')} className="input" rows={2} />}
      </Field>
      <Field label="¿Quién puede verlo?" error={errors.privacy?.message}>
        {(aria) => (
          <select {...aria} {...register('privacy')} className="input">
            <option value="">Selecciona una opción</option>
            {tiktokPrivacyLevels.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SubmitButton pending={isSubmitting} className="button button-accent">
        {isSubmitting ? 'Conectando con TikTok...' : 'Subir a TikTok'}
      </SubmitButton>
    </form>
  );
}
