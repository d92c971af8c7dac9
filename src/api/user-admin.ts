import { requestJson } from './request.js';

// What administrators (and users for their own account) do to user rows beyond editing them:
// invitations and turning two-factor sign-in off. Kept apart from users.ts, which the sign-in
// screen loads (hydration reads the current user): these load with the user directory only.

/** A user row as `POST users/invite` answers it (the fields the directory needs). */
export interface InvitedUser {
  id: number;
  email: string;
  status: string;
  role: number | { id: number } | null;
}

/**
 * `POST {project}/users/invite {email, role?}` (contract §7.10, admins only): unknown addresses
 * become users with status `invited` and get a mail; the answer lists every user with one of the
 * addresses. `role` is this server's addition: it is given to the users the call creates (and to
 * those still invited); users who already accepted keep theirs.
 */
export async function inviteUsers(
  project: string,
  emails: readonly string[],
  role: number | null,
  signal?: AbortSignal,
): Promise<InvitedUser[]> {
  const { data } = await requestJson<InvitedUser[]>(`${encodeURIComponent(project)}/users/invite`, {
    method: 'POST',
    body: role === null ? { email: emails } : { email: emails, role },
    signal,
  });
  return data ?? [];
}

/**
 * `PATCH {project}/users/{id} {2fa_secret: null}` (contract §5.9): turns two-factor sign-in off
 * for a user; they set it up again from their own page (or at sign-in when their role enforces it).
 */
export async function resetTwoFactor(
  project: string,
  userId: number | 'me',
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${encodeURIComponent(project)}/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    query: { fields: 'id' },
    body: { '2fa_secret': null },
    signal,
  });
}
