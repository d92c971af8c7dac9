// POST /{project}/mail (contract §7.16): signed-in users only (E108/401 for the public role);
// the work is in services/mail/user-mail.ts. Answers 204 once the transport accepted the mail.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { sendEmpty } from '../http/envelope.js';
import { sendUserMail } from '../services/mail/user-mail.js';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { project: string } }>('/mail', async (request, reply) => {
    const { project } = request;
    if (request.actor.public) throw new ApiError('USER_NOT_AUTHENTICATED');
    await sendUserMail(project, request.actor, app.cms.dataDir, request.body);
    return sendEmpty(request, reply);
  });
}
