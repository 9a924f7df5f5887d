import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMessage = { to: string; subject: string; html: string; text: string };

/** How a message left: over SMTP, or into the log when no SMTP server is configured. */
export type Delivery = 'smtp' | 'log';

export interface MailTransport {
  send(message: OutgoingMessage): Promise<Delivery>;
  close(): void;
}

/**
 * Mail over SMTP_URL with nodemailer. Without an SMTP server the whole message is written to
 * the log, so that a laptop install (sign-in links included) works with no setup.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  mailFrom: string;
  logger: Logger;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.logger.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail not sent (no SMTP_URL): written to the log',
        );
        return 'log';
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from: options.mailFrom, ...message });
      return 'smtp';
    },
    close: () => transporter.close(),
  };
}
