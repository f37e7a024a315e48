import { channels, portalTypes } from '@forecourt/validators';
import { messages, messageTranslations } from '@forecourt/validators/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAlreadySentMessage, otpSentMessage, replies, welcomeMessage } from '../messages.ts';
import { apiToken, startTestService, type TestService } from '../testing/harness.ts';
import { afrikaans, isiZulu } from './reply-tables.ts';
import { translateReply } from './translate-reply.ts';

describe('the reply tables', () => {
  it.each([
    ['af', afrikaans],
    ['zu', isiZulu],
  ] as const)('%s has a text for every reply of messages.ts and no other', (_name, table) => {
    expect(Object.keys(table.texts).sort()).toEqual(Object.keys(replies).sort());
    for (const [key, text] of Object.entries(table.texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(replies[key as keyof typeof replies]);
    }
  });

  // MSG-13: a refusal says what happened in plain words, in every language.
  it.each([
    ['en', replies],
    ['af', afrikaans.texts],
    ['zu', isiZulu.texts],
  ] as const)('%s never answers with a bare status word or "Invalid OTP"', (_name, texts) => {
    for (const [key, text] of Object.entries(texts)) {
      expect(text, key).not.toMatch(/invalid otp|ongeldige otp|i-otp engalungile/i);
      expect(text, key).toMatch(/\S\s+\S/);
    }
    expect(texts.unauthorized).not.toMatch(/^(unauthori[sz]ed|nie gemagtig nie|awugunyaziwe)$/i);
  });

  it('can tell every English reply apart (each text is one key)', () => {
    const texts = Object.values(replies);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each([
    ['af', afrikaans],
    ['zu', isiZulu],
  ] as const)('%s translates the templated replies with their values', (language, table) => {
    for (const channel of channels) {
      expect(translateReply(otpSentMessage(channel), language)).toBe(table.otpSent(channel));
      expect(translateReply(codeAlreadySentMessage(channel, 1200), language)).toBe(
        table.codeAlreadySent(channel, new Intl.NumberFormat(language).format(1200)),
      );
    }
    for (const type of portalTypes) {
      expect(translateReply(welcomeMessage(type), language)).toBe(
        table.welcome(type.toUpperCase()),
      );
    }
  });

  it('writes the Afrikaans templates as the portal does', () => {
    expect(translateReply(otpSentMessage('mobile'), 'af')).toBe(
      'OTP suksesvol na jou selfoon gestuur',
    );
  });

  it('leaves English and unknown texts as they are', () => {
    expect(translateReply(replies.invalidOtp, 'en')).toBe(replies.invalidOtp);
    expect(translateReply('Unknown field: x', 'zu')).toBe('Unknown field: x');
  });
});

describe('replies in the language of the request', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('writes a failure in Afrikaans for Accept-Language af-ZA, with its headers', async () => {
    const reply = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: 'Bearer nope', 'accept-language': 'af-ZA,en;q=0.8' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      status: 'Failure',
      code: 'client_unauthorized',
      message: afrikaans.texts.unauthorized,
    });
    expect(reply.headers.get('content-language')).toBe('af');
    expect(reply.headers.get('vary')).toContain('Accept-Language');
  });

  it('writes the not-found reply in isiZulu when zu weighs most', async () => {
    const reply = await service.raw('/nowhere', {
      headers: { 'accept-language': 'en;q=0.2, zu;q=0.9' },
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(isiZulu.texts.notFound);
    expect(reply.headers.get('content-language')).toBe('zu');
  });

  it('keeps English (en-ZA) without the header, and marks the reply as varying by it', async () => {
    const reply = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(replies.dealerGroups);
    expect(reply.headers.get('content-language')).toBe('en-ZA');
    expect(reply.headers.get('vary')).toContain('Accept-Language');
  });

  it('translates a success reply and keeps its payload', async () => {
    const english = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    const zulu = await service.raw('/user/v1/allDealerGroups', {
      headers: { authorization: `Bearer ${apiToken}`, 'accept-language': 'zu' },
    });
    expect(zulu.body.message).toBe(isiZulu.texts.dealerGroups);
    expect(zulu.body.payload).toEqual(english.body.payload);
  });

  it("writes the rules' field messages in the language asked for, and English again after", async () => {
    const refused = (language?: string) =>
      service.raw('/user/v1/profileDetailsForOtp', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiToken}`,
          'content-type': 'application/json',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: JSON.stringify({ idNumber: '123', role: 'customer', captchaResponse: 'x' }),
      });
    const afrikaansReply = await refused('af');
    expect(afrikaansReply.status).toBe(400);
    expect(afrikaansReply.body.payload.fields.idNumber).toBe(
      messageTranslations.af['rsaId.error'].replace(
        '{reason}',
        messageTranslations.af['rsaId.length'],
      ),
    );
    expect(afrikaansReply.body.message).toBe(afrikaansReply.body.payload.fields.idNumber);
    const zuluReply = await refused('zu');
    expect(zuluReply.body.payload.fields.idNumber).toContain(
      messageTranslations.zu['rsaId.length'],
    );
    // Nothing is swapped per request: the next English request is English.
    const englishReply = await refused();
    expect(englishReply.body.payload.fields.idNumber).toBe(
      messages['rsaId.error'].replace('{reason}', messages['rsaId.length']),
    );
  });
});
