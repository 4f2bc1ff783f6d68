import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { messages } from '../../events/schemas/messages.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';
import { acceptSolution } from './captcha.ts';

/** The header that carries the solved challenge (the same base64 token `/user/verify-captcha` checks). */
export const captchaHeader = 'X-Captcha';

export type RequireCaptchaOptions = {
  /** Requests that need no captcha (e.g. a signed-in user); the others must bring a fresh solution. */
  readonly exempt?: (c: Context<AppEnv>) => Promise<boolean> | boolean;
};

// The browser's widget only shows the answer; the route that acts spends the solution itself, so a
// script that skips the widget, or replays one solution, is refused here.
export function requireCaptcha(
  services: Pick<Services, 'db' | 'captchaSecret' | 'clock'>,
  options: RequireCaptchaOptions = {},
) {
  return createMiddleware<AppEnv>(async function checkCaptcha(c, next) {
    if (!(await options.exempt?.(c))) {
      const token = c.req.header(captchaHeader);
      if (!token) return c.json({ message: messages.validation.captchaRequired }, 400);
      if (!(await acceptSolution(services.db, services.captchaSecret, token, services.clock.now())))
        return c.json({ message: messages.errors.captchaFailed }, 400);
    }
    await next();
  });
}
