import { createLazyRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/LoginForm';

export const Route = createLazyRoute('/_signed-out/login')({ component: LoginForm });
