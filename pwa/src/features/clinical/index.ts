/** What the app shell and the account page use from the clinical screens. */
export { PatientDialog } from './components/PatientDialog';
export { usePatients } from './data/patients';
export { selectPatient } from './state';
