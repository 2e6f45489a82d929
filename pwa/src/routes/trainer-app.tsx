import { createLazyRoute } from '@tanstack/react-router';
import { TrainerPage } from '../features/trainer';

export const Route = createLazyRoute('/_signed-in/trainer-app')({
  component: TrainerPage,
});
