import { createLazyRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';

export const Route = createLazyRoute('/_signed-out/resetpassword/$token')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordForm key={token} token={token} />;
}
