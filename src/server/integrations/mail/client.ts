import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';

/** A file sent with a mail; `contentType` with its parameters, e.g. a calendar's `method`. */
export type MailAttachment = { filename: string; content: string; contentType: string };

export type OutgoingMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one mail, so a mailbox can drop a copy sent twice. */
  messageId: string;
  attachments?: MailAttachment[];
};

/** How a message left: over SMTP, or into the log when no SMTP server is configured. */
export type Delivery = { delivered: 'smtp' | 'log' };

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message; rejects with its answer otherwise. */
  send(message: OutgoingMessage): Promise<Delivery>;
  close(): void;
}

/**
 * Mail over SMTP_URL with nodemailer (e.g. `smtps://user:pass@host:465`, or `smtp://` which
 * upgrades with STARTTLS when the server offers it). Without an SMTP server the whole message
 * is written to the log, so a laptop install works with no setup, sign-in links included.
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
          {
            mail: {
              to: message.to,
              subject: message.subject,
              text: message.text,
              attachments: message.attachments?.map((attachment) => attachment.filename),
            },
          },
          'mail not sent (no SMTP_URL): written to the log',
        );
        return { delivered: 'log' };
      },
      close() {},
    };
  }
  // Nodemailer's own limits (2 min to connect, 10 min of silence) outlast the send job's
  // 5-minute run limit; these keep a hanging server from occupying a worker that long.
  // The transport is built directly because createTransport({ url, ... }) drops every
  // option but the URL; query parameters in SMTP_URL still override these.
  const transporter = nodemailer.createTransport(
    new SMTPTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    }),
  );
  return {
    async send(message) {
      await transporter.sendMail({ from: options.mailFrom, ...message });
      return { delivered: 'smtp' };
    },
    close: () => transporter.close(),
  };
}
