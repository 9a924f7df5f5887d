import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { signInAdmin } from './admin-client.ts';
import { createTestApp, type TestApp } from './app.ts';

export type ReceivedMail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: {
    filename: string;
    /** The MIME type without parameters, e.g. `text/calendar`. */
    contentType: string;
    /** The Content-Type's parameters, e.g. `{ method: 'PUBLISH', charset: 'utf-8' }`. */
    parameters: Record<string, string>;
    content: string;
  }[];
};

/**
 * A real SMTP server on a free local port that keeps what it receives. It accepts any login
 * (so URLs with credentials work) and offers no STARTTLS, so nodemailer talks plain SMTP.
 */
export async function startTestSmtpServer() {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejecting = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      if (rejecting) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          messages.push({
            to,
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
            attachments: mail.attachments.map((attachment) => {
              const header = attachment.headers.get('content-type') as
                | { params?: Record<string, string> }
                | undefined;
              return {
                filename: attachment.filename ?? '',
                contentType: attachment.contentType,
                parameters: header?.params ?? {},
                content: attachment.content.toString('utf8'),
              };
            }),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every mail received so far, oldest first. */
    messages,
    /** While true, every message is refused with a temporary error (451), as by a broken server. */
    setRejecting(value: boolean) {
      rejecting = value;
    },
    /** Stops taking connections (they are refused, as by a server that is down). */
    goDown: () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    /** Takes connections again, on the same port. */
    comeBack: () =>
      new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', resolve)),
    /** The first received mail that matches, waiting for it up to `timeoutMs`. */
    waitForMessage(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/**
 * The whole server mailing over a real test SMTP server, with the admin signed in, for the
 * tests of a file about what customers are mailed: started before them, stopped after.
 */
export function withMailingTestApp() {
  const app = {} as {
    smtp: TestSmtpServer;
    server: TestApp;
    asAdmin: Awaited<ReturnType<typeof signInAdmin>>;
  };
  beforeAll(async () => {
    app.smtp = await startTestSmtpServer();
    app.server = await createTestApp({ SMTP_URL: app.smtp.url });
    app.asAdmin = await signInAdmin(app.server);
  });
  afterAll(async () => {
    await app.server?.close();
    await app.smtp?.stop();
  });
  return app;
}
