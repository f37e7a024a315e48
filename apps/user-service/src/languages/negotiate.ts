/** The languages the service writes its messages in. */
export const replyLanguages = ['en', 'af', 'zu'] as const;

/** A language of the service's messages. */
export type ReplyLanguage = (typeof replyLanguages)[number];

/** `Content-Language` of each: English is South African English, as the portal's. */
export const contentLanguage: Readonly<Record<ReplyLanguage, string>> = {
  en: 'en-ZA',
  af: 'af',
  zu: 'zu',
};

const isReplyLanguage = (value: string): value is ReplyLanguage =>
  (replyLanguages as readonly string[]).includes(value);

/**
 * The language of a request's replies from its `Accept-Language` (RFC 9110, section 12.5.4): ranges
 * in order of their q-values (1 when absent; equal ones keep their order), a range matching on its
 * primary subtag ('af-ZA' -> af), q=0 refusing one, '*' taking English. English when nothing
 * acceptable matches or the header is missing or unreadable.
 */
export function negotiateLanguage(header: string | undefined | null): ReplyLanguage {
  if (!header) return 'en';
  const ranges: Array<{ tag: string; q: number; order: number }> = [];
  const refused = new Set<string>();
  header.split(',').forEach((part, order) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (range === '') return;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^q=([01](?:\.\d{0,3})?)$/i.exec(parameter);
      if (match) q = Math.min(1, Number(match[1]));
      else if (/^q=/i.test(parameter)) q = Number.NaN;
    }
    if (Number.isNaN(q)) return;
    const tag = range.toLowerCase().split('-')[0] ?? '';
    if (q === 0) refused.add(tag);
    else ranges.push({ tag, q, order });
  });
  ranges.sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    if (isReplyLanguage(tag) && !refused.has(tag)) return tag;
    if (tag === '*') {
      const open = replyLanguages.find((language) => !refused.has(language));
      if (open) return open;
    }
  }
  return 'en';
}
