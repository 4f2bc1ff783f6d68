import { DomainError } from '../command/decider.ts';

// The Spanish answers of the identity rules (SPEC gives none for these cases).
export const identityErrors = {
  emailTaken: () => new DomainError('account.email-taken', 'Ya existe una cuenta con este correo electrónico.', 409),
  staffCannotVote: () => new DomainError('account.staff-cannot-vote', 'El personal del concurso no puede votar.', 403),
  notFound: () => new DomainError('account.not-found', 'La cuenta no existe.', 404),
  notAUser: () => new DomainError('account.not-a-user', 'Esta acción es solo para usuarios registrados.', 403),
  notInvited: () => new DomainError('account.not-invited', 'La invitación ya fue utilizada o no es válida.', 409),
  notOnboarded: () =>
    new DomainError('account.not-onboarded', 'Completa tu registro desde el enlace de invitación.', 403),
  codeFlowLocked: (secondsLeft: number) =>
    new DomainError(
      'account.code-flow-locked',
      `Demasiados códigos incorrectos. Podrás intentarlo de nuevo en ${Math.ceil(secondsLeft / 60)} minutos.`,
      429,
      { retryAfter: secondsLeft },
    ),
  tooManyCodes: (secondsLeft: number) =>
    new DomainError(
      'account.too-many-codes',
      'Alcanzaste el máximo de códigos por hoy. Inténtalo de nuevo más tarde.',
      429,
      { retryAfter: secondsLeft },
    ),
  resendTooSoon: (secondsLeft: number) =>
    new DomainError('account.resend-too-soon', `Podrás solicitar un nuevo código en ${secondsLeft} segundos.`, 429, {
      retryAfter: secondsLeft,
    }),
};
