import { BusinessSimulator } from '#web/features/simulation/components/business-simulator';
import { SimulatorPageFrame } from '../frames/simulator-page-frame';

/** /business-simulator: the current business's plan, simulated in a Web Worker. */
export const BusinessSimulatorPage = () => (
  <SimulatorPageFrame textKey="business">
    {/* A new business starts a fresh form prefilled from its own inputs. */}
    {(business) => <BusinessSimulator key={business?.id ?? 'none'} business={business} />}
  </SimulatorPageFrame>
);
