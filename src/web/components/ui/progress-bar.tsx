import { clsx } from 'clsx';

type ProgressBarProps = {
  /** Id of the visible label that names the bar. */
  labelledBy: string;
  /** 0 to 100. */
  percent: number;
  /** What assistive technology reads for the value, e.g. "40% complete". */
  valueText: string;
  /** Track height; the calculator's meter is thinner than a running job's bar. */
  size?: 'sm' | 'md';
  /** Ease width changes (a form's meter); a fast-updating job bar moves without easing. */
  animated?: boolean;
};

/** A labelled progress bar: the one way the app shows how far something has got. */
export const ProgressBar = ({
  labelledBy,
  percent,
  valueText,
  size = 'md',
  animated = false,
}: ProgressBarProps) => (
  <div
    role="progressbar"
    aria-labelledby={labelledBy}
    aria-valuemin={0}
    aria-valuemax={100}
    aria-valuenow={percent}
    aria-valuetext={valueText}
    className={clsx(
      'w-full overflow-hidden rounded-full bg-muted',
      size === 'sm' ? 'h-2' : 'h-2.5',
    )}
  >
    <div
      className={clsx('h-full bg-primary', animated && 'transition-[width]')}
      style={{ width: `${percent}%` }}
    />
  </div>
);
