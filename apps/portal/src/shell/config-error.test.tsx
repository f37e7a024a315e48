import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import english from '../../public/i18n/en.json';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { ConfigErrorScreen } from './config-error.tsx';

describe('ConfigErrorScreen', () => {
  it('announces that the portal cannot start, and why', () => {
    render(
      <I18nProvider catalogue={english}>
        <ConfigErrorScreen reason="api is not a URL" />
      </I18nProvider>,
    );
    const alert = screen.getByRole('alert', { name: english['config.heading'] });
    expect(alert).toHaveTextContent(english['config.body']);
    expect(alert).toHaveTextContent('Details: api is not a URL');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english['config.heading']);
  });
});
