// Who is making a request. Every request starts as the public role (contract §1.5: a missing or
// bad token silently falls back to public); authentication, once resolved for a project, replaces
// `request.actor` with the signed-in user.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROLE_ID, PUBLIC_USER_ID } from '../db/system-collections.js';

export interface Actor {
  /** directus_users.id, 0 for the public role. */
  userId: number;
  roleId: number;
  /** Role 1: every permission check passes. */
  admin: boolean;
  /** No signed-in user: responses carry `public: true`. */
  public: boolean;
  /** The user's role enforces two-factor authentication. */
  enforce2fa: boolean;
}

export const PUBLIC_ACTOR: Readonly<Actor> = Object.freeze({
  userId: PUBLIC_USER_ID,
  roleId: PUBLIC_ROLE_ID,
  admin: false,
  public: true,
  enforce2fa: false,
});

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

export function registerActor(app: FastifyInstance): void {
  // Declared null and set per request (Fastify forbids shared object defaults on decorations).
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (request) => {
    request.actor = PUBLIC_ACTOR;
  });
}
