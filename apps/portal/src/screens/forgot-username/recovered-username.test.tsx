import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../../public/i18n/af.json';
import english from '../../../public/i18n/en.json';
import zulu from '../../../public/i18n/zu.json';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { RecoveredUsername } from './recovered-username.tsx';

// RECOVER-USERNAME-7: the username is emphasised wherever the language puts it in the sentence.
describe('RecoveredUsername', () => {
  it.each([
    ['en', english],
    ['af', afrikaans],
    ['zu', zulu],
  ] as const)('says the sentence in %s with the username emphasised', (_language, catalogue) => {
    render(
      <I18nProvider catalogue={catalogue}>
        <RecoveredUsername username="thabo82" />
      </I18nProvider>,
    );
    const sentence = screen.getByTestId('recovered-username');
    expect(sentence).toHaveTextContent(
      catalogue['forgotUsername.result'].replace('{username}', 'thabo82'),
    );
    const name = screen.getByText('thabo82');
    expect(name.tagName).toBe('STRONG');
    expect(name).toHaveAttribute('translate', 'no');
  });
});
