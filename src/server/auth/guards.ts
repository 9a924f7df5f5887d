import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import { SYSTEM_ACTOR } from '../jobs/events.ts';
import { findSignedInUser, type SignedInUser } from './signed-in-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards: the signed-in user, admin rights read fresh for this request. */
    user?: SignedInUser;
  }
}

/**
 * The signed-in user of a request, or null; admin rights are read fresh for every request: with
 * the session row when it was read from the table for this request, else on their own.
 */
export async function loadSignedInUser(request: FastifyRequest) {
  const userId = request.session.get('userId');
  if (!userId) return null;
  const asRead = request.session.get('userAsRead');
  if (asRead?.userId === userId) return asRead.user;
  return findSignedInUser(request.server.deps.database.db, userId);
}

/** The user `requireUser` or `requireAdmin` loaded for this request. */
export function signedInUserOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError('NOT_SIGNED_IN');
  return request.user;
}

/** Not signed in → 401. */
export const requireUser: onRequestAsyncHookHandler = async (request) => {
  const user = await loadSignedInUser(request);
  if (!user) throw new AppError('NOT_SIGNED_IN');
  request.user = user;
};

/**
 * Not signed in → 401; signed in without admin rights → 403. Guards run on request, before
 * the body is read or validated: a stranger learns nothing about what a route expects.
 */
export const requireAdmin: onRequestAsyncHookHandler = async (request, reply) => {
  await requireUser.call(request.server, request, reply);
  if (!request.user?.isAdmin) throw new AppError('NOT_ADMIN');
};

/** Who makes a change, for its event: the signed-in admin, whom `requireAdmin` has loaded. */
export const actorOf = (request: FastifyRequest) => request.user?.email ?? SYSTEM_ACTOR;
