import type { ErrorTexts } from '../../contract/errors/codes.ts';
import { PUBLIC_ERROR_TEXTS_NL } from '../../contract/errors/public-nl.ts';

type AnyErrorText = (params: never) => string;

// The portals know the errors anyone may meet; the dashboard adds the staff's when it loads,
// so a customer never downloads their words.
const known = new Map<string, AnyErrorText>(Object.entries(PUBLIC_ERROR_TEXTS_NL));

/** Words for more codes, from a part of the app that is loaded later. */
export function addErrorTexts(texts: Partial<ErrorTexts>) {
  for (const [code, text] of Object.entries(texts)) known.set(code, text);
}

/**
 * The words for an error answer's code and parameters, or undefined when this client does not
 * know the code (a newer server's) or its parameters do not fit, so the caller falls back to
 * the server's own message.
 */
export function errorTextOf(code: unknown, params: unknown) {
  const text = typeof code === 'string' ? known.get(code) : undefined;
  if (!text || typeof params !== 'object' || params === null) return undefined;
  try {
    return text(params as never);
  } catch {
    return undefined;
  }
}
