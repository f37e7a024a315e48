// What the guidance's examples share (GUIDE-53). Examples are the kit's own components, live;
// overlays (a dialog, a toast, a tooltip, the loading overlay) are shown as the still picture of
// what they draw, so a docs page never opens a modal over itself.
import type { ReactNode } from 'react';
import { vars } from '../theme/theme.css.ts';

/** The still picture of an overlay or a message: a card in the kit's colours. */
export function Still({
  title,
  children,
  tone,
}: {
  title?: string;
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info';
}) {
  return (
    <div
      style={{
        width: '100%',
        maxWidth: '20rem',
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border}`,
        borderInlineStart: tone ? `4px solid ${vars.color[tone]}` : undefined,
        background: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.menu,
        fontSize: vars.fontSize.sm,
      }}
    >
      {title ? (
        <strong style={{ display: 'block', marginBottom: vars.space.xs }}>{title}</strong>
      ) : null}
      {children}
    </div>
  );
}

/** A row of examples. */
export const row = { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' } as const;
/** A handler that does nothing, for an example's required callback. */
export const none = () => undefined;
