import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserLanguage,
  chooseLanguage,
  currentLanguage,
  defineTexts,
  rememberedLanguage,
  showLanguage,
  startingLanguage,
} from './language.ts';
import { UI_TEXTS } from './strings.ts';

// The parts of the browser the language touches: <html lang>, the cookie, local storage and
// the browser's languages.
const html = { lang: 'nl-NL' };
const page = { documentElement: html, cookie: '' };
const storage = new Map<string, string>();
const browser = { languages: ['nl-NL'] as string[], language: 'nl-NL' };

beforeAll(() => {
  vi.stubGlobal('document', page);
  vi.stubGlobal('navigator', browser);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
  });
});

beforeEach(() => {
  storage.clear();
  page.cookie = '';
});

afterAll(async () => {
  await showLanguage('nl');
  vi.unstubAllGlobals();
});

describe('choosing a language', () => {
  it('loads the English words of every table defined so far before the page switches', async () => {
    let release = () => {};
    const slowTable = defineTexts({ title: 'Titel' }, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { default: { title: 'Title' } };
    });

    const choosing = chooseLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentLanguage()).toBe('nl');

    release();
    await choosing;
    expect(currentLanguage()).toBe('en');
    expect(html.lang).toBe('en-GB');
    expect(slowTable.english).toEqual({ title: 'Title' });
    expect(UI_TEXTS.english?.cancel).toBe('Cancel');
  });

  it('goes back to Dutch without loading anything', async () => {
    await chooseLanguage('nl');
    expect(currentLanguage()).toBe('nl');
    expect(html.lang).toBe('nl-NL');
  });

  it('remembers the choice in local storage and in a cookie for a year that the server reads', async () => {
    await chooseLanguage('en');
    expect(storage.get('spaak.lang')).toBe('en');
    expect(page.cookie).toBe('spaak.lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(rememberedLanguage()).toBe('en');

    await chooseLanguage('nl');
    expect(storage.get('spaak.lang')).toBe('nl');
    expect(page.cookie).toMatch(/^spaak\.lang=nl;/);
  });

  it('remembers nothing when the page only shows a language, as on a first visit', async () => {
    await showLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(storage.size).toBe(0);
    expect(page.cookie).toBe('');
    expect(rememberedLanguage()).toBeUndefined();
    await showLanguage('nl');
  });

  it('ignores a remembered value that is no language of ours', () => {
    storage.set('spaak.lang', 'de');
    expect(rememberedLanguage()).toBeUndefined();
  });
});

describe('the language of a first visit', () => {
  it('is English only when the browser prefers English over Dutch', () => {
    expect(browserLanguage(['en-GB', 'nl'])).toBe('en');
    expect(browserLanguage(['en-US'])).toBe('en');
    expect(browserLanguage(['EN-gb'])).toBe('en');
    expect(browserLanguage(['de-DE', 'en', 'nl'])).toBe('en');
    expect(browserLanguage(['nl-BE', 'en-GB'])).toBe('nl');
    expect(browserLanguage(['fr', 'nl', 'en'])).toBe('nl');
  });

  it('is Dutch when the browser names neither, or nothing', () => {
    expect(browserLanguage(['de', 'fr-FR'])).toBe('nl');
    expect(browserLanguage([])).toBe('nl');
  });

  it("follows the browser until a choice is made, then the choice, whatever the browser's language", async () => {
    browser.languages = ['en-GB', 'en'];
    expect(startingLanguage()).toBe('en');
    await chooseLanguage('nl');
    expect(startingLanguage()).toBe('nl');
    browser.languages = ['nl-NL'];
    storage.set('spaak.lang', 'en');
    expect(startingLanguage()).toBe('en');
  });
});
