/** Report composition: records in, a worded report model out. No jsPDF here; the renderer is
 * the separate entry `@optolight/report/render`, so the PWA loads it only when printing. */
export {
  composeReport,
  confidentiality,
  reportTitles,
  sectionHeading,
  sectionHeadings,
} from './compose/compose';
export { certifyNeed, reviewSentence } from './compose/plan';
export { fileName } from './compose/file-name';
export { frequencySentence } from './compose/values';
export {
  extraScripts,
  missingFontNotice,
  reportScripts,
  scriptsIn,
  type ExtraScript,
} from './scripts/scripts';
export type {
  Block,
  ClosingPart,
  ComposeInput,
  Field,
  GridRow,
  ReportModel,
  ReportPatient,
  ReportPlanOfCare,
  ReportPractice,
  ReportSection,
  ReportSections,
  Signer,
} from './model';
