import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/components/ProfilePage';

export const Route = createLazyRoute('/_signed-in/ed-hos-prof')({ component: ProfilePage });
