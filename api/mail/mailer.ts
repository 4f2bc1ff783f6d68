import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../platform/logger.ts';

export type Mail = { readonly to: string; readonly subject: string; readonly text: string; readonly html?: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Where mail goes: `smtp` or the outbox folder. */
  readonly transport: string;
};

// With SMTP_URL, mail goes to that server; without it each message is written as an .eml file to
// the outbox (open it with any mail client) and a log line says so, so nothing needs the network.
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: `outbox ${options.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ file, subject: mail.subject }, 'mail written to outbox');
    },
  };
}
