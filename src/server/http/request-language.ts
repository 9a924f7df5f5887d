import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '../../contract/language.ts';

const languages = new Negotiator<Language>({ supportedValues: [...LANGUAGES] });

/**
 * The language a request asks its answer in: the one a person chose (the language cookie),
 * else its `Accept-Language` (`en-GB` counts as `en`), which the app sets to the page's
 * language. Dutch when it names neither.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const primaryTags = header.replace(/\b([a-z]{2,3})-[\w-]+/gi, '$1').toLowerCase();
  return languages.negotiate(primaryTags) ?? DEFAULT_LANGUAGE;
}
