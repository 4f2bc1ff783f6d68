import { DomainError } from '../../events/command/decider.ts';
import { messages } from '../../events/schemas/messages.ts';

// The Spanish answers of the account routes, each written once (SPEC's own texts live in messages).
export const codeSent = 'Te enviamos un código de verificación a tu correo electrónico.';
export const codeAlreadySent = 'Ya te enviamos un código de verificación; revisa tu correo electrónico.';
export const newCodeSent = 'Te enviamos un nuevo código a tu correo electrónico.';
export const loggedIn = 'Inicio de sesión exitoso';
export const forgotPasswordAnswer =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';
export const passwordResetDone = 'Tu contraseña se restableció correctamente.';
export const invitationSent = 'Invitación enviada.';
export const profileUpdated = 'Perfil actualizado';

export const wrongCredentials = () =>
  new DomainError('account.wrong-credentials', 'Correo electrónico o contraseña incorrectos.', 401);
export const tooManyPasswordTries = (retryAfter: number) =>
  new DomainError(
    'account.password-back-off',
    `Demasiados intentos fallidos. Espera ${retryAfter} segundos e inténtalo de nuevo.`,
    429,
    { retryAfter },
  );
export const invalidCode = () => new DomainError('account.invalid-code', messages.errors.otpInvalid, 400);
export const invalidLink = () => new DomainError('account.invalid-link', 'El enlace no es válido o ha caducado.', 400);
export const photoRefused = () => new DomainError('profile.photo', messages.errors.imageUploadFailed, 422);
