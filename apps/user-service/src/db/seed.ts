import { randomUUID } from 'node:crypto';
import type { PortalType } from '@forecourt/validators';
import type { PasswordHasher } from '../security/passwords.ts';
import { insertUsers, type UserRow, usernameKey } from '../users.ts';
import type { Database, NewUser } from './schema.ts';

/** A demo user, printed at start and listed in docs/user-service.md. */
export interface DemoLogin {
  type: PortalType;
  username: string;
  password: string;
  idNumber: string;
  mobileNo: string;
  email: string;
}

/** A demo admin: signs in at login/{type}/admin with a user's username. */
export interface DemoAdmin {
  type: PortalType;
  adminUsername: string;
  adminPassword: string;
}

/** One registered user per portal type. */
export const demoLogins: readonly DemoLogin[] = [
  {
    type: 'customer',
    username: 'democustomer',
    password: 'Forecourt#2025',
    idNumber: '8001015009087',
    mobileNo: '0821234567',
    email: 'customer@forecourt.co.za',
  },
  {
    type: 'dealer',
    username: 'demodealer',
    password: 'Forecourt#2025',
    idNumber: '7506150123080',
    mobileNo: '0831234567',
    email: 'dealer@forecourt.co.za',
  },
  {
    type: 'dealer-group',
    username: 'demogroup',
    password: 'Forecourt#2025',
    idNumber: '8803205112088',
    mobileNo: '0841234567',
    email: 'group@forecourt.co.za',
  },
];

/** One admin per portal type. */
export const demoAdmins: readonly DemoAdmin[] = [
  { type: 'customer', adminUsername: 'customeradmin', adminPassword: 'AdminPass#2025' },
  { type: 'dealer', adminUsername: 'dealeradmin', adminPassword: 'AdminPass#2025' },
  { type: 'dealer-group', adminUsername: 'groupadmin', adminPassword: 'AdminPass#2025' },
];

/** Finance customers; the first two are not registered, so they can try registration. */
export const demoFinanceCustomers = [
  {
    id_number: '9001015800088',
    customer_no: 'C100201',
    name: 'Thabo',
    surname: 'Nkosi',
    email: 'thabo.nkosi@forecourt.co.za',
    mobile_no: '0721234567',
  },
  {
    id_number: '8504150123084',
    customer_no: 'C100202',
    name: 'Naledi',
    surname: 'Mokoena',
    email: 'naledi.mokoena@forecourt.co.za',
    mobile_no: '0731234567',
  },
  {
    id_number: '9208080223084',
    customer_no: 'C100203',
    name: 'Ayesha',
    surname: 'Patel',
    email: 'ayesha.patel@forecourt.co.za',
    mobile_no: '0741234567',
  },
  {
    id_number: '8302145800084',
    customer_no: 'C100204',
    name: 'Pieter',
    surname: 'van Wyk',
    email: 'pieter.vanwyk@forecourt.co.za',
    mobile_no: '0761234567',
  },
  {
    id_number: '8001015009087',
    customer_no: 'C100100',
    name: 'Sipho',
    surname: 'Dube',
    email: 'customer@forecourt.co.za',
    mobile_no: '0821234567',
  },
] as const;

/** Dealer groups of the registration autocomplete. */
export const demoDealerGroups = [
  { mq_dealer_group_id: 'DG001', dealer_group_name: 'Highveld Motor Group' },
  { mq_dealer_group_id: 'DG002', dealer_group_name: 'Coastal Auto Holdings' },
  { mq_dealer_group_id: 'DG003', dealer_group_name: 'Karoo Vehicle Partners' },
  { mq_dealer_group_id: 'DG004', dealer_group_name: 'Lowveld Dealer Network' },
  { mq_dealer_group_id: 'DG005', dealer_group_name: 'Cape Metro Motors' },
] as const;

const profiles: Record<PortalType, Partial<NewUser> & { name: string; surname: string }> = {
  customer: { name: 'Sipho', surname: 'Dube', customer_no: 'C100100' },
  dealer: {
    name: 'Johan',
    surname: 'Botha',
    company_name: 'Botha Motors',
    company_reg_no: '2015/123456',
    cipc_name: 'Botha Motors Pty Ltd',
  },
  'dealer-group': { name: 'Lindiwe', surname: 'Zulu', dealer_group_id: 'DG001' },
};

/**
 * Fills an empty database with the demo data; does nothing once any user exists, so restarts
 * keep what people registered. Answers whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  hasher: PasswordHasher,
  now: Date,
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return false;
  const users: UserRow[] = [];
  for (const login of demoLogins) {
    users.push({
      portal_type: login.type,
      status: 'active',
      username: login.username,
      id_number: login.idNumber,
      email: login.email,
      mobile_no: login.mobileNo,
      password_hash: await hasher.hash(login.password),
      customer_no: null,
      company_name: null,
      company_reg_no: null,
      cipc_name: null,
      sbsa_dealer_code: null,
      dealer_group_id: null,
      created_at: now,
      ...profiles[login.type],
    });
  }
  const admins = await Promise.all(
    demoAdmins.map(async (admin) => ({
      id: randomUUID(),
      portal_type: admin.type,
      admin_username: admin.adminUsername,
      username_key: usernameKey(admin.adminUsername),
      password_hash: await hasher.hash(admin.adminPassword),
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dealer_groups')
      .values([...demoDealerGroups])
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('finance_customers')
      .values([...demoFinanceCustomers])
      .onConflict((c) => c.doNothing())
      .execute();
    await insertUsers(trx, users)
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('admins')
      .values(admins)
      .onConflict((c) => c.doNothing())
      .execute();
  });
  return true;
}
