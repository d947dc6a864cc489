import { createContext, type ReactNode, use, useState } from 'react';
import {
  createInThreadRunner,
  createWorkerRunner,
  type SimulationRunner,
} from '../worker/simulation-runner';

const RunnerContext = createContext<SimulationRunner | null>(null);

// Browsers without Worker (and jsdom) still simulate, on the page's thread.
const defaultRunner = (): SimulationRunner =>
  typeof Worker === 'undefined' ? createInThreadRunner() : createWorkerRunner();

/** Supplies the simulator's runner; tests pass an in-thread one. */
export const SimulationRunnerProvider = ({
  runner,
  children,
}: {
  runner?: SimulationRunner;
  children: ReactNode;
}) => {
  const [fallback] = useState(defaultRunner);
  return <RunnerContext value={runner ?? fallback}>{children}</RunnerContext>;
};

export const useSimulationRunner = (): SimulationRunner => {
  const runner = use(RunnerContext);
  if (!runner) throw new Error('useSimulationRunner must be used within SimulationRunnerProvider');
  return runner;
};
