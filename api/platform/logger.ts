import pino from 'pino';

export type Logger = pino.Logger;

// JSON lines for machines; readable lines when a person watches the terminal. Personal data and
// secrets never reach a log call, and these paths are scrubbed in case one slips through.
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: [
      'password',
      'token',
      'otp',
      'email',
      '*.password',
      '*.token',
      '*.otp',
      '*.email',
      'req.headers.authorization',
    ],
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
