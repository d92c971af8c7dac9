// SMTP and sendmail delivery through nodemailer, behind the MailTransport interface. SMTP uses a
// small connection pool, so the transport is built once per project and config
// (transport-cache.ts) and closed when the config changes or the app closes.
import nodemailer, { type Transporter } from 'nodemailer';
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
    private readonly mailer: Transporter,
    private readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.mailer.sendMail({
      from: message.from ?? this.defaultFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
    return { id: String(info.messageId ?? '') };
  }

  async close(): Promise<void> {
    this.mailer.close();
  }
}

export function smtpTransport(settings: SmtpSettings): NodemailerTransport {
  const mailer = nodemailer.createTransport({
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
  const mailer = nodemailer.createTransport({
    sendmail: true,
    path: settings.path,
    newline: 'unix',
  });
  return new NodemailerTransport('sendmail', mailer, settings.from);
}
