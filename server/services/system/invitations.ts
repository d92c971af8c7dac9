// User invitations (contract §7.10):
//
// invite (admins only, E10/403 "Inviting user was denied"): `email` is one address or a list;
// every address must be valid (E4/422). Unknown addresses get a directus_users row
// {status: "invited", email, role} and a mail with an `invitation` JWT (HS256 with the project's
// secret, 30 days, claims {type, email, sender, key, project}); users still `invited` get the
// mail again; other known addresses are left alone. The rows and their activity are one
// transaction; the mails go out after it commits (no transaction waits on a mail server). A mail
// that cannot be sent answers E503 (or E500-502 for a broken mail config) naming the addresses
// left without one, and the invited rows stay: inviting them again resends the mail.
//
// accept (no user needed): E101 for anything but this project's invitation token, E102 when it
// expired, E106 when no invited user has the email any more; the user becomes `active` and the
// answer is the user as they were before (secrets masked as auth does).
import { randomUUID } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { AuthConfig } from '../../config/project-config.js';
import { insertReturningId } from '../../db/insert.js';
import { ApiError, forbidden, invalidRequest } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { ProjectContext } from '../../http/project-context.js';
import { type ActivityClient, logActivity } from '../activity/log-activity.js';
import { safeEqual } from '../auth/constant-time.js';
import { findUserByEmail, publicUser } from '../auth/users.js';
import { type Key, runWrite, type WriteContext, type WriteTransaction } from '../items/index.js';
import { sendProjectMail } from '../mail/index.js';
import { USERS } from './secrets.js';

const ROLES = 'directus_roles';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVITATION_DAYS = 30;

const encoder = new TextEncoder();

/**
 * The role of an invite body (this server's addition to v8's `{email}`: the admin's invite dialog
 * picks one). Absent or null: none. Anything but a whole number is E4/422; whether the role
 * exists is checked with the rows.
 */
export function invitationRole(body: unknown): number | null {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).role
      : undefined;
  if (raw === undefined || raw === null) return null;
  const role = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof role !== 'number' || !Number.isSafeInteger(role) || role < 1) {
    throw invalidRequest('role: This value should be of type integer.');
  }
  return role;
}

/** The addresses of an invite body, trimmed and lower-case, without duplicates. */
export function invitationEmails(body: unknown): string[] {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).email
      : undefined;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  if (list.length === 0 || list.some((entry) => entry === '')) {
    throw invalidRequest('email: This value should not be blank.');
  }
  const emails = list.map((entry) => {
    if (typeof entry !== 'string' || !EMAIL.test(entry.trim())) {
      throw invalidRequest('email: This value is not a valid email address.');
    }
    return entry.trim().toLowerCase();
  });
  return [...new Set(emails)];
}

