import { PlannedPage } from './planned-page';

// Scaffolding for issue 16: replaced by the feature's page.
export const TrackRecordPage = () => <PlannedPage pageKey="dashboard" />;
