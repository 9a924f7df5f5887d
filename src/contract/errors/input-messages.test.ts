import { describe, expect, it } from 'vitest';
import { emailTemplateInputSchema } from '../email-templates.ts';
import type { SameTexts } from '../language.ts';
import { serviceRequestSubmissionSchema } from '../service-requests/submission.ts';
import { INPUT_TEXTS_EN } from './input-en.ts';
import { inputMessage, wordIssue } from './input-messages.ts';
import { INPUT_TEXTS_NL, type InputTexts } from './input-nl.ts';

const firstIssue = (result: { error?: { issues: readonly unknown[] } }) =>
  result.error?.issues[0] as Parameters<typeof wordIssue>[0];

describe('the words of a refused input', () => {
  it("are the schema's key worded in either language, with the limit the check names", () => {
    const tooLong = firstIssue(
      serviceRequestSubmissionSchema.shape.firstName.safeParse('x'.repeat(101)),
    );
    expect(tooLong.message).toBe(inputMessage('tooLong'));
    expect(wordIssue(tooLong, INPUT_TEXTS_NL)).toBe('Maximaal 100 tekens');
    expect(wordIssue(tooLong, INPUT_TEXTS_EN)).toBe('At most 100 characters');
    const missing = firstIssue(serviceRequestSubmissionSchema.shape.firstName.safeParse(''));
    expect(wordIssue(missing, INPUT_TEXTS_NL)).toBe('Voornaam is verplicht');
    expect(wordIssue(missing, INPUT_TEXTS_EN)).toBe('First name is required');
  });

  it('name what a refinement found', () => {
    const unknown = emailTemplateInputSchema.safeParse({
      status: 'created',
      subject: 'Hallo {{klant.naam}}',
      htmlContent: '<p>x</p>',
    });
    const issue = firstIssue(unknown);
    expect(wordIssue(issue, INPUT_TEXTS_NL)).toBe('Onbekende placeholders: {{klant.naam}}');
    expect(wordIssue(issue, INPUT_TEXTS_EN)).toBe('Unknown placeholders: {{klant.naam}}');
  });

  it("keep the server's words for an issue it worded already", () => {
    const answered = { path: ['phone'], message: 'Gebruik alleen cijfers in het telefoonnummer' };
    expect(wordIssue(answered, INPUT_TEXTS_EN)).toBe(answered.message);
  });

  it("tell a wrong type without the value, and the library's other checks by its words or plainly", () => {
    const wrongType = { path: ['a'], code: 'invalid_type', expected: 'string', message: 'x' };
    expect(wordIssue(wrongType, INPUT_TEXTS_NL)).toBe('Ongeldige invoer: verwacht string');
    const badOption = { path: ['b'], code: 'invalid_value', message: 'Invalid option' };
    expect(wordIssue(badOption, INPUT_TEXTS_NL)).toBe('Ongeldige invoer');
    expect(wordIssue(badOption, INPUT_TEXTS_EN, () => 'Ongeldige optie')).toBe('Ongeldige optie');
  });

  it('differ between the languages for every key, so neither table is a copy of the other', () => {
    const sample = { minimum: 1, maximum: 9, expected: 'number', names: ['x'] };
    const words = (texts: SameTexts<InputTexts>) =>
      Object.values(texts).map((text) => (typeof text === 'string' ? text : text(sample)));
    const dutch = words(INPUT_TEXTS_NL);
    const english = words(INPUT_TEXTS_EN);
    const same = dutch.filter((text, index) => text === english[index]);
    expect(same).toEqual([]);
  });
});
