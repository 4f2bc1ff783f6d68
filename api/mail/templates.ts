import type { Mail } from './mailer.ts';

const signature = '\n\n— Equipo del Concurso de Diseño';

export function codeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Tu código de verificación: ${code}`,
    text: `Tu código de verificación es ${code}. Vence en 10 minutos. Si no lo solicitaste, ignora este correo.${signature}`,
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Restablece tu contraseña',
    text: `Recibimos una solicitud para restablecer tu contraseña. Abre este enlace (vence en 1 hora y sirve una sola vez):\n\n${link}\n\nSi no la solicitaste, ignora este correo.${signature}`,
  };
}

export function inviteMail(to: string, link: string, role: 'admin' | 'moderator'): Mail {
  const area = role === 'admin' ? 'administración' : 'moderación';
  return {
    to,
    subject: `Invitación al equipo de ${area} del concurso`,
    text: `Te invitaron al equipo de ${area} del Concurso de Diseño. Crea tu contraseña con este enlace (vence en 7 días):\n\n${link}${signature}`,
  };
}

export function contactMail(
  to: string,
  message: { name: string; issue: string; message: string; from: string | null },
): Mail {
  return {
    to,
    subject: `Contacto: ${message.issue}`,
    text: `Nombre: ${message.name}\nCuenta: ${message.from ?? 'visitante sin sesión'}\nAsunto: ${message.issue}\n\n${message.message}`,
  };
}

/** Sign-up with an e-mail that already has an account: the owner hears of it, the visitor learns nothing. */
export function alreadyRegisteredMail(to: string, loginLink: string, resetLink: string): Mail {
  return {
    to,
    subject: 'Ya tienes una cuenta en el concurso',
    text: `Alguien intentó registrarse en el Concurso de Diseño con este correo, que ya tiene una cuenta. Si fuiste tú, inicia sesión:\n\n${loginLink}\n\nSi olvidaste tu contraseña, puedes restablecerla aquí:\n\n${resetLink}\n\nSi no fuiste tú, ignora este correo: tu cuenta sigue segura.${signature}`,
  };
}
