import { createLazyRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder';

export const Route = createLazyRoute('/_signed-in/search')({
  component: () => <Placeholder title="Search Patient" />,
});
