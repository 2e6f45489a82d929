import { createLazyRoute } from '@tanstack/react-router';
import { DuePage } from '../features/clinical/components/DuePage';

export const Route = createLazyRoute('/_signed-in/due')({ component: DuePage });
