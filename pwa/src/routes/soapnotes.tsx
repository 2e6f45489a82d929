import { createLazyRoute } from '@tanstack/react-router';
import { RecordTabs } from '../features/clinical/components/RecordTabs';

export const Route = createLazyRoute('/_signed-in/soapnotes')({
  component: () => <RecordTabs isNote />,
});
