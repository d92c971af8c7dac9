// One transport per project and mail config, reused by every request (an SMTP pool is opened
// once, not per message). A changed `mail.default` group (config files are re-read while the
// server runs) replaces the project's transport and closes the old one; closeMailTransports()
// closes them all when the app closes. Keyed by data folder, since each app serves one.
import path from 'node:path';
import type { ProjectConfig } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';
import { resolveInside } from '../../util/safe-path.js';
import { FileOutboxTransport } from './file-outbox.js';
import { type MailSettings, mailSettings } from './mail-settings.js';
import { sendmailTransport, smtpTransport } from './nodemailer-transport.js';
import type { MailTransport } from './transport.js';

export const OUTBOX_FOLDER = 'outbox';

export function outboxDir(dataDir: string, projectKey: string): string {
  return resolveInside(dataDir, path.join(OUTBOX_FOLDER, projectKey));
}

interface CachedTransport {
  fingerprint: string;
  transport: MailTransport;
}

const byDataDir = new Map<string, Map<string, CachedTransport>>();

function build(settings: MailSettings, dataDir: string, projectKey: string): MailTransport {
  try {
    switch (settings.transport) {
      case 'outbox':
        return new FileOutboxTransport(outboxDir(dataDir, projectKey), settings.from);
      case 'smtp':
        return smtpTransport(settings);
      case 'sendmail':
        return sendmailTransport(settings);
    }
  } catch (error) {
    throw new ApiError('INVALID_MAIL_TRANSPORT_INSTANCE', undefined, { cause: error });
  }
}

function closeQuietly(transport: MailTransport): Promise<void> {
  return (transport.close?.() ?? Promise.resolve()).catch(() => {});
}

/** The project's transport for its current mail config (E500/E501/E502 when unusable). */
export function projectTransport(
  dataDir: string,
  projectKey: string,
  config: ProjectConfig,
): MailTransport {
  const settings = mailSettings(config);
  const fingerprint = JSON.stringify(settings);
  let projects = byDataDir.get(dataDir);
  if (!projects) {
    projects = new Map();
    byDataDir.set(dataDir, projects);
  }
  const cached = projects.get(projectKey);
  if (cached?.fingerprint === fingerprint) return cached.transport;
  const transport = build(settings, dataDir, projectKey);
  projects.set(projectKey, { fingerprint, transport });
  if (cached) void closeQuietly(cached.transport);
  return transport;
}

/** Closes every transport opened for this data folder. */
export async function closeMailTransports(dataDir: string): Promise<void> {
  const projects = byDataDir.get(dataDir);
  if (!projects) return;
  byDataDir.delete(dataDir);
  await Promise.all([...projects.values()].map((entry) => closeQuietly(entry.transport)));
}
