import type { FastifyRequest } from 'fastify';
import type { ErrorParams } from '../../contract/errors/codes.ts';
import { AppError } from '../errors.ts';

/**
 * What a webhook whose secret is not set answers: 404, as a path that is not there, with one
 * warning line in the log. Anyone can call a webhook, so an error with its stack trace for
 * every call would let anyone flood the log.
 */
export const webhookNotConfigured =
  (system: ErrorParams['WEBHOOK_NOT_CONFIGURED']['system']) => (request: FastifyRequest) => {
    const error = new AppError('WEBHOOK_NOT_CONFIGURED', { system });
    request.log.warn(error.message);
    throw error;
  };
