import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { repoReferences } from './readme-links.mjs';

const whys = (markdown) => repoReferences(markdown).map((finding) => finding.why);

describe('README links', () => {
  it("accepts web links, anchors, package names and the consumer app's own paths", () => {
    const markdown = [
      'See [zod](https://zod.dev/) and [Components](#components).',
      'Install `@forecourt/ui-kit`; the app has `src/main.tsx` and `/config.json`.',
      '<a href="https://example.com/">site</a>',
      'The page needs `<script type="module" src="/src/main.tsx"></script>`.',
      '```tsx',
      "import { SignInScreen } from './sign-in-screen.tsx';",
      '```',
    ].join('\n');
    assert.deepEqual(whys(markdown), []);
  });

  it('refuses relative links, link definitions and HTML links', () => {
    assert.deepEqual(whys('See [decisions](../../docs/decisions.md).'), [
      "relative link '../../docs/decisions.md'",
      "a path of the repository '../../docs/decisions.md'",
    ]);
    assert.deepEqual(whys('[ref]: ./CHANGELOG.md'), ["relative link definition './CHANGELOG.md'"]);
    assert.deepEqual(whys('<img src="img/x.png">'), ["relative HTML link 'img/x.png'"]);
  });

  it('refuses paths of the repository and sending the reader to it', () => {
    assert.deepEqual(whys('Run `bash scripts/start.sh`.'), [
      "a path of the repository 'scripts/start.sh'",
    ]);
    assert.deepEqual(whys('```sh\nbash scripts/start.sh\n```'), [
      "a path of the repository 'scripts/start.sh'",
    ]);
    assert.deepEqual(whys('Start it in the Forecourt repository.'), [
      'sends the reader to the repository',
    ]);
  });
});
