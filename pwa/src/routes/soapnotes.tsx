import { createLazyRoute } from '@tanstack/react-router';
import { RecordTabs } from '../features/clinical/components/RecordTabs';
import { HomeSummaryButton } from '../features/home-programme';

export const Route = createLazyRoute('/_signed-in/soapnotes')({
  component: () => <RecordTabs isNote noteInsert={(props) => <HomeSummaryButton {...props} />} />,
});
