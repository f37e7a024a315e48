import { afterEach, describe, expect, it } from 'vitest';
import { registrationFields } from './flows/fields/registration-fields.ts';
import {
  channelName,
  fieldLabel,
  fieldLabels,
  flowTexts,
  formatFlowText,
  setFlowTexts,
} from './texts.ts';

afterEach(() => setFlowTexts());

describe('flow texts', () => {
  it('fills placeholders and leaves one without a value visible', () => {
    expect(formatFlowText('transport.rateLimited', { seconds: '30' })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(formatFlowText('transport.rateLimited')).toContain('{seconds}');
  });

  it('has a label text for every registration field', () => {
    expect(flowTexts['label.companyName']).toBe('Dealership Trading Name');
    expect(fieldLabel('idNumber')).toBe('Id Number');
  });

  it('uses the texts set, keeping English for ids left out or blank', () => {
    setFlowTexts({
      'transport.timeout': 'Die diens het te lank geneem.',
      'transport.network': ' ',
      'label.cipcName': 'CIPC-naam',
    });
    expect(formatFlowText('transport.timeout')).toBe('Die diens het te lank geneem.');
    expect(formatFlowText('transport.network')).toBe(flowTexts['transport.network']);
    expect(fieldLabels().cipcName).toBe('CIPC-naam');
    expect(fieldLabels().companyName).toBe('Dealership Trading Name');
  });

  it('labels the field descriptors with the texts in use', () => {
    setFlowTexts({ 'label.companyRegNo': 'Maatskappy-registrasienommer' });
    const labels = registrationFields('dealer', 'company').map((field) => field.label);
    expect(labels).toContain('Maatskappy-registrasienommer');
    setFlowTexts();
    expect(registrationFields('dealer', 'company').map((field) => field.label)).toContain(
      'Company Registration Number',
    );
  });

  it('names the code channels in the texts in use, as choices and inside sentences', () => {
    setFlowTexts({
      'option.mobile': 'Selfoon',
      'option.email': 'E-pos',
      'channel.mobile': 'selfoon',
    });
    const choices = registrationFields('customer', 'details').find(
      (field) => field.name === 'preferredComm',
    );
    expect(choices?.list).toEqual([
      { id: 'mobile', name: 'Selfoon' },
      { id: 'email', name: 'E-pos' },
    ]);
    expect(channelName('mobile')).toBe('selfoon');
    setFlowTexts();
    expect(channelName('email')).toBe('email');
  });
});
