import { createLazyRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';

export const Route = createLazyRoute('/_signed-out/forgotpassword')({
  component: ForgotPasswordForm,
});
