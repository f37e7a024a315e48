import { freshIdNumber } from './test-users.ts';

// The bodies of the registration endpoints, as the portal sends them, with fresh contacts.

/** A customer registration (userProfile) of `idNumber` on the lookup's grant; code by e-mail. */
export function customerBody(idNumber: string, username: string, registrationHandle: string) {
  return {
    registrationHandle,
    role: 'customer',
    idNumber,
    email: `${username}@forecourt.co.za`,
    mobileNo: '0721234567',
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    preferredComm: 'email',
    termsConditions: 'Yes',
    customerNo: 'C100201',
    name: 'Thabo',
    surname: 'Nkosi',
  };
}

let mobiles = 0;
/** A mobile number no other registration of this process sends to. */
export const freshMobile = () => `079${String(1_000_000 + mobiles++).slice(-7)}`;

/** A dealer registration (userProfile) with a fresh mobile number; code by SMS. */
export function dealerBody(username: string, idNumber = freshIdNumber()) {
  return {
    role: 'dealer',
    idNumber,
    email: `${username}@forecourt.co.za`,
    mobileNo: freshMobile(),
    termsConditions: 'Yes',
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    companyName: 'Sunrise Motors',
    companyRegNo: '2019/000111',
    companyDirectorName: 'Zanele',
    companyDirectorSurname: 'Khumalo',
    cipcName: 'Sunrise Motors Pty Ltd',
    preferredComm: 'mobile',
    sbsaDealerCode: '',
  };
}

/** A dealer-group registration (createDealerGroupProfile); code by e-mail. */
export function groupBody(username: string) {
  return {
    dealerGroupId: 'DG002',
    idNumber: freshIdNumber(),
    email: `${username}@forecourt.co.za`,
    mobileNo: freshMobile(),
    username,
    password: 'Brand#New1',
    verifyPassword: 'Brand#New1',
    companyDirectorName: 'Kagiso',
    companyDirectorSurname: 'Molefe',
    preferredComm: 'email',
    termsConditions: 'Yes',
  };
}
