import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { defaultTextureStyle, generateTextureSchema, textureStyles } from '../../../../../events/schemas/library.ts';
import { Field } from '../../../components/form/Field.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { useGenerateTexture } from '../api/generate-texture.ts';

type PromptPanelProps = { userId: string; submitted: boolean; generating: boolean };

/** Words and a style in, a texture out (by push, a few seconds later). */
export function PromptPanel({ userId, submitted, generating }: PromptPanelProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(generateTextureSchema),
    defaultValues: { prompt: '', style_preset: defaultTextureStyle },
  });
  const generate = useGenerateTexture(userId);
  const onSubmit = handleSubmit((request) => generate.mutate(request));
  const { errors } = formState;

  return (
    <section className="studio-panel" aria-labelledby="idea-titulo">
      <h2 id="idea-titulo" className="studio-panel__title">
        Describe tu idea
      </h2>
      <form className="form studio-form" onSubmit={onSubmit} noValidate>
        <Field label="Tu idea" error={errors.prompt?.message} hint="Por ejemplo: talavera azul y blanca">
          {(aria) => (
            <textarea
              {...aria}
              {...register('prompt')}
              className="input"
              rows={3}
              maxLength={1000}
              disabled={submitted}
              data-tour="prompt"
            />
          )}
        </Field>
        <Field label="Estilo" error={errors.style_preset?.message}>
          {(aria) => (
            <select {...aria} {...register('style_preset')} className="input" disabled={submitted}>
              {textureStyles.map((style) => (
                <option key={style.value} value={style.value}>
                  {style.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {submitted ? (
          <button type="submit" className="button button-accent" disabled>
            Generar
          </button>
        ) : (
          <SubmitButton pending={generate.isPending} className="button button-accent">
            {generate.isPending ? 'Enviando…' : 'Generar'}
          </SubmitButton>
        )}
        {submitted && (
          <p className="studio-panel__hint">Ya enviaste tu diseño a la galería: ya no puedes generar texturas.</p>
        )}
        {generating && (
          <div className="generating" role="status">
            <progress aria-label="Generando textura" />
            <span>Generando textura…</span>
          </div>
        )}
      </form>
    </section>
  );
}
