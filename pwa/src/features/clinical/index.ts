/** What the app shell and the account page compose in from the clinical screens. */
export { DuePatients } from './components/DuePatients';
export { RecentPatients } from './components/RecentPatients';
export { RegisterPatientButton } from './components/RegisterPatientButton';
export { ConflictList } from './components/ConflictList';
export { DeviceWork } from './components/DeviceWork';
export { PracticeData } from './components/PracticeData';
