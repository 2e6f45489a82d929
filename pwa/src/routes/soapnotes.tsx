import { createLazyRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder';

export const Route = createLazyRoute('/_signed-in/soapnotes')({
  component: () => <Placeholder title="SOAP Notes" />,
});
