// Sending a project's mail. The transport comes from the project config (`mail.default`):
// the file outbox (default for new projects), SMTP or sendmail, cached per project and config.
import type { ProjectConfig } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';
import type { MailMessage, MailTransport, SentMail } from './transport.js';
import { projectTransport } from './transport-cache.js';

export type { MailMessage, MailTransport, SentMail } from './transport.js';
export { closeMailTransports, OUTBOX_FOLDER, outboxDir } from './transport-cache.js';

export function mailTransportFor(
  dataDir: string,
  projectKey: string,
  config: ProjectConfig,
): MailTransport {
  return projectTransport(dataDir, projectKey, config);
}

/**
 * Sends through the project's transport. A config problem keeps its own code (E500 transport
 * not found, E501 invalid option, E502 transport not built); any failure to send is E503/500
 * "Mail not sent".
 */
export async function sendProjectMail(
  dataDir: string,
  projectKey: string,
  config: ProjectConfig,
  message: MailMessage,
): Promise<SentMail> {
  const transport = mailTransportFor(dataDir, projectKey, config);
  try {
    return await transport.send(message);
  } catch (error) {
    throw new ApiError('MAIL_NOT_SENT', undefined, { cause: error });
  }
}
