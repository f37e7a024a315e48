import { messages } from '@forecourt/validators/texts';

/** MSG-7: the reply message that sends registration to the choose-a-username step. */
export const usernameTakenMessage: string = messages['username.taken'];
