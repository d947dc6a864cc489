export declare const latencyPercentiles: (latencies: readonly number[]) => {
  latencyMedianMs: number;
  latencyP99Ms: number;
};
