import { type EarlyPick, earlyListSuffix, type StartPage } from './handover.ts';

type Group = { mqDealerGroupId: string; dealerGroupName: string };

/** Adds a listener to the document (start-page.ts adds them capture-phase, to see events first). */
export type Listen = <K extends keyof DocumentEventMap>(
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
) => void;

/**
 * Early picks, on the dealer-group page. Its first field is the dealer group, chosen from the
 * list the start script asked for, and the picker's code (downshift) loads after the page: until
 * it takes the field's place the field is a plain box (`[data-early-pick]`, announced as a
 * collapsed combobox). Once the list has arrived, the groups whose name holds what was typed are
 * listed under the box (outside the page's root, so React's takeover never meets it), worked by
 * mouse or by keyboard as the picker is (arrows, Enter, Escape). A choice is kept in
 * `__forecourtEarlyPicks` by field name until the person types over it; the picker takes it as
 * the field's value (screens/register/progressive-autocomplete.tsx).
 */
export function listEarlyPicks(
  { window, document }: StartPage,
  reply: Promise<Response>,
  on: Listen,
): void {
  const picks: Record<string, EarlyPick> = {};
  window.__forecourtEarlyPicks = picks;
  let groups: Group[] | null = null;
  let active: HTMLInputElement | null = null;
  let list: HTMLUListElement | null = null;
  let shown: Group[] = [];
  let cursor = -1;

  const pickField = (target: EventTarget | null) => {
    const element = target as HTMLInputElement | null;
    return element?.tagName === 'INPUT' && element.closest('[data-early-pick]') ? element : null;
  };

  const close = () => {
    list?.remove();
    list = null;
    shown = [];
    cursor = -1;
    active?.setAttribute('aria-expanded', 'false');
    active?.removeAttribute('aria-controls');
    active?.removeAttribute('aria-activedescendant');
  };

  const show = (input: HTMLInputElement) => {
    close();
    active = input;
    const text = input.value.trim().toLowerCase();
    if (!groups || !text || !input.isConnected) return;
    shown = groups.filter((group) => group.dealerGroupName.toLowerCase().includes(text));
    if (shown.length === 0) return;
    const box = input.getBoundingClientRect();
    const look = window.getComputedStyle?.(input);
    list = document.createElement('ul');
    list.id = input.id + earlyListSuffix;
    list.setAttribute('role', 'listbox');
    const label = input.labels?.[0]?.textContent;
    if (label) list.setAttribute('aria-label', label);
    // Styled through the CSSOM, which the policy's `style-src 'self'` allows.
    const left = box.left + (window.scrollX || 0);
    const top = box.bottom + (window.scrollY || 0);
    list.style.cssText =
      `position:absolute;z-index:10;left:${left}px;top:${top}px;width:${box.width}px;margin:0;` +
      'padding:4px 0;list-style:none;background:#fff;color:#1a1a1a;border:1px solid #6b6b6b;' +
      'border-radius:4px;box-sizing:border-box';
    list.style.fontFamily = look?.fontFamily ?? '';
    list.style.fontSize = look?.fontSize ?? '';
    shown.forEach((group, index) => {
      const item = document.createElement('li');
      item.id = `${list?.id}-${index}`;
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', 'false');
      item.dataset.index = String(index);
      item.textContent = group.dealerGroupName;
      item.style.cssText = 'padding:8px 12px;cursor:pointer';
      list?.appendChild(item);
    });
    document.body.appendChild(list);
    input.setAttribute('aria-controls', list.id);
    input.setAttribute('aria-expanded', 'true');
  };

  const move = (to: number) => {
    if (!list || !active) return;
    const items = [...list.children] as HTMLElement[];
    cursor = (to + items.length) % items.length;
    items.forEach((item, index) => {
      item.setAttribute('aria-selected', String(index === cursor));
      item.style.background = index === cursor ? '#dce8f7' : '';
    });
    active.setAttribute('aria-activedescendant', items[cursor]?.id ?? '');
  };

  const choose = (index: number) => {
    const input = active;
    const group = shown[index];
    if (input && group && input.isConnected) {
      input.value = group.dealerGroupName;
      picks[input.name] = { id: group.mqDealerGroupId, name: group.dealerGroupName };
    }
    close();
  };

  on('input', (event) => {
    const field = pickField(event.target);
    if (!field) return;
    if (picks[field.name]?.name !== field.value) delete picks[field.name];
    show(field);
  });
  on('keydown', (event) => {
    const field = pickField(event.target);
    if (!field) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!list || active !== field) show(field);
      if (!list) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? cursor + 1 : cursor < 0 ? -1 : cursor - 1);
    } else if (event.key === 'Enter' && list && cursor >= 0) {
      event.preventDefault();
      choose(cursor);
    } else if (event.key === 'Escape' && list) {
      event.preventDefault();
      close();
    }
  });
  on('focusout', (event) => {
    if (!pickField(event.target)) return;
    close();
    active = null;
  });
  on('mousedown', (event) => {
    if (list?.contains(event.target as Node)) event.preventDefault();
  });
  on('click', (event) => {
    const option = list?.contains(event.target as Node)
      ? (event.target as Element).closest<HTMLElement>('[role=option]')
      : null;
    if (option) choose(Number(option.dataset.index));
  });
  reply
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: { payload?: { dealerGroups?: unknown } } | null) => {
      const found = json?.payload?.dealerGroups;
      if (!Array.isArray(found)) return;
      groups = found.filter(
        (group): group is Group =>
          typeof group?.dealerGroupName === 'string' && typeof group?.mqDealerGroupId === 'string',
      );
      if (active) show(active);
    })
    .catch(() => {});
}
