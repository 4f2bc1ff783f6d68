import { DomainError } from '../../events/command/decider.ts';

// Spanish answers of the sign-in flows where SPEC gives no text of its own.
export const codeSent = 'Te enviamos un código de verificación a tu correo electrónico.';
export const codeAlreadySent = 'Ya te enviamos un código de verificación; revisa tu correo electrónico.';
export const loggedIn = 'Inicio de sesión exitoso';
export const wrongCredentials = () =>
  new DomainError('account.wrong-credentials', 'Correo electrónico o contraseña incorrectos.', 401);
