import { toast } from 'sonner';
import { errorMessage } from './api-client.ts';

/** Identical texts share one toast id, so a repeated failure does not stack copies. */
export const notify = {
  success: (message: string) => toast.success(message, { id: message }),
  info: (message: string) => toast.info(message, { id: message }),
  /** A notice that stays until its button is pressed or it is closed. */
  withAction: (message: string, label: string, onClick: () => void) =>
    toast.info(message, { id: message, duration: Number.POSITIVE_INFINITY, action: { label, onClick } }),
  error: (error: unknown) => {
    const message = errorMessage(error);
    return toast.error(message, { id: message });
  },
};
