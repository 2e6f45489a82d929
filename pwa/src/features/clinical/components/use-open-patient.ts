import { useNavigate } from '@tanstack/react-router';
import { selectPatient } from '../state';

/** Opening a patient from a list: select them (spec §4 clears the rest first), then /patient. */
export function useOpenPatient(): (patient: { id: string }) => void {
  const navigate = useNavigate();
  return (patient) => {
    selectPatient(patient.id);
    void navigate({ to: '/patient' });
  };
}
