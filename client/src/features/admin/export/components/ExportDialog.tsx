import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { type ExportRequest, exportRequestSchema } from '../../../../../../events/schemas/admin.ts';
import { messages } from '../../../../../../events/schemas/messages.ts';
import { Dialog } from '../../../../components/Dialog.tsx';
import { DateTimeInput } from '../../../../components/form/DateTimeInput.tsx';
import { Field } from '../../../../components/form/Field.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { dateTimeTextSchema } from '../../../../lib/date-time-text.ts';
import { notify } from '../../../../lib/toast.ts';
import { useDownloadLoginUserList } from '../api/download-login-user-list.ts';

const dataTypes = [
  ['userDetails', 'Detalles de usuarios'],
  ['sessionInfo', 'Información de sesiones'],
] as const;

const timeZoneHint = 'Hora del centro de México';

function saveFile(file: Blob, request: ExportRequest) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${request.infoType === 'userDetails' ? 'usuarios' : 'sesiones'}-${dayjs(request.startDate).format('YYYY-MM-DD')}.csv`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** SPEC export modal: data type, start and end date-time, then the CSV download. */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({ infoType: '', startDate: '', endDate: '' });
  const [errors, setErrors] = useState<{ startDate?: string; endDate?: string }>({});
  const download = useDownloadLoginUserList();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startDate = dateTimeTextSchema.safeParse(form.startDate);
    const endDate = dateTimeTextSchema.safeParse(form.endDate);
    setErrors({ startDate: startDate.error?.issues[0]?.message, endDate: endDate.error?.issues[0]?.message });
    if (!startDate.success || !endDate.success) return;
    const parsed = exportRequestSchema.safeParse({
      infoType: form.infoType || undefined,
      startDate: startDate.data,
      endDate: endDate.data,
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.errors.selectRequiredFields;
      setErrors({ endDate: message });
      notify.error(message);
      return;
    }
    notify.info(messages.info.downloading);
    download.mutate(parsed.data, {
      onSuccess: (file) => {
        saveFile(file, parsed.data);
        notify.success(messages.success.dataDownloaded);
        onClose();
      },
    });
  };

  // A corrected field drops its message at once; the others keep theirs until the next try.
  const set = (name: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <Dialog title="Exportar datos" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field label="Tipo de datos">
          {(aria) => (
            <select
              {...aria}
              className="input"
              value={form.infoType}
              onChange={(event) => set('infoType')(event.target.value)}
            >
              <option value="">Selecciona…</option>
              {dataTypes.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fecha y hora de inicio" hint={timeZoneHint} error={errors.startDate}>
          {(aria) => <DateTimeInput {...aria} value={form.startDate} onChange={set('startDate')} />}
        </Field>
        <Field label="Fecha y hora de fin" hint={timeZoneHint} error={errors.endDate}>
          {(aria) => <DateTimeInput {...aria} value={form.endDate} onChange={set('endDate')} />}
        </Field>
        <div className="dialog-actions">
          <SubmitButton pending={download.isPending} className="button button-accent">
            {download.isPending ? messages.info.downloading : 'Descargar CSV'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
