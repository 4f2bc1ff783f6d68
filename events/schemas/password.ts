import { z } from 'zod';
import { messages } from './messages.ts';

const v = messages.validation;

// The length cap comes before any pattern: a megabyte-long password must not reach a regex (its
// lookaheads once overflowed the stack) nor scrypt.
export const maxPasswordLength = 128;

/** Users: 8 to 128 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const userPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .max(maxPasswordLength, { message: v.passwordMax, abort: true })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/, v.passwordComposite);

/** Staff logging in: 8 to 128 characters, as passwords set before the 12-character rule still are. */
export const staffPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .max(maxPasswordLength, { message: v.passwordMax, abort: true })
  .min(8, v.passwordMin);

/** A staff password being set (onboarding, reset): 12 to 128 characters. */
export const newStaffPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .max(maxPasswordLength, { message: v.passwordMax, abort: true })
  .min(12, v.staffPasswordMin);

export const confirmPasswordSchema = z
  .string({ error: v.confirmPasswordRequired })
  .min(1, v.confirmPasswordRequired)
  .max(maxPasswordLength, v.passwordMax);

/** Adds the "passwords must match" rule to a form that has `password` and `confirmPassword`. */
export function withMatchingPasswords<Schema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: Schema,
) {
  return schema.refine((form) => form.password === form.confirmPassword, {
    message: v.passwordsMustMatch,
    path: ['confirmPassword'],
  });
}
