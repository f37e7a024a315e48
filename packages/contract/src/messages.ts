import { messages } from '@forecourt/validators/texts';

/** Spec §8: the reply message that sends registration to the choose-a-username step. */
export const usernameTakenMessage: string = messages['username.taken'];
