import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { notify } from '../../../../lib/toast.ts';
import type { AdminEvent } from '../api/get-admin-event.ts';
import { type EventFormValues, formValuesOf } from '../components/event-form-values.ts';

const eventChangedElsewhere = 'Otro administrador actualizó el evento. Recarga para ver los cambios.';

const same = (a: EventFormValues, b: EventFormValues) =>
  (Object.keys(a) as (keyof EventFormValues)[]).every((name) => a[name] === b[name]);

/**
 * A newer event (saved by another admin, or by this one) reaches the open form: an untouched form
 * takes it at once; one with unsaved edits keeps them and offers the new values with a button.
 */
export function useEventFollowing(form: UseFormReturn<EventFormValues>, event: AdminEvent | null): void {
  const { reset, getValues, formState } = form;
  const { isDirty } = formState;
  const shown = useRef(event);
  const latest = useRef(event);
  latest.current = event;

  useEffect(() => {
    if (event === shown.current) return;
    shown.current = event;
    const incoming = formValuesOf(event);
    if (!isDirty || same(incoming, getValues())) return reset(incoming);
    notify.withAction(eventChangedElsewhere, 'Cargar cambios', () => reset(formValuesOf(latest.current)));
  }, [event, isDirty, getValues, reset]);
}
