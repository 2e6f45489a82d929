/** Outcome measures on the patient page: questionnaire results, their graph, and the
 * questionnaire itself (docs/outcome-measures.md). */
export { OutcomesPanel } from './components/OutcomesPanel';
