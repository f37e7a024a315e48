import { channels, portalTypes } from '@forecourt/validators';
import { codeAlreadySentMessage, otpSentMessage, replies, welcomeMessage } from '../messages.ts';
import type { ReplyLanguage } from './negotiate.ts';
import { afrikaans, isiZulu, type ReplyKey, type ReplyTable } from './reply-tables.ts';

const tables: Readonly<Record<Exclude<ReplyLanguage, 'en'>, ReplyTable>> = {
  af: afrikaans,
  zu: isiZulu,
};

/** The key of each English reply text (messages.ts keeps them distinct). */
const keyOfText = new Map<string, ReplyKey>(
  Object.entries(replies).map(([key, text]) => [text, key as ReplyKey]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The cooldown reply carries a number: its English wording is read from messages.ts itself, with
// a stand-in number in the place of the seconds, so the two cannot drift apart.
const secondsStandIn = 987_654_321;
const cooldownPatterns = channels.map((channel) => ({
  channel,
  pattern: new RegExp(
    `^${escapeRegExp(codeAlreadySentMessage(channel, secondsStandIn)).replace(String(secondsStandIn), '(\\d+)')}$`,
  ),
}));

/**
 * A reply text the service wrote in English (messages.ts), in `language`, with numbers in that
 * language's format. A text the tables do not know (a field check's message) stays English.
 */
export function translateReply(text: string, language: ReplyLanguage): string {
  if (language === 'en') return text;
  const table = tables[language];
  const key = keyOfText.get(text);
  if (key) return table.texts[key];
  for (const channel of channels) {
    if (text === otpSentMessage(channel)) return table.otpSent(channel);
  }
  for (const type of portalTypes) {
    if (text === welcomeMessage(type)) return table.welcome(type.toUpperCase());
  }
  for (const { channel, pattern } of cooldownPatterns) {
    const seconds = pattern.exec(text)?.[1];
    if (seconds !== undefined) {
      const formatted = new Intl.NumberFormat(language).format(Number(seconds));
      return table.codeAlreadySent(channel, formatted);
    }
  }
  return text;
}
