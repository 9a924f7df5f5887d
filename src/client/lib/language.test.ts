import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, currentLanguage, defineTexts } from './language.ts';
import { UI_TEXTS } from './strings.ts';

// The page's <html> element, which is all of the document the language touches.
const html = { lang: 'nl-NL' };

beforeAll(() => {
  Object.assign(globalThis, { document: { documentElement: html } });
});

afterAll(async () => {
  await chooseLanguage('nl');
  Reflect.deleteProperty(globalThis, 'document');
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
});
