// Test users: people stored directly in a test service's database, and the username sign-in
// steps most suites start from (the service itself is `harness.ts`).
import { randomBytes, randomUUID } from 'node:crypto';
import type { PortalType } from '@forecourt/validators';
import { argon2Hasher } from '../security/passwords.ts';
import { insertUsers, newKid } from '../users.ts';
import { captchaToken, cheapHashing, type TestService } from './harness.ts';

let sequence = 0;

/** A fresh valid South African ID number (born 1980-1999, checksum right). */
export function freshIdNumber(): string {
  sequence += 1;
  const serial = String(
    (Date.now() + sequence * 7919 + Math.floor(Math.random() * 1000)) % 10000,
  ).padStart(4, '0');
  const year = 80 + (sequence % 20);
  const stem = `${year}0${1 + (sequence % 9)}1${sequence % 10}${serial}08`;
  for (let digit = 0; digit < 10; digit += 1) {
    const candidate = `${stem}${digit}`;
    let sum = 0;
    for (let i = 0; i < 13; i += 1) {
      let value = Number(candidate[12 - i]);
      if (i % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
      sum += value;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

/** A test user stored directly (active unless said otherwise). */
export interface TestUser {
  id: string;
  kid: string;
  type: PortalType;
  role: 'customer' | 'dealer' | 'dealergroup';
  username: string;
  password: string;
  idNumber: string;
  mobileNo: string;
  email: string;
  /** The grant of the sign-in `startUsernameSignIn` ran last; later steps carry it. */
  handle?: string;
}

/** Stores a fresh active user of `type` with unique username, ID, mobile and e-mail. */
export async function createUser(
  service: TestService,
  type: PortalType = 'dealer',
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const user: TestUser = {
    id: randomUUID(),
    kid: newKid(),
    type,
    role: type === 'dealer-group' ? 'dealergroup' : type,
    username: `user${suffix}`,
    password: 'Sturdy#Pass1',
    idNumber: freshIdNumber(),
    mobileNo: `07${String(Number.parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`,
    email: `u${suffix}@forecourt.co.za`,
  };
  await insertUsers(service.db, [
    {
      id: user.id,
      kid: user.kid,
      portal_type: type,
      status: 'active',
      username: user.username,
      id_number: user.idNumber,
      name: 'Test',
      surname: 'User',
      email: user.email,
      mobile_no: user.mobileNo,
      password_hash: await argon2Hasher(cheapHashing).hash(user.password),
      customer_no: null,
      company_name: null,
      company_reg_no: null,
      cipc_name: null,
      sbsa_dealer_code: null,
      dealer_group_id: null,
      created_at: service.clock.now(),
    },
  ]).execute();
  return user;
}

/** Runs username sign-in steps 0 and 1 for `user` (its grant in `user.handle`); answers the code. */
export async function startUsernameSignIn(
  service: TestService,
  user: TestUser,
  channel: 'mobile' | 'email' = 'mobile',
): Promise<string> {
  const { username, password, role } = user;
  const check = await service.call('loginCheck', {
    username,
    password,
    role,
    captchaResponse: captchaToken,
  });
  if (check.status !== 200) throw new Error(`loginCheck: ${check.text}`);
  user.handle = check.body.payload.flowHandle;
  const sent = await service.call('otpLoginCheck', {
    username,
    flowHandle: user.handle,
    role,
    preferredComm: channel,
  });
  if (sent.status !== 200) throw new Error(`otpLoginCheck: ${sent.text}`);
  return service.latestCode(channel === 'mobile' ? user.mobileNo : user.email);
}

/** The body of validateAndLogin for `user` and `otp`, with the grant of their last sign-in. */
export function validateBody(user: TestUser, otp: string) {
  return {
    username: user.username,
    flowHandle: user.handle,
    role: user.role,
    otp,
    preferredComm: 'mobile',
  };
}
