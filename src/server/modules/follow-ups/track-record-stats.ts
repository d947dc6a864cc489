import {
  FOLLOW_UP_HORIZONS,
  type FollowUpHorizon,
  type FollowUpOutcome,
  TRACK_RECORD_BANDS,
  TRACK_RECORD_MIN_ANSWERS,
  type TrackRecord,
  type TrackRecordBandId,
  type TrackRecordCell,
} from '#shared/contracts/follow-ups';

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

/**
 * Wilson score interval for `successes` of `trials` (95%). Unlike the plain p ± z·se it stays
 * inside [0, 1] and is honest at shares near 0 or 1, which small bands will have.
 */
export const wilsonInterval = (successes: number, trials: number, z = Z_95) => {
  if (trials <= 0) throw new RangeError('trials must be positive');
  if (successes < 0 || successes > trials) throw new RangeError('successes must be in 0..trials');
  const share = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (share + z2 / (2 * trials)) / denominator;
  const half =
    (z / denominator) * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials ** 2));
  return { share, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/** The band of a saved five-year probability: lower bounds inclusive, 1 in the top band. */
export const bandOf = (probability: number): TrackRecordBandId => {
  const band = TRACK_RECORD_BANDS.find((candidate) => probability < candidate.high);
  return band?.id ?? 'from70';
};

/** One stored answer as the track record reads it: no user, title or inputs. */
export type AnswerForRecord = {
  monthsAfter: FollowUpHorizon;
  outcome: FollowUpOutcome;
  /** The saved five-year probability (decides the band). */
  predictedProbability: number;
  /** The same prediction's survival at `monthsAfter` (compared with the observed share). */
  predictedAtHorizon: number;
};

const roundShare = (value: number) => Math.round(value * 10_000) / 10_000;

const cellOf = (band: TrackRecordBandId, answers: readonly AnswerForRecord[]): TrackRecordCell => {
  const judged = answers.filter((answer) => answer.outcome !== 'neverStarted');
  const neverStarted = answers.length - judged.length;
  const count = (outcome: FollowUpOutcome) =>
    judged.filter((answer) => answer.outcome === outcome).length;
  const base = { band, judgedAnswers: judged.length, neverStarted };
  if (judged.length < TRACK_RECORD_MIN_ANSWERS) {
    return { ...base, enoughAnswers: false, shares: null, observed: null, predicted: null };
  }
  const operating = count('operating');
  const pivoted = count('pivoted');
  // A pivot keeps the firm alive (the BDS survival the model is anchored on follows firms, not
  // product lines), so "still running" is operating plus pivoted; the shares show both apart.
  const interval = wilsonInterval(operating + pivoted, judged.length);
  const predicted =
    judged.reduce((sum, answer) => sum + answer.predictedAtHorizon, 0) / judged.length;
  return {
    ...base,
    enoughAnswers: true,
    shares: {
      operating: roundShare(operating / judged.length),
      pivoted: roundShare(pivoted / judged.length),
      closed: roundShare(count('closed') / judged.length),
    },
    observed: {
      share: roundShare(interval.share),
      low: roundShare(interval.low),
      high: roundShare(interval.high),
    },
    predicted: roundShare(predicted),
  };
};

/** Every horizon and band, in order, empty ones included, so the page's table is always whole. */
export const buildTrackRecord = (answers: readonly AnswerForRecord[]): TrackRecord => ({
  minimumAnswers: TRACK_RECORD_MIN_ANSWERS,
  totalAnswers: answers.length,
  horizons: FOLLOW_UP_HORIZONS.map((monthsAfter) => {
    const atHorizon = answers.filter((answer) => answer.monthsAfter === monthsAfter);
    return {
      monthsAfter,
      cells: TRACK_RECORD_BANDS.map((band) =>
        cellOf(
          band.id,
          atHorizon.filter((answer) => bandOf(answer.predictedProbability) === band.id),
        ),
      ),
    };
  }),
});
