import { createLazyRoute } from '@tanstack/react-router';
import { UserGuide } from '../features/help/components/UserGuide';

export const Route = createLazyRoute('/_signed-in/userguide')({ component: UserGuide });
