import { messages } from '@forecourt/validators/texts';
import { describe, expect, it } from 'vitest';
import { channelName, fieldLabel } from './texts/translate.ts';
import { english, englishTexts, flowTexts } from './texts.ts';

describe('the English texts', () => {
  it('fill placeholders and leave one without a value visible', () => {
    expect(english('transport.rateLimited', { seconds: '30' })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(english('transport.rateLimited')).toContain('{seconds}');
  });

  it('have a label text for every field of every form', () => {
    expect(flowTexts['label.companyName']).toBe('Dealership Trading Name');
    expect(flowTexts['label.adminPassword']).toBe('Admin Password');
    expect(flowTexts['label.newPassword']).toBe('New Password');
    expect(fieldLabel(english, 'idNumber')).toBe('Id Number');
  });

  it("hold the rules' texts and flows-core's, no id in both", () => {
    const shared = Object.keys(flowTexts).filter((id) => Object.hasOwn(messages, id));
    expect(shared).toEqual([]);
    expect(Object.keys(englishTexts)).toHaveLength(
      Object.keys(messages).length + Object.keys(flowTexts).length,
    );
    expect(english('otp.sent', { channel: 'mobile' })).toBe('Otp Sent Successfully to your mobile');
  });

  it('name the code channels inside sentences', () => {
    expect(channelName(english, 'mobile')).toBe('mobile');
    expect(channelName(english, 'email')).toBe('email');
  });
});
