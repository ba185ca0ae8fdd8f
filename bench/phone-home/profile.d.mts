/** CPU slowed 4× (`Emulation.setCPUThrottlingRate`). */
export const CPU_RATE: number;
/** A slow mobile network: round trip (ms) and throughputs (bytes per second). */
export const NETWORK: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
/** A phone's screen. */
export const SCREEN: { width: number; height: number; deviceScaleFactor: number };
/** The budgets of the medians, in ms. */
export const BUDGET_MS: { first: number; repeat: number };
