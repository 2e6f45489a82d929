export { patientBundle } from './bundle';
export { base64Of } from './ids';
export type { Chart, ChartDocument, ChartPractice, ChartRecord } from './chart';
export { OPTOLIGHT, patientNumberSystem, system as codeSystems } from './codes';
