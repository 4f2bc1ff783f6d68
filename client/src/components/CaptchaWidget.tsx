import { useEffect, useRef } from 'react';
import { messages } from '../../../events/schemas/messages.ts';
import { api } from '../lib/api-client.ts';
import { notify } from '../lib/toast.ts';

type CaptchaWidgetProps = {
  /** The solved challenge: sent with the request that needs it, which spends it on the server. */
  onVerified: (token: string) => void;
  onReset?: () => void;
};

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The self-hosted ALTCHA proof of work (no third party). The widget loads with the first captcha
 * shown; once solved, the server confirms the solution is valid and unspent (SPEC §8 texts).
 */
export function CaptchaWidget({ onVerified, onReset }: CaptchaWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onVerified, onReset });
  callbacks.current = { onVerified, onReset };

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const onStateChange = async (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === 'verifying') notify.info(messages.info.captchaVerifying);
      if (state === 'error') notify.error(messages.errors.captchaFailed);
      if (state === 'expired' || state === 'unverified') callbacks.current.onReset?.();
      if (state !== 'verified' || !payload) return;
      try {
        await api.post('/user/verify-captcha', { token: payload });
        notify.success(messages.success.captchaVerified);
        callbacks.current.onVerified(payload);
      } catch {
        notify.error(messages.errors.captchaFailed);
      }
    };
    void Promise.all([import('altcha'), import('altcha/i18n/es-419')]).then(() => {
      if (cancelled || !host.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', '/api/v1/captcha/challenge');
      widget.setAttribute('language', 'es-419');
      widget.addEventListener('statechange', onStateChange);
      host.current.append(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, []);

  return <div ref={host} className="captcha-widget" />;
}
