// POST /{project}/mail (contract §7.16): a signed-in user sends a message through the project's
// transport.
//
// Body {to, subject?, body, type?, data?, use_default_email?}:
// - `to`: an address, a user id (the active user's address), {email, name?}, or a list of these;
//   anything else, an unknown or inactive user id, or more than MAX_RECIPIENTS → E12/422;
// - `body` (required) and `subject` are templates over `data` (template.ts); `type` is `html`
//   or `plain` (default; `text`/`txt` accepted too), other values E4/422. HTML mail goes out in
//   the base layout with a plain-text alternative;
// - sender: the acting user ("First Last" <email>), or `mail.default.from` when an admin sets
//   `use_default_email` (ignored for others, as in v8).
// Nothing is sent unless the whole body is valid.
import type { Knex } from 'knex';
import { invalidPayload, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { ProjectContext } from '../../http/project-context.js';
import { sendProjectMail } from './index.js';
import { mailSettings } from './mail-settings.js';
import { htmlLayout, htmlToText, renderTemplate } from './template.js';

export const MAX_RECIPIENTS = 100;

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

const TYPES: Record<string, 'html' | 'plain'> = {
  html: 'html',
  'text/html': 'html',
  plain: 'plain',
  text: 'plain',
  txt: 'plain',
  'text/plain': 'plain',
};

interface Recipient {
  email: string;
  name?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A header value on one line (a CR/LF would start a new header in some transports). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** `"Name" <email>`, the name quoted so that commas and quotes stay inside it. */
function mailbox({ email, name }: Recipient): string {
  const display = name ? oneLine(name).replace(/["\\]/g, '\\$&') : '';
  return display ? `"${display}" <${email}>` : email;
}

function validEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL.test(value.trim())) {
    throw unprocessable(`to: "${String(value).slice(0, 100)}" is not a valid email address.`);
  }
  return value.trim();
}

/** The recipients of `to`, in order; user ids are resolved to their addresses. */
async function recipients(db: Knex, to: unknown): Promise<Recipient[]> {
  const entries = Array.isArray(to) ? to : to === undefined || to === null ? [] : [to];
  if (entries.length === 0) throw unprocessable('to: This value should not be blank.');
  if (entries.length > MAX_RECIPIENTS) {
    throw unprocessable(`to: At most ${MAX_RECIPIENTS} recipients are allowed.`);
  }
  // User ids stay numbers here until the users are read.
  const parsed: (Recipient | number)[] = entries.map((entry: unknown) => {
    if (typeof entry === 'number') {
      if (!Number.isInteger(entry) || entry <= 0) {
        throw unprocessable(`to: ${entry} is not a user id.`);
      }
      return entry;
    }
    if (typeof entry === 'string') return { email: validEmail(entry) };
    if (isRecord(entry)) {
      if (entry.name !== undefined && entry.name !== null && typeof entry.name !== 'string') {
        throw unprocessable('to: A recipient name must be a string.');
      }
      return { email: validEmail(entry.email), ...(entry.name ? { name: entry.name } : {}) };
    }
    throw unprocessable('to: Each recipient is an email, a user id or {email, name}.');
  });
  const userIds = [...new Set(parsed.filter((entry) => typeof entry === 'number'))];
  const users = new Map<number, Recipient>();
  if (userIds.length > 0) {
    const rows: { id: unknown; email: string; first_name: unknown; last_name: unknown }[] =
      await db('directus_users')
        .whereIn('id', userIds)
        .andWhere('status', 'active')
        .select('id', 'email', 'first_name', 'last_name');
    for (const row of rows) {
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
      users.set(Number(row.id), { email: row.email, ...(name ? { name } : {}) });
    }
    const unknown = userIds.filter((id) => !users.has(id));
    if (unknown.length > 0) {
      throw unprocessable(`to: No active user with the id ${unknown.join(', ')}.`);
    }
  }
  return parsed.map((entry) => (typeof entry === 'number' ? users.get(entry)! : entry));
}

async function sender(db: Knex, actor: Readonly<Actor>, fallback: string): Promise<string> {
  const user: { email: string; first_name: unknown; last_name: unknown } | undefined = await db(
    'directus_users',
  )
    .where('id', actor.userId)
    .first('email', 'first_name', 'last_name');
  if (!user) return fallback;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return mailbox({ email: user.email, ...(name ? { name } : {}) });
}

export async function sendUserMail(
  project: ProjectContext,
  actor: Readonly<Actor>,
  dataDir: string,
  input: unknown,
): Promise<void> {
  if (!isRecord(input) || Object.keys(input).length === 0) throw invalidPayload();
  const { subject = '', body, type = 'plain', data = {} } = input;
  if (typeof body !== 'string' || body.trim() === '') {
    throw invalidRequest('body: This value should not be blank.');
  }
  if (typeof subject !== 'string') throw invalidRequest('subject: This value should be a string.');
  const format = typeof type === 'string' ? TYPES[type.toLowerCase()] : undefined;
  if (!format) throw invalidRequest('type: This value should be one of html, plain.');
  if (!isRecord(data)) throw invalidRequest('data: This value should be an object.');
  if (input.use_default_email !== undefined && typeof input.use_default_email !== 'boolean') {
    throw invalidRequest('use_default_email: This value should be true or false.');
  }

  const to = (await recipients(project.db, input.to)).map(mailbox);
  const defaultFrom = mailSettings(project.config).from;
  const from =
    actor.admin && input.use_default_email === true
      ? defaultFrom
      : await sender(project.db, actor, defaultFrom);
  const renderedSubject = oneLine(renderTemplate(subject, data, 'plain'));
  const rendered = renderTemplate(body, data, format);
  await sendProjectMail(dataDir, project.key, project.config, {
    to,
    from,
    subject: renderedSubject,
    ...(format === 'html'
      ? { html: htmlLayout(renderedSubject, rendered), text: htmlToText(rendered) }
      : { text: rendered }),
  });
}
