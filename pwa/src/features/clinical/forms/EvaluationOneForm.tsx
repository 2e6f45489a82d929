import {
  autonomicNervousSystemOptions,
  EvaluationOne,
  evaluationOneLabels as l,
  locationofInjuryOptions,
  ponsOptions,
} from '@optolight/domain';
import { clinicalFieldsOf } from './option-fields';
import { SectionForm, type SectionFormProps } from './SectionForm';

/** Field names checked against the form's values. */
const { ChoiceField, LongTextField } = clinicalFieldsOf<EvaluationOne>();

const histories = [
  'presentMedicalHistory',
  'pastMedicalHistory',
  'familyPsychosocial',
  'workEducational',
  'previousStatus',
] as const;

/** Evaluation Part One (docs/product.md#records-and-sections): five histories and three
 * choosers. */
export function EvaluationOneForm(props: SectionFormProps<EvaluationOne>) {
  return (
    <SectionForm schema={EvaluationOne} title="Evaluation One" {...props}>
      {histories.map((name) => (
        <LongTextField key={name} name={name} label={l[name]} />
      ))}
      <ChoiceField
        name="autonomicNervousSystem"
        label={l.autonomicNervousSystem}
        options={autonomicNervousSystemOptions}
        hasFullRow
      />
      <ChoiceField name="pons" label={l.pons} options={ponsOptions} hasFullRow />
      <ChoiceField
        name="locationofInjury"
        label={l.locationofInjury}
        options={locationofInjuryOptions}
        hasFullRow
      />
    </SectionForm>
  );
}
