import type { PortalType } from '@forecourt/validators';
import { addSeconds } from '../clock.ts';
import type { User } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { insertUsers, type UserRow, usernameKey } from '../users.ts';

// A person's pending registration (issue 43): whether a code of one is out, whether a second
// registration comes from the person who sent it, and writing one afresh. The route
// (registration.ts) decides what to answer; this module reads and writes the rows, inside the
// person's registration turn.

/** A registration as the routes hand it over: the profile, its password and its channel. */
export type Registration = Omit<UserRow, 'status' | 'created_at' | 'password_hash'> & {
  password: string;
};

/**
 * How long a pending registration keeps its username while its first code is on its way; after
 * that, only while its code is alive (a registration never finished blocks nobody for long).
 */
const sendingHoldSeconds = 60;

/**
 * The pending registration of this person whose code is out (handed over, alive, with tries
 * left), if there is one. A code a crash cut off before its hand-over holds nothing.
 */
export async function codeOutFor(s: Services, type: PortalType, idNumber: string) {
  return s.db
    .selectFrom('otp_challenges')
    .innerJoin('users', 'users.id', 'otp_challenges.user_id')
    .selectAll('users')
    .select('otp_challenges.expires_at as code_expires_at')
    .where('users.portal_type', '=', type)
    .where('users.id_number', '=', idNumber)
    .where('users.status', '=', 'pending')
    .where('otp_challenges.purpose', '=', 'registration')
    .where('otp_challenges.consumed_at', 'is', null)
    .where('otp_challenges.voided_at', 'is', null)
    .where('otp_challenges.delivered_at', 'is not', null)
    .where('otp_challenges.expires_at', '>', s.clock.now())
    .where('otp_challenges.attempts', '<', s.config.rules.otpMaxAttempts)
    .orderBy('otp_challenges.expires_at', 'desc')
    .executeTakeFirst();
}

/**
 * True when a registration sent while `pending`'s code is out comes from the person who sent
 * that one (a lost reply, a closed tab): the same username and the password they chose, which
 * nobody else knows. Anyone else's is refused.
 */
export async function sameRegistrant(
  s: Services,
  pending: User,
  username: string,
  password: string,
): Promise<boolean> {
  return (
    usernameKey(username) === pending.username_key &&
    (await s.hasher.verify(pending.password_hash, password))
  );
}

/**
 * Writes the person's pending registration afresh: an earlier one of theirs with no code out
 * (`codeOutFor` said so, inside the turn) goes, and so do its grants, so nothing typed for it
 * can finish this one. Someone else's pending registration of the same username goes too, once
 * its code is dead.
 */
export async function savePending(
  s: Services,
  profile: Omit<Registration, 'password'>,
  passwordHash: string,
): Promise<User> {
  const now = s.clock.now();
  const type: PortalType = profile.portal_type;
  const key = usernameKey(profile.username);
  const earlier = await s.db
    .selectFrom('users')
    .select('id')
    .where('portal_type', '=', type)
    .where('id_number', '=', profile.id_number)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (earlier !== undefined) await s.handles.end(earlier.id);
  return s.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('users')
      .where('portal_type', '=', type)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb('id_number', '=', profile.id_number),
          eb.and([
            eb('username_key', '=', key),
            eb('created_at', '<', addSeconds(now, -sendingHoldSeconds)),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('otp_challenges')
                  .select('otp_challenges.id')
                  .whereRef('otp_challenges.user_id', '=', 'users.id')
                  .where('otp_challenges.purpose', '=', 'registration')
                  .where('otp_challenges.consumed_at', 'is', null)
                  .where('otp_challenges.voided_at', 'is', null)
                  .where('otp_challenges.expires_at', '>', now)
                  .where('otp_challenges.attempts', '<', s.config.rules.otpMaxAttempts),
              ),
            ),
          ]),
        ]),
      )
      .execute();
    return insertUsers(trx, [
      { ...profile, status: 'pending', password_hash: passwordHash, created_at: now },
    ])
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
