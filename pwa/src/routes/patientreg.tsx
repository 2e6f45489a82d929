import { createLazyRoute } from '@tanstack/react-router';
import { PatientRegForm } from '../features/clinical/components/PatientRegForm';

export const Route = createLazyRoute('/_signed-in/patientreg')({ component: PatientRegForm });
