import { z } from 'zod';
import { messages } from './messages.ts';

const v = messages.validation;

/** Users: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const userPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/, v.passwordComposite);

/** Staff logging in: at least 8 characters, as passwords set before the 12-character rule still are. */
export const staffPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(8, v.passwordMin);

/** A staff password being set (onboarding, reset): at least 12 characters. */
export const newStaffPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(12, v.staffPasswordMin);

export const confirmPasswordSchema = z.string({ error: v.confirmPasswordRequired }).min(1, v.confirmPasswordRequired);

/** Adds the "passwords must match" rule to a form that has `password` and `confirmPassword`. */
export function withMatchingPasswords<Schema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: Schema,
) {
  return schema.refine((form) => form.password === form.confirmPassword, {
    message: v.passwordsMustMatch,
    path: ['confirmPassword'],
  });
}
