import { createLazyRoute } from '@tanstack/react-router';
import { SignupForm } from '../features/auth/components/SignupForm';

export const Route = createLazyRoute('/_signed-out/signup')({ component: SignupForm });
