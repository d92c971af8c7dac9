// The mail transport of a project. Until SMTP/sendmail land, every project uses the file outbox
// under {dataDir}/outbox/{project}/ whatever `mail.default.transport` says.
import path from 'node:path';
import type { ProjectConfig } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';
import { resolveInside } from '../../util/safe-path.js';
import { FileOutboxTransport } from './file-outbox.js';
import type { MailMessage, MailTransport, SentMail } from './transport.js';

export type { MailMessage, MailTransport, SentMail } from './transport.js';

export const OUTBOX_FOLDER = 'outbox';

export function outboxDir(dataDir: string, projectKey: string): string {
  return resolveInside(dataDir, path.join(OUTBOX_FOLDER, projectKey));
}

export function mailTransportFor(
  dataDir: string,
  projectKey: string,
  config: ProjectConfig,
): MailTransport {
  return new FileOutboxTransport(
    outboxDir(dataDir, projectKey),
    config.mail?.default?.from || 'admin@example.com',
  );
}

/** Sends through the project's transport; any failure becomes E503/500 "Mail not sent". */
export async function sendProjectMail(
  dataDir: string,
  projectKey: string,
  config: ProjectConfig,
  message: MailMessage,
): Promise<SentMail> {
  try {
    return await mailTransportFor(dataDir, projectKey, config).send(message);
  } catch (error) {
    throw new ApiError('MAIL_NOT_SENT', undefined, { cause: error });
  }
}
