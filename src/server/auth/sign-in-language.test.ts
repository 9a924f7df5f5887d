import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { MAGIC_LINK_LIMITS } from './service.ts';

let smtp: TestSmtpServer;
let server: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await createTestApp({ SMTP_URL: smtp.url, WORKSHOP_NAME: 'Fiets & Co' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

/** The words the sign-in pages and mail are expected to have in each language. */
const DUTCH = {
  tag: 'nl-NL',
  signIn: 'Inloggen',
  sendLink: 'Stuur inloglink',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  checkMailbox: 'Controleer je e-mail',
  linkSent:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een inloglink. De link werkt 15 minuten.',
  tooMany: 'Te veel inlogverzoeken',
  linkInvalid: 'Inloglink werkt niet',
  linkUsed: 'Deze inloglink is al gebruikt',
  askNewLink: 'Vraag een nieuwe link aan',
  mailSubject: 'Inloggen bij Fiets & Co',
  mailText: 'Open deze link om in te loggen bij Fiets & Co',
};

const ENGLISH: typeof DUTCH = {
  tag: 'en-GB',
  signIn: 'Sign in',
  sendLink: 'Send sign-in link',
  invalidEmail: 'Please enter a valid email address',
  checkMailbox: 'Check your email',
  linkSent:
    'If we know this email address, a sign-in link will arrive within a few minutes. The link works for 15 minutes.',
  tooMany: 'Too many sign-in requests',
  linkInvalid: 'This sign-in link does not work',
  linkUsed: 'This sign-in link has already been used',
  askNewLink: 'Ask for a new link',
  mailSubject: 'Sign in to Fiets & Co',
  mailText: 'Open this link to sign in to Fiets & Co',
};

/** The ways a request names its language, and the language it is answered in. */
const ASKED_IN = [
  { way: 'no language at all', headers: {}, words: DUTCH },
  { way: 'the language cookie', headers: { cookie: 'spaak.lang=en' }, words: ENGLISH },
  {
    way: 'Accept-Language',
    headers: { 'accept-language': 'en-US,en;q=0.9,nl;q=0.5' },
    words: ENGLISH,
  },
  {
    way: 'the language cookie over an English Accept-Language',
    headers: { cookie: 'spaak.lang=nl', 'accept-language': 'en' },
    words: DUTCH,
  },
];

const FORM = 'application/x-www-form-urlencoded';
const headingOf = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
const submitButtonOf = (html: string) =>
  html.match(/<button type="submit"[^>]*>([^<]*)<\/button>/)?.[1];
const langOf = (html: string) => html.match(/<html lang="([^"]*)">/)?.[1];

describe.each(ASKED_IN.map((asked, index) => ({ ...asked, index })))(
  'the sign-in pages, asked in $way',
  ({ headers, words, index }) => {
    const address = (what: string) => `${what}-${index}@example.nl`;
    const postForm = (email: string, remoteAddress = '127.0.0.1') =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...headers, 'content-type': FORM, origin: TEST_PUBLIC_URL },
        payload: new URLSearchParams({ email }).toString(),
        remoteAddress,
      });
    const open = (url: string) => server.app.inject({ method: 'GET', url, headers: headers });

    it('asks for the e-mail address in that language, with <html lang> saying so', async () => {
      const response = await open('/api/login');
      expect(response.statusCode).toBe(200);
      expect(langOf(response.body)).toBe(words.tag);
      expect(headingOf(response.body)).toBe(words.signIn);
      expect(response.body).toContain(`<title>${words.signIn} – Fiets &amp; Co</title>`);
      expect(submitButtonOf(response.body)).toBe(words.sendLink);
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
    });

    it('refuses a malformed address in that language', async () => {
      const response = await postForm('geen-adres');
      expect(response.statusCode).toBe(400);
      expect(langOf(response.body)).toBe(words.tag);
      expect(response.body).toContain(`role="alert">${words.invalidEmail}</p>`);
    });

    it('says to check the mailbox, and mails the link, in that language', async () => {
      const email = address('formulier');
      const response = await postForm(email);
      expect(response.statusCode).toBe(202);
      expect(headingOf(response.body)).toBe(words.checkMailbox);
      expect(response.body).toContain(words.linkSent);
      const mail = await smtp.waitForMessage((message) => message.to.includes(email), 15_000);
      expect(mail.subject).toBe(words.mailSubject);
      expect(mail.text).toContain(words.mailText);
      expect(mail.html).toContain(`>${words.signIn}</a>`);
    });

    it('answers too many links in that language', async () => {
      const email = address('te-veel');
      const fromItsOwnAddress = `198.51.100.${index + 1}`;
      for (let attempt = 0; attempt < MAGIC_LINK_LIMITS.perEmail; attempt++) {
        expect((await postForm(email, fromItsOwnAddress)).statusCode).toBe(202);
      }
      const refused = await postForm(email, fromItsOwnAddress);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(words.tooMany);
    });

    it("opens a mailed link to a page whose button is in that language, and a used link's page", async () => {
      const link = new URL(await server.signInLink(address('link')));
      const confirm = await open(link.pathname + link.search);
      expect(confirm.statusCode).toBe(200);
      expect(langOf(confirm.body)).toBe(words.tag);
      expect(submitButtonOf(confirm.body)).toBe(words.signIn);
      await server.pressSignInButton(link.href);
      const used = await open(link.pathname + link.search);
      expect(used.statusCode).toBe(400);
      expect(langOf(used.body)).toBe(words.tag);
      expect(headingOf(used.body)).toBe(words.linkInvalid);
      expect(used.body).toContain(words.linkUsed);
      expect(used.body).toContain(`href="/api/login">${words.askNewLink}</a>`);
    });

    it('answers the JSON request for a link, and mails it, in that language', async () => {
      const email = address('json');
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: headers,
        payload: { email },
      });
      expect(response.statusCode).toBe(202);
      const mail = await smtp.waitForMessage((message) => message.to.includes(email), 15_000);
      expect(mail.subject).toBe(words.mailSubject);
      expect(response.json().message).toBe(words.linkSent);
    });
  },
);

