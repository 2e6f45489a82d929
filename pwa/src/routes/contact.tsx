import { createLazyRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/help/components/ContactPage';

export const Route = createLazyRoute('/_signed-in/contact')({ component: ContactPage });
