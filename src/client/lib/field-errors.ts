import { ApiError, refusalMessage } from './api-client.ts';

/** A form's messages by the field's path joined with dots ("name", "bikes.0.brand"). */
export type FieldErrors = Record<string, string>;

/** What is wrong with one value: a zod issue, or one of the `issues` of the server's 400. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message per field path, optionally under a prefix. */
export function issuesToErrors(issues: readonly Issue[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    errors[prefix + issue.path.map(String).join('.')] ??= issue.message;
  }
  return errors;
}

/** A schema's verdict (`safeParse`) as messages by field; none when the values are valid. */
export const schemaErrors = (result: { error?: { issues: readonly Issue[] } }) =>
  issuesToErrors(result.error?.issues ?? []);

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
    return issuesToErrors(Array.isArray(issues) ? issues.filter(isFieldIssue) : []);
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
