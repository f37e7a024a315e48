import { type APIRequestContext, expect } from '@playwright/test';
import { serviceUrl, waitForCode } from './outbox.ts';

/** The development API token the e2e service accepts. */
export const apiToken = 'forecourt-dev-token';

/** The seeded users of the user service (apps/user-service/src/db/seed.ts). */
export const demo = {
  customer: {
    username: 'democustomer',
    password: 'Forecourt#2025',
    idNumber: '8001015009087',
    mobileNo: '0821234567',
    email: 'customer@forecourt.co.za',
  },
  dealer: {
    username: 'demodealer',
    password: 'Forecourt#2025',
    idNumber: '7506150123080',
    mobileNo: '0831234567',
    email: 'dealer@forecourt.co.za',
  },
  group: {
    username: 'demogroup',
    password: 'Forecourt#2025',
    idNumber: '8803205112088',
    mobileNo: '0841234567',
    email: 'group@forecourt.co.za',
  },
  customerAdmin: { adminUsername: 'customeradmin', adminPassword: 'AdminPass#2025' },
  /** Finance customers nobody has registered yet (one per registration test). */
  unregisteredCustomers: [
    { idNumber: '9001015800088', name: 'Thabo', surname: 'Nkosi', mobileNo: '0721234567' },
    { idNumber: '8504150123084', name: 'Naledi', surname: 'Mokoena', mobileNo: '0731234567' },
    { idNumber: '9208080223084', name: 'Ayesha', surname: 'Patel', mobileNo: '0741234567' },
  ],
  dealerGroup: { id: 'DG002', name: 'Coastal Auto Holdings' },
} as const;

let serial = Math.floor(Date.now() / 1000) % 9000;
// The suite runs on several workers, each with its own `serial` started in the same second: the
// digit after the citizenship digit (free in an ID number) is the worker's, so their numbers differ.
const workerDigit = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;

/** A valid South African ID number (date, sequence, citizen, Luhn check digit) unique to this run. */
export function freshIdNumber(): string {
  serial = (serial + 1) % 10_000;
  const body = `850615${String(serial).padStart(4, '0')}0${workerDigit}`;
  const digits = [...body].map(Number);
  let sum = 0;
  // Luhn over the 12 digits plus the check digit to come: double every second digit from the right.
  for (let i = 0; i < digits.length; i += 1) {
    const fromRight = digits.length - i;
    let digit = digits[i] ?? 0;
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A user made for one test, so no test waits for another's 180 s resend cooldown. */
export type FreshUser = {
  username: string;
  password: string;
  idNumber: string;
  mobileNo: string;
  email: string;
};

/** Unique contact details and credentials (not registered yet). */
export function freshDetails(prefix = 'e2e'): FreshUser {
  const idNumber = freshIdNumber();
  const tail = idNumber.slice(6, 12);
  return {
    username: `${prefix}${tail}`,
    password: 'Forecourt#2025',
    idNumber,
    mobileNo: `07${tail}${idNumber.slice(-2)}`.slice(0, 10),
    email: `${prefix}.${tail}@example.com`,
  };
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${serviceUrl}/user/v1/${path}`, {
    data,
    headers: { Authorization: `Bearer ${apiToken}` },
  });
  const body = (await response.json()) as {
    status?: string;
    message?: string;
    payload?: { flowHandle?: string };
  };
  expect(body.status, `${path}: ${body.message ?? ''}`).toBe('Success');
  return body;
}

/** Registers and activates a dealer through the API (registration code read from the outbox). */
export async function createDealer(request: APIRequestContext, prefix = 'dlr'): Promise<FreshUser> {
  const user = freshDetails(prefix);
  const since = Date.now();
  const registered = await post(request, 'userProfile', {
    role: 'dealer',
    idNumber: user.idNumber,
    email: user.email,
    mobileNo: user.mobileNo,
    termsConditions: 'Yes',
    username: user.username,
    password: user.password,
    verifyPassword: user.password,
    companyName: 'Test Motors',
    companyRegNo: '2020/123456',
    companyDirectorName: 'Test',
    companyDirectorSurname: 'Director',
    cipcName: 'Test Motors Pty Ltd',
    preferredComm: 'mobile',
    sbsaDealerCode: '',
  });
  const otp = await waitForCode(request, user.mobileNo, since);
  await post(request, 'otp/validateAndLogin', {
    flowHandle: registered.payload?.flowHandle,
    otp,
    preferredComm: 'mobile',
    role: 'dealer',
  });
  return user;
}
