import { expect, test } from '@playwright/test';
import { textbox } from '../support/portal.ts';

// I18N-1, API-34: the texts are loaded over HTTP at start and every visible string goes through
// them, including the messages and labels validators and flows-core make. Serving a changed
// catalogue must change those too.
test('the messages and labels of the packages come from the catalogue loaded at start', async ({
  page,
}) => {
  await page.route('**/i18n/en.json', async (route) => {
    const response = await route.fetch();
    const texts = (await response.json()) as Record<string, string>;
    await route.fulfill({
      response,
      json: {
        ...texts,
        'rules.rsaId.error': 'Ongeldige ID-nommer: {reason}',
        'rules.rsaId.length': 'ID moet 13 syfers lank wees.',
        'flow.label.companyName': 'Handelsnaam',
        'flow.label.idNumber': 'ID-nommer',
      },
    });
  });
  await page.goto('/register/dealer');
  await expect(textbox(page, 'Handelsnaam')).toBeVisible();
  await textbox(page, 'ID-nommer').fill('123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Please add details' })).toContainText(
    'Ongeldige ID-nommer: ID moet 13 syfers lank wees.',
  );
});
