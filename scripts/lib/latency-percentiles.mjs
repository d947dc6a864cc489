/**
 * Median, 95th and 99th percentile of response times in milliseconds, to a hundredth: the load
 * test compares a p99 under floods with a solo p99 of a few milliseconds, where autocannon's own
 * histogram (whole milliseconds) moved the ratio by a quarter or more per millisecond; the
 * one-user floods are judged on health's p95 (issue 34).
 */
export const latencyPercentiles = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const hundredths = (ms) => Math.round(ms * 100) / 100;
  return {
    latencyMedianMs: hundredths(at(0.5)),
    latencyP95Ms: hundredths(at(0.95)),
    latencyP99Ms: hundredths(at(0.99)),
  };
};
