import { createLazyRoute } from '@tanstack/react-router';
import { PatientPage } from '../features/clinical/components/PatientPage';
import { HomeProgramPanel } from '../features/home-programme';

function Patient() {
  return <PatientPage homeProgramme={(id) => <HomeProgramPanel patientId={id} />} />;
}

export const Route = createLazyRoute('/_signed-in/patient')({ component: Patient });
