// Outgoing mail behind one interface. The project's `mail.default.transport` picks the
// implementation (transport-for-config.ts): the file outbox, SMTP or sendmail.
export interface MailMessage {
  to: string | string[];
  /** Defaults to the project's `mail.default.from`. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  /** Transport-specific id (the outbox file name without extension, the SMTP message id). */
  id: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<SentMail>;
  /** Releases connections (an SMTP pool); the transport is not used afterwards. */
  close?(): Promise<void>;
}
