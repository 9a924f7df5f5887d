import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createMailTransport } from './client.ts';

const message = {
  to: 'klant@example.nl',
  subject: 'Inloggen',
  html: '<p>Open <a href="http://localhost:5000/api/auth/magic?token=abc">deze link</a></p>',
  text: 'Open http://localhost:5000/api/auth/magic?token=abc',
  messageId: '<outgoing-email.7.1764000000000@localhost>',
};

describe('mail without an SMTP server', () => {
  it('writes the whole mail, sign-in links included, to the log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const transport = createMailTransport({ mailFrom: 'werkplaats@example.nl', logger });
    expect(await transport.send(message)).toEqual({ delivered: 'log' });
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged.level).toBe(30);
    expect(logged.mail).toMatchObject({ to: 'klant@example.nl', subject: 'Inloggen' });
    expect(logged.mail.text).toContain('/api/auth/magic?token=abc');
  });
});

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const transport = () =>
    createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Werkplaats <werkplaats@example.nl>',
      logger: pino({ level: 'silent' }),
    });

  it('hands the mail with its HTML and text parts to the SMTP server', async () => {
    const mail = transport();
    expect(await mail.send(message)).toEqual({ delivered: 'smtp' });
    mail.close();
    const received = await smtp.waitForMessage((candidate) => candidate.subject === 'Inloggen');
    expect(received.to).toEqual(['klant@example.nl']);
    expect(received.html).toContain('href="http://localhost:5000/api/auth/magic?token=abc"');
    expect(received.text).toBe(message.text);
    expect(received.messageId).toBe(message.messageId);
  });

  it('fails with the server’s answer when the SMTP server refuses the mail', async () => {
    smtp.setRejecting(true);
    const mail = transport();
    try {
      await expect(mail.send(message)).rejects.toThrow('Mailbox unavailable');
    } finally {
      smtp.setRejecting(false);
      mail.close();
    }
  });
});
