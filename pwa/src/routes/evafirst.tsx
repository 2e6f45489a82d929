import { createLazyRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder';

export const Route = createLazyRoute('/_signed-in/evafirst')({
  component: () => <Placeholder title="Evaluation Part One" />,
});
