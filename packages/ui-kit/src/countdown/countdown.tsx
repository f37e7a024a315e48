import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './countdown.css.ts';
import { countdownMilestone, formatCountdown } from './format-countdown.ts';

/** Props of {@link Countdown}. */
export type CountdownProps = {
  /** Seconds until the action is available again; the caller re-renders as time passes. */
  secondsLeft: number;
  /** Text before the time. Default 'Request OTP again in : '. */
  label?: string;
  /** Class of the root element. Default undefined. */
  className?: string;
  /** BCP 47 locale whose digits show the time (e.g. 'af'). Default undefined (English digits). */
  locale?: string;
  /**
   * Shown, and announced once, in place of the label and the time once they reach zero (e.g.
   * 'You can request a new code now'). Default undefined (the label with 00:00:00).
   */
  doneLabel?: string;
};

/**
 * 'Request OTP again in : 00:02:59'. It holds no timer: the caller passes the seconds left.
 * A polite live region repeats the text only at milestones (each minute, 30 s, 10 s, 0 s); at
 * zero, `doneLabel` (when given) replaces the text and is what is announced. A screen reader
 * finds the text once: while the live region holds a milestone, the visible copy is hidden from
 * it, and the region is emptied at the next second.
 */
export function Countdown({
  secondsLeft,
  label = 'Request OTP again in : ',
  className,
  locale,
  doneLabel,
}: CountdownProps) {
  const done = secondsLeft <= 0;
  const text =
    done && doneLabel !== undefined ? doneLabel : `${label}${formatCountdown(secondsLeft, locale)}`;
  const milestone = countdownMilestone(secondsLeft);
  const lastMilestone = useRef(milestone);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (milestone === lastMilestone.current) {
      // A second after a milestone: the visible text is the one copy again.
      setAnnouncement('');
      return;
    }
    lastMilestone.current = milestone;
    setAnnouncement(text);
  }, [milestone, text]);

  return (
    <p
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={done ? 'expired' : 'running'}
    >
      <span aria-hidden={announcement === '' ? undefined : true}>{text}</span>
      <span className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </p>
  );
}
