import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { designNameMax, saveDesignSchema } from '../../../../../events/schemas/library.ts';
import { Field } from '../../../components/form/Field.tsx';

const detailsSchema = saveDesignSchema.pick({ name: true, description: true });
export type DesignDetails = { name: string; description: string };

type DesignDetailsStepProps = { defaults: DesignDetails; onNext: (details: DesignDetails) => void };

/** Step 1 of saving: the design's name and description. */
export function DesignDetailsStep({ defaults, onNext }: DesignDetailsStepProps) {
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: defaults,
  });
  const { errors } = formState;
  return (
    <form className="form" onSubmit={handleSubmit(onNext)} noValidate>
      <Field label="Nombre del diseño" error={errors.name?.message} hint={`${watch('name').length}/${designNameMax}`}>
        {(aria) => (
          <input {...aria} {...register('name')} className="input" maxLength={designNameMax} data-tour="design-name" />
        )}
      </Field>
      <Field label="Descripción" error={errors.description?.message} hint={`${watch('description').length}/700`}>
        {(aria) => <textarea {...aria} {...register('description')} className="input" rows={4} maxLength={700} />}
      </Field>
      <div className="dialog-actions">
        <button type="submit" className="button button-accent">
          Siguiente
        </button>
      </div>
    </form>
  );
}
