import type { Session } from '@forecourt/flows-core';
import {
  createFakeUserServiceClient,
  type FakeUserServiceClient,
  fakeFailure,
  fakeSuccess,
} from '@forecourt/flows-core/testing';
import type { PortalType } from '@forecourt/validators';

/** The finance customer the customer registration finds by ID, contacts masked as served. */
export const storyCustomer = {
  idNumber: '9001015800088',
  name: 'Thandi',
  surname: 'Mokoena',
  customerNo: 'C-100',
  email: 't***@forecourt.co.za',
  mobileNo: '08*****567',
};

/** The grant every first step of the story service hands out. */
const storyGrant = 'St0ry-grant-of-step-00';

/** Where the story service says codes go. */
const storyDestinations = { mobile: '08*****567', email: 't***@forecourt.co.za' } as const;

function sessionOf(type: PortalType): Session {
  const role = type === 'dealer-group' ? 'dealergroup' : type;
  return {
    token: 'header.payload.signature',
    claims: { kid: 'story-kid', type, role, iat: 1, exp: 2, aud: 'forecourt' },
  };
}

const codeSent = (channel: 'mobile' | 'email') => ({
  ok: true as const,
  reply: {
    status: 'Success',
    payload: {
      channel,
      destination: storyDestinations[channel],
      resendAvailableInSeconds: 180,
      expiresInSeconds: 300,
      flowHandle: storyGrant,
    },
  },
  message: '',
  httpStatus: 200,
});

/**
 * flows-core's fake user service answering every call of `type`'s flows as the reference
 * service does on the main path: checks pass, codes are sent (180 s cooldown), code checks sign
 * in, the customer lookup finds {@link storyCustomer}, five dealer groups fill the picker.
 * Stories change single answers with `api.answer` for the other paths.
 */
export function createStoryUserService(type: PortalType = 'customer'): FakeUserServiceClient {
  const session = sessionOf(type);
  const signedIn = {
    status: 'Success',
    payload: { kid: 'story-kid', type, role: session.claims.role },
  };
  const checked = {
    status: 'Success',
    payload: { destinations: storyDestinations, flowHandle: storyGrant },
  };
  // A code sign-in hands out the grant to add a passkey (the offer that may follow).
  const signedInByCode = {
    ...signedIn,
    payload: { ...signedIn.payload, passkeyHandle: storyGrant },
  };
  const passkeyOptions = {
    status: 'Success',
    payload: { options: { challenge: 'c3RvcnktY2hhbGxlbmdl', timeout: 300_000 } },
  };
  return createFakeUserServiceClient({
    loginCheck: fakeSuccess('loginCheck', checked),
    otpLoginCheck: (request) => codeSent(request.preferredComm),
    validateAndLogin: fakeSuccess('validateAndLogin', signedInByCode, session),
    adminLogin: fakeSuccess('adminLogin', signedIn, session),
    idLoginCheck: fakeSuccess('idLoginCheck', checked),
    otpIdLoginCheck: (request) => codeSent(request.preferredComm),
    validateAndIdLogin: fakeSuccess('validateAndIdLogin', signedInByCode, session),
    passkeyRegistrationOptions: fakeSuccess('passkeyRegistrationOptions', passkeyOptions),
    passkeyRegistration: fakeSuccess('passkeyRegistration', {
      status: 'Success',
      payload: {
        passkey: { id: 'story-passkey', name: 'Passkey', createdAt: '2026-11-28', synced: true },
      },
    }),
    passkeyAuthenticationOptions: fakeSuccess('passkeyAuthenticationOptions', passkeyOptions),
    passkeySignIn: fakeSuccess('passkeySignIn', signedIn, session),
    forgotUsernameCheck: fakeSuccess('forgotUsernameCheck', checked),
    otpForgotUsernameCheck: (request) => codeSent(request.preferredComm),
    requestUsername: fakeSuccess('requestUsername', {
      status: 'Success',
      payload: { username: 'democustomer' },
    }),
    forgotPasswordCheck: fakeSuccess('forgotPasswordCheck', checked),
    otpForgotPasswordCheck: (request) => codeSent(request.preferredComm),
    resetPassword: fakeSuccess('resetPassword', signedIn, session),
    customerById: fakeSuccess('customerById', {
      status: 'Success',
      ...storyCustomer,
      payload: { ...storyCustomer, registrationHandle: storyGrant },
    }),
    registerUser: (request) => codeSent(request.preferredComm),
    registerDealerGroup: (request) => codeSent(request.preferredComm),
    resendRegistrationOtp: (request) => codeSent(request.preferredComm),
    validateRegistrationOtp: fakeSuccess(
      'validateRegistrationOtp',
      type === 'dealer-group'
        ? {
            status: 'Success',
            message: 'Dealer group registered. An administrator will activate it.',
          }
        : signedIn,
      ...(type === 'dealer-group' ? [] : [session]),
    ),
    allDealerGroups: fakeSuccess('allDealerGroups', {
      status: 'Success',
      payload: {
        dealerGroups: [
          { mqDealerGroupId: 'DG001', dealerGroupName: 'Coastal Motor Group' },
          { mqDealerGroupId: 'DG002', dealerGroupName: 'Highveld Auto Holdings' },
          { mqDealerGroupId: 'DG003', dealerGroupName: 'Karoo Vehicle Partners' },
          { mqDealerGroupId: 'DG004', dealerGroupName: 'Lowveld Dealers' },
          { mqDealerGroupId: 'DG005', dealerGroupName: 'Cape Coastal Cars' },
        ],
      },
    }),
    session: fakeFailure('server_error', 'session is not used by the portal'),
  });
}
