// POST /{project}/users/{id|me}/activate_2fa (contract §5.9): checks a code against the proposed
// secret, then stores the secret. Open to the user themselves, even while their role enforces 2FA
// they have not set up (the auth middleware lets exactly this route through), and to admins.
import type { FastifyInstance } from 'fastify';
import { ApiError, invalidRequest } from '../errors/api-error.js';
import { envelope } from '../http/envelope.js';
import { activityClient, logActivity } from '../services/activity/log-activity.js';
import { isValidTotpSecret, verifyTotp } from '../services/auth/totp.js';
import { findUserById, publicUser } from '../services/auth/users.js';

export async function users2faRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { project: string; id: string } }>(
    '/users/:id/activate_2fa',
    async (request) => {
      const { project } = request;
      const { actor } = request;
      if (actor.public) throw new ApiError('USER_NOT_AUTHENTICATED');
      const raw = request.params.id;
      const id = raw === 'me' ? actor.userId : Number(raw);
      if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError('ITEM_NOT_FOUND');
      if (id !== actor.userId && !actor.admin) throw new ApiError('UPDATE_ITEMS_DENIED');

      const body = (request.body ?? {}) as Record<string, unknown>;
      const secret = body['2fa_secret'];
      const otp = body.otp;
      if (secret === undefined || secret === null || secret === '') {
        throw invalidRequest('2fa_secret: This value should not be blank.');
      }
      if (otp === undefined || otp === null || otp === '') {
        throw invalidRequest('otp: This value should not be blank.');
      }
      if (!isValidTotpSecret(secret)) {
        throw invalidRequest('2fa_secret: This value is not a valid base32 secret.');
      }
      if (!verifyTotp(secret, otp)) throw new ApiError('INVALID_OTP');

      const user = await findUserById(project.db, id);
      if (!user) throw new ApiError('ITEM_NOT_FOUND');
      const clean = secret.replace(/\s+/g, '').toUpperCase();
      await project.db('directus_users').where({ id }).update({ '2fa_secret': clean });
      await logActivity(project.db, {
        action: 'update',
        actionBy: actor.userId,
        collection: 'directus_users',
        item: id,
        ...activityClient(request),
      });
      user['2fa_secret'] = clean;
      return envelope(publicUser(user));
    },
  );
}
