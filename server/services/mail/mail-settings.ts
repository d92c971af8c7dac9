// The project's `mail.default` group, checked and normalised into what a transport is built from.
// Config files are hand-edited, so every key is checked here, when mail is sent: an unknown
// transport is E500 "Mail transport not found", an unusable option E501 "Invalid mail transport
// option" (contract §2.4), both with the key at fault in the message.
import type { MailTransportConfig, ProjectConfig } from '../../config/project-config.js';
import { ApiError } from '../../errors/api-error.js';

export const DEFAULT_FROM = 'admin@example.com';

export interface OutboxSettings {
  transport: 'outbox';
  from: string;
}

export interface SmtpSettings {
  transport: 'smtp';
  from: string;
  host: string;
  port: number;
  /** TLS from the first byte (port 465 style). */
  secure: boolean;
  /** Refuse to send unless the server upgrades with STARTTLS. */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
}

export interface SendmailSettings {
  transport: 'sendmail';
  from: string;
  /** The program nodemailer runs (a path, or a name looked up on the PATH). */
  path: string;
}

export type MailSettings = OutboxSettings | SmtpSettings | SendmailSettings;

function invalidOption(key: string, problem: string): ApiError {
  return new ApiError('INVALID_MAIL_TRANSPORT_OPTION', `mail.default.${key}: ${problem}`);
}

function optionalString(group: Record<string, unknown>, key: string): string | undefined {
  const value = group[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidOption(key, 'must be a string');
  return value;
}

function smtpSettings(group: Record<string, unknown>, from: string): SmtpSettings {
  const host = optionalString(group, 'host');
  if (!host) throw invalidOption('host', 'the SMTP server is required');
  const encryption = optionalString(group, 'encryption') ?? '';
  if (!['', 'ssl', 'tls'].includes(encryption)) {
    throw invalidOption('encryption', 'must be "", "ssl" or "tls"');
  }
  if (group.secure !== undefined && typeof group.secure !== 'boolean') {
    throw invalidOption('secure', 'must be true or false');
  }
  const secure = typeof group.secure === 'boolean' ? group.secure : encryption === 'ssl';
  const rawPort = group.port ?? (secure ? 465 : encryption === 'tls' ? 587 : 25);
  const port = Number(rawPort);
  if (rawPort === '' || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw invalidOption('port', 'must be a port number');
  }
  const settings: SmtpSettings = {
    transport: 'smtp',
    from,
    host,
    port,
    secure,
    requireTLS: !secure && encryption === 'tls',
  };
  const auth = group.auth;
  if (auth !== undefined && auth !== null) {
    const { user, pass } = auth as Record<string, unknown>;
    if (typeof auth !== 'object' || typeof user !== 'string' || typeof pass !== 'string') {
      throw invalidOption('auth', 'must be {"user": "…", "pass": "…"}');
    }
    settings.auth = { user, pass };
  } else {
    const user = optionalString(group, 'username');
    if (user) settings.auth = { user, pass: optionalString(group, 'password') ?? '' };
  }
  return settings;
}

/** The checked settings of the project's default mail transport (E500/E501). */
export function mailSettings(config: ProjectConfig): MailSettings {
  const raw: unknown = config.mail?.default;
  // A group missing or without `transport` means the default for new projects: the outbox.
  const group = (
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}
  ) as Partial<Record<keyof MailTransportConfig, unknown>>;
  const from = optionalString(group, 'from') ?? DEFAULT_FROM;
  const transport = group.transport ?? 'outbox';
  switch (transport) {
    case 'outbox':
      return { transport: 'outbox', from };
    case 'smtp':
      return smtpSettings(group, from);
    case 'sendmail':
      return { transport: 'sendmail', from, path: optionalString(group, 'path') ?? 'sendmail' };
    default:
      throw new ApiError(
        'MAIL_TRANSPORT_NOT_FOUND',
        `Mail transport not found: ${String(transport).slice(0, 64)}`,
      );
  }
}
