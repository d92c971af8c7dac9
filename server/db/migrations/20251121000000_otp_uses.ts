// One-time codes already used for a sign-in, per user and TOTP time step: a code seen on the wire
// (shoulder-surfed, logged by a proxy) cannot sign in a second time while it is still within the
// accepted window. Kept in the database so every server process sees every use.
import type { Knex } from 'knex';

export const OTP_USES_TABLE = 'cms_otp_uses';

export async function up(db: Knex): Promise<void> {
  if (await db.schema.hasTable(OTP_USES_TABLE)) return;
  await db.schema.createTable(OTP_USES_TABLE, (t) => {
    t.integer('user').notNullable();
    t.bigInteger('step').notNullable();
    t.primary(['user', 'step']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(OTP_USES_TABLE);
}
