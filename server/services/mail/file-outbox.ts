// A mail transport that writes each message to {dataDir}/outbox/{project}/ as
// `<timestamp>-<random>.json` (the whole message) plus `.txt` (readable form). Files are written
// owner-only (messages carry reset links) and atomically (temp file + rename), so a reader never
// sees half a message.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, MailTransport, SentMail } from './transport.js';

export interface OutboxMessage {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export class FileOutboxTransport implements MailTransport {
  readonly name = 'outbox';

  constructor(
    readonly dir: string,
    readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const date = new Date();
    const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
    const entry: OutboxMessage = {
      id,
      date: date.toISOString(),
      from: message.from ?? this.defaultFrom,
      to: Array.isArray(message.to) ? message.to : [message.to],
      subject: message.subject,
      text: message.text,
    };
    if (message.html !== undefined) entry.html = message.html;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const text = [
      `From: ${entry.from}`,
      `To: ${entry.to.join(', ')}`,
      `Date: ${date.toUTCString()}`,
      `Subject: ${entry.subject}`,
      '',
      entry.text,
      '',
    ].join('\n');
    await writeAtomically(path.join(this.dir, `${id}.txt`), text);
    // The JSON last: a watcher keyed on .json files sees complete messages only.
    await writeAtomically(path.join(this.dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    return { id };
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content, { mode: 0o600, flag: 'wx' });
  await rename(temp, file);
}
