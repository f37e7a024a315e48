import { passwordStrength } from '@forecourt/validators/rules';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import * as styles from './strength-meter.css.ts';

/** Strength levels as the validators report them. */
export type StrengthLevel = 'none' | 'weak' | 'medium' | 'strong';

/** Props of {@link StrengthMeter}. */
export type StrengthMeterProps = {
  /** The password to rate. */
  password: string;
  /** Label of the meter. Default 'Password strength'. */
  label?: string;
  /** Word for each level. Default { none: 'None', weak: 'Weak', medium: 'Medium', strong: 'Strong' }. */
  levelText?: Record<StrengthLevel, string>;
};

const defaultLevelText: Record<StrengthLevel, string> = {
  none: 'None',
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};

/** A password strength bar (33.33 / 66.66 / 100 %) from @forecourt/validators' passwordStrength. */
export function StrengthMeter({
  password,
  label = 'Password strength',
  levelText = defaultLevelText,
}: StrengthMeterProps) {
  const labelId = useId();
  const { level, percent } = passwordStrength(password);
  return (
    <div className={styles.root} data-state={level}>
      <div className={styles.label}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{levelText[level]}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled consistently across browsers. */}
      <div
        className={styles.track}
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={levelText[level]}
      >
        <div
          className={`${styles.bar} ${styles.barWidth}`}
          style={assignInlineVars({ [styles.percent]: `${percent}%` })}
        />
      </div>
    </div>
  );
}
