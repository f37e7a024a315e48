// `@forecourt/validators/texts`: the rules' texts, an explicit import so that an app with its own
// texts ships none of these. English is `messages`; `messageTranslations` has Afrikaans and
// isiZulu. Give them to `translator`.
export { messages } from './messages-en.ts';
export type { TranslatedLanguage } from './translations.ts';
export { messageTranslations } from './translations.ts';
