// SMTP and sendmail delivery through nodemailer, behind the MailTransport interface. SMTP uses a
// small connection pool, so the transport is built once per project and config
// (transport-cache.ts) and closed when the config changes or the app closes. nodemailer is
// imported when a project first sends mail through it (about 15 MB resident an idle server need
// not carry).
import type { Transporter } from 'nodemailer';
import { ApiError } from '../../errors/api-error.js';
import type { SendmailSettings, SmtpSettings } from './mail-settings.js';
import type { MailMessage, MailTransport, SentMail } from './transport.js';

// Bounds for an SMTP server that does not answer: a request sending mail fails (E503) instead
// of hanging.
const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 30_000;
const SMTP_POOL_CONNECTIONS = 2;

export class NodemailerTransport implements MailTransport {
  constructor(
    readonly name: 'smtp' | 'sendmail',
    private readonly mailer: Promise<Transporter>,
    private readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    // A transport nodemailer could not build fails here, as building it did before it was lazy.
    const mailer = await this.mailer.catch((error: unknown) => {
      throw new ApiError('INVALID_MAIL_TRANSPORT_INSTANCE', undefined, { cause: error });
    });
    const info = await mailer.sendMail({
      from: message.from ?? this.defaultFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
    return { id: String(info.messageId ?? '') };
  }

  async close(): Promise<void> {
    (await this.mailer.catch(() => undefined))?.close();
  }
}

type TransportOptions = Parameters<typeof import('nodemailer').createTransport>[0];

function createMailer(options: TransportOptions): Promise<Transporter> {
  return import('nodemailer').then((module) => module.default.createTransport(options));
}

export function smtpTransport(settings: SmtpSettings): NodemailerTransport {
  const mailer = createMailer({
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    ...(settings.auth ? { auth: settings.auth } : {}),
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return new NodemailerTransport('smtp', mailer, settings.from);
}

export function sendmailTransport(settings: SendmailSettings): NodemailerTransport {
  const mailer = createMailer({
    sendmail: true,
    path: settings.path,
    newline: 'unix',
  });
  return new NodemailerTransport('sendmail', mailer, settings.from);
}
