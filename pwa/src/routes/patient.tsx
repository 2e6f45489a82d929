import { createLazyRoute } from '@tanstack/react-router';
import { PatientPage } from '../features/clinical/components/PatientPage';

export const Route = createLazyRoute('/_signed-in/patient')({ component: PatientPage });
