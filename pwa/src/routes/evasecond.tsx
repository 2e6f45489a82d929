import { createLazyRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder';

export const Route = createLazyRoute('/_signed-in/evasecond')({
  component: () => <Placeholder title="Evaluation Part Two" />,
});
