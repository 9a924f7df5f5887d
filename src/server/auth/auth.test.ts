import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, magicLinkTokens, outgoingEmails } from '../db/schema.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { MAGIC_LINK_LIMITS } from './service.ts';

let smtp: TestSmtpServer;
let server: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const currentUser = (cookie?: string) =>
  server.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

const askForLink = (email: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email }, headers });

async function followMailedLink(email: string) {
  await askForLink(email);
  const mail = await smtp.waitForMessage((message) => message.to.includes(email), 15_000);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}`);
  const response = await server.pressSignInButton(link);
  const cookie = response.cookies.findLast((candidate) => candidate.name === 'spaak.sid');
  return { response, link: new URL(link), cookie: cookie && `${cookie.name}=${cookie.value}` };
}

describe('signing in by e-mailed link', () => {
  it('answers null ("nothing") on /api/auth/user when nobody is signed in, not an error', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('signs the admin in through the link that arrives at the SMTP server', async () => {
    const { response, link, cookie } = await followMailedLink(TEST_ADMIN_EMAIL);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin');
    const user = await currentUser(cookie);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: TEST_ADMIN_EMAIL, isAdmin: true });
  });

  it('signs in an address without admin rights as a plain user and sends it to /', async () => {
    const { response, cookie } = await followMailedLink('klant@example.nl');
    expect(response.headers.location).toBe('/');
    expect((await currentUser(cookie)).json()).toMatchObject({
      email: 'klant@example.nl',
      isAdmin: false,
    });
  });

  it('gives the same answer for an address it knows and one it does not', async () => {
    const known = await askForLink(TEST_ADMIN_EMAIL);
    const unknown = await askForLink('onbekend@example.nl');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
  });

  it('refuses a malformed address with 400 and sends nothing', async () => {
    const response = await askForLink('geen-adres');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ongeldig e-mailadres');
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const link = await server.signInLink('hash@example.nl');
    const token = new URL(link).searchParams.get('token') ?? '';
    const rows = await server.database.db.select().from(magicLinkTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  const openLink = (link: string) => {
    const url = new URL(link);
    return server.app.inject({ method: 'GET', url: url.pathname + url.search });
  };

  it('opens a link to a page whose button signs in, leaving the link unused until pressed', async () => {
    const link = await server.signInLink('scanner@example.nl');
    for (const opened of [await openLink(link), await openLink(link)]) {
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.body).toContain('<form method="post" action="/api/auth/magic">');
      expect(opened.cookies.findLast((cookie) => cookie.name === 'spaak.sid')).toBeUndefined();
    }
    const pressed = await server.pressSignInButton(link);
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/');
  });

  it('refuses a link that was already used, when opened and when pressed, with a way to ask again', async () => {
    const link = await server.signInLink('tweemaal@example.nl');
    await server.pressSignInButton(link);
    for (const second of [await openLink(link), await server.pressSignInButton(link)]) {
      expect(second.statusCode).toBe(400);
      expect(second.body).toContain('al gebruikt');
      expect(second.body).toContain('href="/api/login"');
      expect(second.cookies.findLast((cookie) => cookie.name === 'spaak.sid')).toBeUndefined();
    }
  });

  it('refuses a link older than 15 minutes', async () => {
    const link = await server.signInLink('laat@example.nl');
    await server.database.db
      .update(magicLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(magicLinkTokens.email, 'laat@example.nl'));
    for (const response of [await openLink(link), await server.pressSignInButton(link)]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('verlopen');
    }
    expect((await currentUser()).json()).toBeNull();
  });

  it('gives a new session id at sign-in and forgets the old session', async () => {
    const first = await server.signIn('wissel@example.nl');
    const response = await server.pressSignInButton(
      await server.signInLink('wissel@example.nl'),
      first,
    );
    const renewed = response.cookies.findLast((cookie) => cookie.name === 'spaak.sid');
    expect(renewed?.value).toBeDefined();
    expect(`spaak.sid=${renewed?.value}`).not.toBe(first);
    expect((await currentUser(first)).json()).toBeNull();
  });

  it('limits links per address and answers 429 with Retry-After', async () => {
    const email = 'veel@example.nl';
    for (let attempt = 0; attempt < MAGIC_LINK_LIMITS.perEmail; attempt++) {
      expect((await askForLink(email)).statusCode).toBe(202);
    }
    const refused = await askForLink(email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits links per network address across e-mail addresses, on the sign-in form too', async () => {
    const fromOneAddress = { remoteAddress: '203.0.113.7' };
    for (let attempt = 0; attempt < MAGIC_LINK_LIMITS.perIp; attempt++) {
      const asked = await server.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        payload: { email: `persoon-${attempt}@example.nl` },
        ...fromOneAddress,
      });
      expect(asked.statusCode).toBe(202);
    }
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: 'nog-een@example.nl' },
      ...fromOneAddress,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Te veel inlogverzoeken');
    const tokens = await server.database.db
      .select()
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, 'nog-een@example.nl'));
    expect(tokens).toEqual([]);
    const elsewhere = await askForLink('nog-een@example.nl');
    expect(elsewhere.statusCode).toBe(202);
  });

  it('ends the session on the server at logout and tells the browser to forget its cookie', async () => {
    const cookie = await server.signIn(TEST_ADMIN_EMAIL);
    const logout = await server.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await currentUser(cookie)).json()).toBeNull();
    const cleared = logout.cookies.find((candidate) => candidate.name === 'spaak.sid');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('sign-in links asked for at the same moment', () => {
  // An app of its own, whose mails are only logged: 60 mails queued on the shared SMTP
  // server would hold up the mails that the other tests wait for.
  let burst: TestApp;
  beforeAll(async () => {
    burst = await createTestApp();
  });
  afterAll(async () => {
    await burst?.close();
  });

  const outboxRowsTo = async (emails: string[]) =>
    (
      await burst.database.db
        .select({ id: outgoingEmails.id })
        .from(outgoingEmails)
        .where(inArray(outgoingEmails.recipient, emails))
    ).length;

  const askForLinkFrom = (email: string, remoteAddress: string) =>
    burst.app
      .inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email }, remoteAddress })
      .then((answer) => answer.statusCode);

  it('accepts only 5 of 40 links asked for one address at the same moment, and mails only those', async () => {
    const email = 'tegelijk@example.nl';
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => askForLinkFrom(email, `198.51.100.${index}`)),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(MAGIC_LINK_LIMITS.perEmail);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - MAGIC_LINK_LIMITS.perEmail,
    );
    expect(await outboxRowsTo([email])).toBe(MAGIC_LINK_LIMITS.perEmail);
  });

  it('accepts only 20 of 40 links asked from one network address at the same moment', async () => {
    const emails = Array.from({ length: 40 }, (_, index) => `zelfde-ip-${index}@example.nl`);
    const statuses = await Promise.all(
      emails.map((email) => askForLinkFrom(email, '203.0.113.40')),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(MAGIC_LINK_LIMITS.perIp);
    expect(await outboxRowsTo(emails)).toBe(MAGIC_LINK_LIMITS.perIp);
  });
});

describe('the sign-in page without an identity provider', () => {
  it('asks for an e-mail address', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('type="email"');
  });

  it('mails a link when the form is posted and says to check the mailbox', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=formulier%40example.nl',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toContain('Controleer je e-mail');
    await smtp.waitForMessage((message) => message.to.includes('formulier@example.nl'), 15_000);
  });

  it('shows the form again with a message for a malformed address', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=%3Cscript%3E',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Vul een geldig e-mailadres in.');
    expect(response.body).toContain('value="&lt;script&gt;"');
  });
});

describe('admin guards', () => {
  const listAdmins = (cookie?: string) =>
    server.app.inject({ method: 'GET', url: '/api/admins', headers: cookie ? { cookie } : {} });

  it('answers 401 to an admin route when nobody is signed in', async () => {
    expect((await listAdmins()).statusCode).toBe(401);
  });

  it('answers 403 to an admin route for a signed-in user without admin rights', async () => {
    const cookie = await server.signIn('gewoon@example.nl');
    const response = await listAdmins(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Geen toegang', code: 'NOT_ADMIN', params: {} });
  });

  it('takes access away at once from an admin who is removed', async () => {
    await server.database.db.insert(admins).values({ email: 'tijdelijk@example.nl' });
    const cookie = await server.signIn('tijdelijk@example.nl');
    expect((await listAdmins(cookie)).statusCode).toBe(200);
    await server.database.db.delete(admins).where(eq(admins.email, 'tijdelijk@example.nl'));
    expect((await listAdmins(cookie)).statusCode).toBe(403);
  });
});

describe('requests from other sites', () => {
  it('refuses a mutation whose Origin is another site with 403, and changes nothing', async () => {
    const before = await server.database.db.select().from(magicLinkTokens);
    const response = await askForLink('csrf@example.nl', { origin: 'https://kwaadaardig.example' });
    expect(response.statusCode).toBe(403);
    expect(await server.database.db.select().from(magicLinkTokens)).toHaveLength(before.length);
  });

  it('refuses a mutation whose Referer is another site when Origin is absent', async () => {
    const response = await askForLink('csrf@example.nl', {
      referer: 'https://kwaadaardig.example/pagina',
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a mutation from the app itself', async () => {
    const response = await askForLink('eigen@example.nl', { origin: TEST_PUBLIC_URL });
    expect(response.statusCode).toBe(202);
  });

  it('accepts a mutation from the address it was sent to, such as the server on a LAN address', async () => {
    const response = await askForLink('lan@example.nl', {
      host: '192.168.1.20:5000',
      origin: 'http://192.168.1.20:5000',
    });
    expect(response.statusCode).toBe(202);
  });

  it('refuses a mutation whose Origin is "null", as a sandboxed page or a privacy redirect sends', async () => {
    const response = await askForLink('null@example.nl', { origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a mutation with neither Origin nor Referer, which no browser page sends', async () => {
    const response = await askForLink('script@example.nl');
    expect(response.statusCode).toBe(202);
  });
});
