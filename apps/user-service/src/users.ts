import { randomBytes, randomUUID } from 'node:crypto';
import { maskEmail, maskMobile } from '@forecourt/contract';
import type { Channel, PortalType, Role } from '@forecourt/validators';
import type { Database, NewUser, User } from './db/schema.ts';

/** The case-insensitive key usernames are unique by. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** An opaque, URL-safe id for the post-sign-in address (/home/{kid}). */
export function newKid(): string {
  return randomBytes(16).toString('base64url');
}

/** A user as its writers give it: the ids are made and the username's key derived here. */
export type UserRow = Omit<NewUser, 'id' | 'kid' | 'username_key'> &
  Partial<Pick<NewUser, 'id' | 'kid'>>;

/**
 * The one statement that writes user rows (a registration, the demo seed, the tests' users), on
 * `on` (a transaction or the database); the caller adds `onConflict` or `returningAll`.
 */
export function insertUsers(on: Database, users: readonly UserRow[]) {
  return on.insertInto('users').values(
    users.map((user) => ({
      ...user,
      id: user.id ?? randomUUID(),
      kid: user.kid ?? newKid(),
      username_key: usernameKey(user.username),
    })),
  );
}

/** An active user of `type` by username (case-insensitive). */
export function findActiveByUsername(db: Database, type: PortalType, username: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('portal_type', '=', type)
    .where('username_key', '=', usernameKey(username))
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The user of `type` with this ID number, active or waiting for its registration code. */
export function findByIdNumber(db: Database, type: PortalType, idNumber: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('portal_type', '=', type)
    .where('id_number', '=', idNumber)
    .executeTakeFirst();
}

/** The user behind a session's `kid`. */
export function findByKid(db: Database, kid: string) {
  return db.selectFrom('users').selectAll().where('kid', '=', kid).executeTakeFirst();
}

/** The masked destinations a code can go to. */
export function destinationsOf(user: Pick<User, 'mobile_no' | 'email'>) {
  return {
    ...(user.mobile_no !== '' && { mobile: maskMobile(user.mobile_no) }),
    ...(user.email !== '' && { email: maskEmail(user.email) }),
  };
}

/** The portal type of a payload role: 'dealergroup' is 'dealer-group'. */
export function typeOfRole(role: Role): PortalType {
  return role === 'dealergroup' ? 'dealer-group' : role;
}

/** The user's number or address for `channel` ('' when there is none). */
export const contactOf = (user: Pick<User, 'mobile_no' | 'email'>, channel: Channel) =>
  channel === 'mobile' ? user.mobile_no : user.email;