describe("the sign-in pages' language switch", () => {
  const open = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const languageCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'spaak.lang');

  it('links the page in the other language, and shows the chosen one as chosen', async () => {
    const dutch = await open('/api/login');
    expect(dutch.body).toContain('<div role="group" aria-label="Taal"');
    expect(dutch.body).toMatch(/<span [^>]*lang="nl" aria-current="true">Nederlands<\/span>/);
    expect(dutch.body).toMatch(/<a [^>]*href="\/api\/login\?lang=en">English<\/a>/);
  });

  it('shows the page in the language its address asks for and keeps that choice', async () => {
    const english = await open('/api/login?lang=en', 'spaak.lang=nl');
    expect(english.statusCode).toBe(200);
    expect(langOf(english.body)).toBe(ENGLISH.tag);
    expect(headingOf(english.body)).toBe(ENGLISH.signIn);
    expect(english.body).toContain('aria-label="Language"');
    expect(english.body).toMatch(/<a [^>]*href="\/api\/login\?lang=nl">Nederlands<\/a>/);
    expect(languageCookieOf(english)).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  });

  it("keeps a mailed link's token in the switch of the link's page", async () => {
    const link = new URL(await server.signInLink('schakelaar@example.nl'));
    const token = link.searchParams.get('token') ?? '';
    const english = await open(`${link.pathname}${link.search}&lang=en`);
    expect(english.statusCode).toBe(200);
    expect(submitButtonOf(english.body)).toBe(ENGLISH.signIn);
    const toDutch = new URLSearchParams({ token, lang: 'nl' }).toString();
    expect(english.body).toContain(`href="/api/auth/magic?${toDutch.replace(/&/g, '&amp;')}"`);
  });

  it('refuses a language it does not speak, and keeps no choice', async () => {
    const refused = await open('/api/login?lang=fr');
    expect(refused.statusCode).toBe(400);
    expect(languageCookieOf(refused)).toBeUndefined();
  });

  it("wears the portals' band: the workshop's name home, and Home to its website", async () => {
    const response = await open('/api/login');
    expect(response.body).toMatch(/<header [^>]*>\s*<nav /);
    expect(response.body).toMatch(/<a href="\/" [^>]*>Fiets &amp; Co<\/a>/);
    expect(response.body).toMatch(
      /<a href="https:\/\/[^"]+" [^>]*><svg [^>]*>.*<\/svg>Startpagina<\/a>/,
    );
    expect(response.body).toMatch(/<main [^>]*>/);
  });
});
