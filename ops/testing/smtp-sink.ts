import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
};

export type SmtpSink = {
  readonly url: string;
  readonly mails: readonly ReceivedMail[];
  /** The first mail to `address` (after `skip` earlier ones) matching `predicate`, waiting up to `timeoutMs`. */
  waitFor(address: string, options?: { timeoutMs?: number; skip?: number; subject?: RegExp }): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server on loopback that keeps what it receives, so tests read the mails users get. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, { timeoutMs = 10_000, skip = 0, subject } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(
          (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)),
        )[skip];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
