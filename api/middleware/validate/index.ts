import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { messages } from '../../../events/schemas/messages.ts';

export type FieldErrors = Record<string, string[]>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

// The first message of the first failing field is the answer's `message`: the same Spanish text the
// form shows next to that field, because both come from the shared schema.
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues: readonly Issue[] = result.error.issues;
    return c.json(
      { message: issues[0]?.message ?? messages.validation.invalidRequest, errors: fieldErrors(issues) },
      400,
    );
  });
}
