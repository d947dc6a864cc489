/*
 * The page's sections below its first screen (the evidence tables, the measured figures and the
 * calibration chart), loaded as one chunk once /success-score is on screen (useDeferredModule):
 * with their field labels, formatters and figure frame they were about 4 KB of gzipped JavaScript
 * on the page's first load, which the 150 KB budget (decision 009) no longer had room for.
 */
export { AnswerSpread } from './answer-spread';
export { EvaluationFigures } from './evaluation-figures';
export { NewFirmEvidence } from './new-firm-evidence';
export { SectorCalibrationChart } from './sector-calibration-chart';
export { TypicalFounders } from './typical-founders';
