import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { ConfigErrorScreen } from '../shell/config-error.tsx';
import { storyCatalogues, storyLanguage } from '../test/screen-story.tsx';
import { openScreen, screenStoryBase } from '../test/screen-story-meta.tsx';
import { NotFound } from './not-found.tsx';

const meta = {
  title: 'Portal/Errors',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown path or portal type, with a way back to the landing screen. */
export const NotFoundScreen: Story = {
  name: 'Not found',
  loaders: [openScreen({ path: '/login/unknown', component: NotFound })],
  render: screenStoryBase.render,
};

/**
 * A missing or invalid /config.json: the portal cannot start and says why, in the toolbar's
 * language, as the portal does in the page's.
 */
export const ConfigurationError: Story = {
  name: 'Configuration error',
  render: (_args, { globals }) => {
    const language = storyLanguage(globals);
    return (
      <I18nProvider catalogue={storyCatalogues[language]} language={language}>
        <ConfigErrorScreen reason="environments.local.api: Invalid URL" />
      </I18nProvider>
    );
  },
};
