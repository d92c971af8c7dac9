// A TOTP code signs in once: the first sign-in with a code claims its time step for the user, a
// second one with the same code is refused as an invalid code. Uses older than the accepted
// window cannot be replayed anyway and are purged as the user signs in.
import type { Knex } from 'knex';
import { OTP_USES_TABLE } from '../../db/migrations/20251121000000_otp_uses.js';
import { WINDOW } from './totp.js';

/** Claims `step` for `user`; false when the code of that step was used before. */
export async function claimOtpStep(db: Knex, user: number, step: number): Promise<boolean> {
  try {
    await db(OTP_USES_TABLE).insert({ user, step });
  } catch (error) {
    // The primary key (user, step) refused it: a replay. Anything else is a real failure.
    const used = await db(OTP_USES_TABLE).where({ user, step }).first('step');
    if (used) return false;
    throw error;
  }
  await db(OTP_USES_TABLE)
    .where('user', user)
    .where('step', '<', step - 2 * WINDOW)
    .delete();
  return true;
}
