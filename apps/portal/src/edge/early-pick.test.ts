import { afterEach, describe, expect, it } from 'vitest';
import { runStartScriptIn } from '../test/start-page.ts';
import { earlyPick } from './early-pick.ts';
import { dealerGroupPagePath } from './start-script/handover.ts';

// The dealer-group page's first field is a picker whose code loads after the page: until then
// the start script shows the dealer groups it asked for itself under the plain box, and keeps a
// choice made there for the takeover (earlyPick). These run the real start script in a jsdom page
// shaped like the prerendered one.

const config = {
  environments: {
    local: { production: false, api: 'http://127.0.0.1:1', token: 'local-token' },
  },
};
const groups = [
  { mqDealerGroupId: 'DG001', dealerGroupName: 'Highveld Motor Group' },
  { mqDealerGroupId: 'DG002', dealerGroupName: 'Coastal Auto Holdings' },
  { mqDealerGroupId: 'DG003', dealerGroupName: 'Coastline Motors' },
];
const directorFields = [
  'companyDirectorName',
  'companyDirectorSurname',
  'idNumber',
  'mobileNo',
  'email',
];

type Page = { doc: Document; window: Record<string, unknown>; arrive(): Promise<void> };

/** The prerendered first step, and the start script run in it; the list arrives on `arrive`. */
function openPage(): Page {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<form data-early-submit="">
    <div data-early-pick=""><label for="dealerGroupId-picker">Dealer Group</label>
    <input id="dealerGroupId-picker" name="dealerGroupId" role="combobox" aria-expanded="false"></div>
    ${directorFields.map((name) => `<input name="${name}">`).join('')}
    <div>Loading captcha…</div>
    <button type="submit" aria-disabled="true" aria-describedby="hint" data-state="disabled">Register</button><p id="hint">Still needed</p></form>`;
  let send: () => void = () => undefined;
  const listed = new Promise<void>((resolve) => (send = resolve));
  const window: Record<string, unknown> = { localStorage: { getItem: () => null } };
  runStartScriptIn({
    document: doc,
    window,
    location: { pathname: dealerGroupPagePath, hostname: 'localhost' },
    fetch: (url) =>
      url === '/config.json'
        ? Promise.resolve(Response.json(config))
        : url.endsWith('/allDealerGroups')
          ? listed.then(() =>
              Response.json({ status: 'Success', payload: { dealerGroups: groups } }),
            )
          : Promise.resolve(Response.json({})),
  });
  return {
    doc,
    window,
    async arrive() {
      send();
      for (let turn = 0; turn < 8; turn += 1) await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const box = (doc: Document) => doc.getElementById('dealerGroupId-picker') as HTMLInputElement;
const options = (doc: Document) =>
  [...doc.querySelectorAll('[role=listbox] [role=option]')].map((o) => o.textContent);

function type(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(field: HTMLInputElement, key: string): boolean {
  return field.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
}

afterEach(() => {
  delete window.__forecourtEarlyPicks;
});

describe('the early dealer-group list', () => {
  it('shows the groups matching what was typed, and a click chooses one', async () => {
    const { doc, window: page, arrive } = openPage();
    await arrive();
    const field = box(doc);
    type(field, 'coast');
    expect(options(doc)).toEqual(['Coastal Auto Holdings', 'Coastline Motors']);
    const list = doc.querySelector('[role=listbox]');
    expect(list?.getAttribute('aria-label')).toBe('Dealer Group');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list?.id);

    const option = doc.querySelectorAll<HTMLElement>('[role=option]')[0];
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    option?.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    option?.click();
    expect(field.value).toBe('Coastal Auto Holdings');
    expect(doc.querySelector('[role=listbox]')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-controls')).toBe(false);
    expect(page.__forecourtEarlyPicks).toEqual({
      dealerGroupId: { id: 'DG002', name: 'Coastal Auto Holdings' },
    });
  });

  it('is worked with the keyboard: arrows move, Enter chooses without sending, Escape closes', async () => {
    const { doc, window: page, arrive } = openPage();
    await arrive();
    const field = box(doc);
    type(field, 'o');
    expect(options(doc)).toHaveLength(3);
    expect(press(field, 'ArrowDown')).toBe(false);
    expect(press(field, 'ArrowDown')).toBe(false);
    const active = doc.getElementById(field.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Coastal Auto Holdings');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    press(field, 'ArrowUp');
    press(field, 'ArrowUp');
    expect(doc.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe(
      'Coastline Motors',
    );
    expect(press(field, 'Enter')).toBe(false);
    expect(field.value).toBe('Coastline Motors');
    expect(page.__forecourtEarlyPress).toBe(false);

    type(field, 'high');
    expect(options(doc)).toEqual(['Highveld Motor Group']);
    expect(press(field, 'Escape')).toBe(false);
    expect(doc.querySelector('[role=listbox]')).toBeNull();
    expect(press(field, 'Enter')).toBe(true);
  });

  it('opens once the list arrives when the person typed before it did, and closes on leaving', async () => {
    const { doc, arrive } = openPage();
    const field = box(doc);
    type(field, 'Highveld');
    expect(doc.querySelector('[role=listbox]')).toBeNull();
    await arrive();
    expect(options(doc)).toEqual(['Highveld Motor Group']);
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(doc.querySelector('[role=listbox]')).toBeNull();
  });

  it('stays closed when the list arrives after the person left the field', async () => {
    const { doc, arrive } = openPage();
    const field = box(doc);
    type(field, 'Highveld');
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await arrive();
    expect(doc.querySelector('[role=listbox]')).toBeNull();
  });

  it('shows nothing for text that matches no group', async () => {
    const { doc, arrive } = openPage();
    await arrive();
    type(box(doc), 'zzz');
    expect(doc.querySelector('[role=listbox]')).toBeNull();
  });
});

describe('the early choice', () => {
  it('is kept by field name until the person types over it, even with the same name typed back', async () => {
    const { doc, window: page, arrive } = openPage();
    await arrive();
    const field = box(doc);
    type(field, 'Coastal Auto Holdings');
    expect(page.__forecourtEarlyPicks).toEqual({});
    doc.querySelector<HTMLElement>('[role=option]')?.click();
    expect(page.__forecourtEarlyPicks).toEqual({
      dealerGroupId: { id: 'DG002', name: 'Coastal Auto Holdings' },
    });
    type(field, 'Coastal Auto');
    expect(page.__forecourtEarlyPicks).toEqual({});
    type(field, 'Coastal Auto Holdings');
    expect(page.__forecourtEarlyPicks).toEqual({});
  });
});

describe('earlyPick', () => {
  it('gives the chosen id while the field still shows the choice, or whatever it shows', () => {
    window.__forecourtEarlyPicks = {
      dealerGroupId: { id: 'DG002', name: 'Coastal Auto Holdings' },
    };
    expect(earlyPick('dealerGroupId', 'Coastal Auto Holdings')).toBe('DG002');
    expect(earlyPick('dealerGroupId', 'Coastal')).toBeUndefined();
    expect(earlyPick('dealerGroupId')).toBe('DG002');
    expect(earlyPick('other', 'Coastal Auto Holdings')).toBeUndefined();
    delete window.__forecourtEarlyPicks;
    expect(earlyPick('dealerGroupId', 'Coastal Auto Holdings')).toBeUndefined();
  });
});
