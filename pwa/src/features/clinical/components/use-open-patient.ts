import { useNavigate } from '@tanstack/react-router';
import { selectPatient } from '../state';

/** Opening a patient from a list: select them (which clears the rest first,
 * docs/product.md#what-the-app-remembers), then /patient. */
export function useOpenPatient(): (patient: { id: string }) => void {
  const navigate = useNavigate();
  return (patient) => {
    selectPatient(patient.id);
    void navigate({ to: '/patient' });
  };
}
