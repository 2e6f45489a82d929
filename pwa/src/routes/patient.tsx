import { createLazyRoute } from '@tanstack/react-router';
import { PatientPage } from '../features/clinical/components/PatientPage';
import { HomeProgramPanel } from '../features/home-programme';
import { OutcomesPanel } from '../features/outcomes';

function Patient() {
  return (
    <PatientPage
      outcomes={(id) => <OutcomesPanel key={id} patientId={id} />}
      homeProgramme={(id) => <HomeProgramPanel patientId={id} />}
    />
  );
}

export const Route = createLazyRoute('/_signed-in/patient')({ component: Patient });
