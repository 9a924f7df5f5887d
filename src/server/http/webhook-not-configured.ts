import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * What a webhook whose secret is not set answers: 404, as a path that is not there, with one
 * warning line in the log. Anyone can call a webhook, so an error with its stack trace for
 * every call would let anyone flood the log.
 */
export const webhookNotConfigured = (message: string) => (request: FastifyRequest) => {
  request.log.warn(message);
  throw new AppError('NOT_FOUND', message);
};
