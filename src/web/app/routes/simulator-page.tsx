import { GoalSimulator } from '#web/features/simulation/components/goal-simulator';
import { SimulatorPageFrame } from '../frames/simulator-page-frame';

/** /simulator: the goal-based simulator, searching plan changes in a Web Worker. */
export const SimulatorPage = () => (
  <SimulatorPageFrame textKey="goalPage">
    {(business) => <GoalSimulator key={business?.id ?? 'none'} business={business} />}
  </SimulatorPageFrame>
);
