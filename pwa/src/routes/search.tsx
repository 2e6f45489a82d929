import { createLazyRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/clinical/components/SearchPage';

export const Route = createLazyRoute('/_signed-in/search')({ component: SearchPage });
