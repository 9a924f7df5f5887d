import { type InputIssue, wordIssue } from '../../contract/errors/input-messages.ts';
import { INPUT_TEXTS_NL, type InputTexts } from '../../contract/errors/input-nl.ts';
import type { SameTexts } from '../../contract/language.ts';
import { ApiError, refusalMessage } from './api-client.ts';
import { defineTexts, useTexts } from './language.ts';

/** A form's messages by the field's path joined with dots ("name", "bikes.0.brand"). */
export type FieldErrors = Record<string, string>;

/** The words for what is wrong with an input, in the page's language. */
export type InputWords = SameTexts<InputTexts>;

export const INPUT_TEXTS = defineTexts(
  INPUT_TEXTS_NL,
  () => import('../../contract/errors/input-en.ts'),
);

/** The words `issuesToErrors` and `schemaErrors` need, in the page's language. */
export const useInputWords = (): InputWords => useTexts(INPUT_TEXTS);

/** The words of a schema's first issue, for a toast that sums up what it refused. */
export const firstIssueWords = (
  result: { error?: { issues: readonly InputIssue[] } },
  input: InputWords,
) => {
  const [first] = result.error?.issues ?? [];
  return first && wordIssue(first, input);
};

/** What is wrong with one value, as the server's 400 lists it: worded already. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The words of the first issue of each field path, optionally under a prefix. */
function firstPerField<Found extends Issue>(
  issues: readonly Found[],
  words: (issue: Found) => string,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[prefix + issue.path.map(String).join('.')] ??= words(issue);
  return errors;
}

/** The first message per field path, in the words of `input`, optionally under a prefix. */
export const issuesToErrors = (issues: readonly InputIssue[], input: InputWords, prefix = '') =>
  firstPerField(issues, (issue) => wordIssue(issue, input), prefix);

/** A schema's verdict (`safeParse`) as messages by field; none when the values are valid. */
export const schemaErrors = (
  result: { error?: { issues: readonly InputIssue[] } },
  input: InputWords,
) => issuesToErrors(result.error?.issues ?? [], input);

const isFieldIssue = (issue: unknown): issue is Issue => {
  const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
  return Array.isArray(path) && path.length > 0 && typeof message === 'string';
};

/**
 * The fields a 400 answer refused, by their path joined with dots ("phone", "bikes.0.brand"),
 * with the server's message for each; none for any other failure.
 */
export function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const { issues } = JSON.parse(error.body) as { issues?: unknown };
    const refused = Array.isArray(issues) ? issues.filter(isFieldIssue) : [];
    return firstPerField(refused, (issue) => issue.message);
  } catch {
    // Not JSON: no field to point at; the toast tells the failure.
    return {};
  }
}

/** A refusal without issues that concerns one field: a taken name (409) stands under the name. */
export type RefusalOfField = { status: number; field: string };

/**
 * The server's refusal as messages by field: the fields a 400 named, else the message of a
 * refusal with `ofField.status` under `ofField.field`; none for any other failure, which the
 * toast tells.
 */
export function refusalErrors(error: unknown, ofField?: RefusalOfField): FieldErrors {
  const fields = refusedFields(error);
  if (Object.keys(fields).length > 0 || !ofField) return fields;
  const message = refusalMessage(error, ofField.status);
  return message ? { [ofField.field]: message } : {};
}
