// How a refused input's words are found: the contract's schemas give each issue the key of its
// words (`inputMessage`), and whoever shows the issue words it in a language (decision 032).
// Zod-free: the customer portal loads it up front.
import type { SameTexts } from '../language.ts';
import type { InputMessageKey, InputTexts, IssueValues } from './input-nl.ts';

/** The message a schema gives a check: the key of its words in the input texts. */
export const inputMessage = (key: InputMessageKey) => key;

/**
 * What is wrong with one value, as a schema reports it (a zod issue, with its code and the
 * limit it names) or as a server's 400 lists it (path and words only).
 */
export type InputIssue = {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly expected?: string;
  readonly params?: { readonly names?: readonly string[] };
};

/** The words of an issue the contract's schemas did not word: the validation library's own. */
export type LibraryWords = (issue: InputIssue) => string;

const isInputMessageKey = (
  texts: SameTexts<InputTexts>,
  message: string,
): message is InputMessageKey => Object.hasOwn(texts, message);

const valuesOf = (issue: InputIssue): IssueValues => ({
  minimum: Number(issue.minimum),
  maximum: Number(issue.maximum),
  expected: String(issue.expected),
  names: issue.params?.names ?? [],
});

/**
 * The words for `issue` in the language of `texts`. An issue without a code was worded by the
 * server already. A type the value does not have is told without what it was: the issue no
 * longer holds the value, and the library would name it `undefined`. Any other check of the
 * library's own is worded by `libraryWords`, else plainly as invalid.
 */
export function wordIssue(
  issue: InputIssue,
  texts: SameTexts<InputTexts>,
  libraryWords?: LibraryWords,
): string {
  if (isInputMessageKey(texts, issue.message)) {
    const words: string | ((values: IssueValues) => string) = texts[issue.message];
    return typeof words === 'string' ? words : words(valuesOf(issue));
  }
  if (issue.code === undefined) return issue.message;
  if (issue.code === 'invalid_type') return texts.expectedType(valuesOf(issue));
  return libraryWords?.(issue) ?? texts.invalidInput;
}
