import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from './client.ts';

describe('mail without an SMTP server', () => {
  it('writes the whole mail, sign-in links included, to the log', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const transport = createMailTransport({ mailFrom: 'werkplaats@example.nl', logger });
    const delivery = await transport.send({
      to: 'klant@example.nl',
      subject: 'Inloggen',
      html: '<p>x</p>',
      text: 'Open http://localhost:5000/api/auth/magic?token=abc',
    });
    expect(delivery).toBe('log');
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged.mail).toMatchObject({ to: 'klant@example.nl', subject: 'Inloggen' });
    expect(logged.mail.text).toContain('/api/auth/magic?token=abc');
  });
});