export function signInvitation(
  auth: AuthConfig,
  project: string,
  input: { email: string; sender: number },
): Promise<string> {
  return new SignJWT({
    type: 'invitation',
    email: input.email,
    sender: input.sender,
    key: auth.public_key,
    project,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${INVITATION_DAYS}d`)
    .sign(encoder.encode(auth.secret_key));
}

/** The email of a valid invitation token of this project; E101 invalid, E102 expired. */
export async function verifyInvitation(
  auth: AuthConfig,
  project: string,
  token: string,
): Promise<string> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(auth.secret_key), {
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw new ApiError(error instanceof errors.JWTExpired ? 'EXPIRED_TOKEN' : 'INVALID_TOKEN');
  }
  if (
    payload.type !== 'invitation' ||
    typeof payload.key !== 'string' ||
    !safeEqual(payload.key, auth.public_key) ||
    payload.project !== project ||
    typeof payload.email !== 'string'
  ) {
    throw new ApiError('INVALID_TOKEN');
  }
  return payload.email;
}

export interface InviteInput {
  project: ProjectContext;
  dataDir: string;
  actor: Readonly<Actor>;
  context: WriteContext;
  /** Where the mailed link points: scheme://host[:port] of the API. */
  origin: string;
  emails: string[];
  /** Given to the users the invite creates and to those still invited; null leaves it unset. */
  role?: number | null;
}

function invitationText(link: string): string {
  return [
    'Hello,',
    '',
    'You have been invited to a project of this content management system. Open this link to',
    `accept the invitation (it works for ${INVITATION_DAYS} days):`,
    '',
    link,
    '',
    'Then choose your password with "Forgot password" on the sign-in page.',
  ].join('\n');
}

/** Creates the invited users and mails them. Returns the ids of every user with those emails. */
export async function inviteUsers(input: InviteInput): Promise<Key[]> {
  const { project, actor, emails } = input;
  const role = input.role ?? null;
  if (!actor.admin) throw forbidden('Inviting user was denied');
  const mails: { email: string; token: string }[] = [];
  const keys = await runWrite(input.context, async (tx) => {
    if (role !== null && !(await tx.trx(ROLES).where({ id: role }).first('id'))) {
      throw invalidRequest(`role: Role ${role} does not exist.`);
    }
    const keys: Key[] = [];
    for (const email of emails) {
      const existing: { id: unknown; status: unknown; role: unknown } | undefined = await tx
        .trx(USERS)
        .whereRaw('lower(??) = ?', ['email', email])
        .first('id', 'status', 'role');
      if (existing) {
        keys.push(Number(existing.id));
        if (existing.status === 'invited') {
          if (role !== null && Number(existing.role) !== role) {
            await inviteeRole(tx, Number(existing.id), role);
          }
          mails.push({
            email,
            token: await signInvitation(project.config.auth, project.key, {
              email,
              sender: actor.userId,
            }),
          });
        }
        continue;
      }
      const row = {
        status: 'invited',
        email,
        external_id: randomUUID(),
        ...(role === null ? {} : { role }),
      };
      const key = await insertReturningId(tx.trx, USERS, row);
      keys.push(key);
      tx.changes.push({
        action: 'create',
        collection: USERS,
        item: String(key),
        data: { id: key, ...row },
        delta: row,
        parent: null,
        comment: tx.comment,
      });
      const token = await signInvitation(project.config.auth, project.key, {
        email,
        sender: actor.userId,
      });
      mails.push({ email, token });
    }
    return keys;
  });
  const unsent: string[] = [];
  let failure: unknown;
  for (const { email, token } of mails) {
    const link = `${input.origin}/${project.key}/users/invite/${encodeURIComponent(token)}`;
    try {
      await sendProjectMail(input.dataDir, project.key, project.config, {
        to: email,
        subject: 'You have been invited',
        text: invitationText(link),
      });
    } catch (error) {
      unsent.push(email);
      failure ??= error;
    }
  }
  if (failure) {
    const cause = failure instanceof ApiError ? failure : new ApiError('MAIL_NOT_SENT');
    throw new ApiError(
      cause.errorName,
      `${cause.message}: no invitation mail could be sent to ${unsent.join(', ')}; invite them again to retry.`,
      { cause: failure },
    );
  }
  return keys;
}

/** A still-invited user asked for again with a role gets it (recorded like any update). */
async function inviteeRole(tx: WriteTransaction, id: number, role: number): Promise<void> {
  await tx.trx(USERS).where({ id, status: 'invited' }).update({ role });
  tx.changes.push({
    action: 'update',
    collection: USERS,
    item: String(id),
    data: { id, role },
    delta: { role },
    parent: null,
    comment: tx.comment,
  });
}

/** Activates the invited user of a token; returns them as they were before. */
export async function acceptInvitation(
  project: ProjectContext,
  token: string,
  client: ActivityClient,
): Promise<Record<string, unknown>> {
  const email = await verifyInvitation(project.config.auth, project.key, token);
  const user = await findUserByEmail(project.db, email);
  if (user?.status !== 'invited') throw new ApiError('USER_NOT_FOUND');
  await project.db(USERS).where({ id: user.id, status: 'invited' }).update({ status: 'active' });
  await logActivity(project.db, {
    action: 'status-update',
    actionBy: user.id,
    collection: USERS,
    item: user.id,
    ...client,
  });
  return publicUser(user);
}
