import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/language.ts';

const languages = new Negotiator<Language>({ supportedValues: [...LANGUAGES] });

/**
 * The language a request asks its answer in: the app sends the one a person chose; another
 * client its `Accept-Language` (`en-GB` counts as `en`). Dutch when it names neither.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const primaryTags = header.replace(/\b([a-z]{2,3})-[\w-]+/gi, '$1').toLowerCase();
  return languages.negotiate(primaryTags) ?? DEFAULT_LANGUAGE;
}
