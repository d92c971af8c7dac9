// /{project}/utils/… (contract §7.15). For now: a fresh secret for setting up 2FA (§5.9). It is
// plain random data, so a caller still setting up enforced 2FA (public until then) can get one.
import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/envelope.js';
import { generateTotpSecret } from '../services/auth/totp.js';

export async function utilsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/utils/2fa_secret', async () => {
    return envelope({ '2fa_secret': generateTotpSecret() });
  });
}
