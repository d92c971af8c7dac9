// Outgoing mail behind one interface. Today every project writes to a file outbox; SMTP and
// sendmail transports (config `mail.default.transport`) implement the same interface later.
export interface MailMessage {
  to: string | string[];
  /** Defaults to the project's `mail.default.from`. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  /** Transport-specific id (the outbox file name without extension). */
  id: string;
}

export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<SentMail>;
}
