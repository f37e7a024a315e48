import { describe, expect, it } from 'vitest';
import { readTypedInput } from './carry-input.ts';
import { restoreWhenPresent } from './restore-input.ts';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('carrying typed text into a page rendered afresh', () => {
  it('reads the typed text fields by name, never hidden fields or checkboxes', () => {
    const root = page(
      '<input name="username" value="ada"><input name="password" type="password" value="S3cret#1">' +
        '<input name="empty"><input name="token" type="hidden" value="x">' +
        '<input name="terms" type="checkbox" value="on" checked>',
    );
    expect([...(readTypedInput(root)?.values ?? [])]).toEqual([
      ['username', 'ada'],
      ['password', 'S3cret#1'],
    ]);
  });

  it('types them into the new fields with input events, and keeps what is there already', () => {
    const root = page('<input name="username"><input name="password" value="kept">');
    const events: string[] = [];
    root.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).name));
    restoreWhenPresent(root, {
      values: new Map([
        ['username', 'ada'],
        ['password', 'lost'],
      ]),
      focused: undefined,
    });
    const fields = root.querySelectorAll('input');
    expect(fields[0]?.value).toBe('ada');
    expect(fields[1]?.value).toBe('kept');
    expect(events).toEqual(['username']);
  });

  it('waits for fields that arrive after the app and puts focus back where it was', async () => {
    const root = page('<p>loading</p>');
    restoreWhenPresent(root, { values: new Map([['username', 'ada']]), focused: 'username' });
    root.innerHTML = '<input name="username">';
    await new Promise((resolve) => setTimeout(resolve, 0));
    const field = root.querySelector('input');
    expect(field?.value).toBe('ada');
    expect(document.activeElement).toBe(field);
    expect(readTypedInput(root)?.focused).toBe('username');
  });

  it('sends the form the person pressed, once the text typed into it is back, and only once', async () => {
    const root = page('<p>loading</p>');
    const sent: string[] = [];
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new FormData(event.target as HTMLFormElement).get('username') as string);
    });
    window.__forecourtEarlyPress = true;
    restoreWhenPresent(root, { values: new Map([['username', 'ada']]), focused: undefined });
    expect(window.__forecourtEarlyPress).toBe(false);
    root.innerHTML = '<form><input name="password"></form>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    root.innerHTML = '<form><input name="username"><input name="password"></form>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['ada']);
  });

  it('counts a field that shows the same text already as back, so the press is not held up', async () => {
    // The dealer group chosen before: the picker shows the choice itself, no typing needed.
    const root = page(
      '<form><input name="dealerGroupId" value="Coastal Auto Holdings"><input name="email"></form>',
    );
    const events: string[] = [];
    root.addEventListener('input', (event) => events.push((event.target as HTMLInputElement).name));
    let sent = 0;
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    window.__forecourtEarlyPress = true;
    restoreWhenPresent(root, {
      values: new Map([
        ['dealerGroupId', 'Coastal Auto Holdings'],
        ['email', 'ada@forecourt.co.za'],
      ]),
      focused: undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['email']);
    expect(sent).toBe(1);
  });
});
