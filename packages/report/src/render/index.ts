/** The renderer: the only code that imports jsPDF. Import it lazily in the browser. */
export { renderReport, type RenderOptions } from './render';
export { registerFonts, type ReportFonts } from './fonts';
