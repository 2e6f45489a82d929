import { z } from 'zod';
import { sectionVersions } from './migrations';
import { severityOptions } from './options';
import { choice } from './primitives';

/** Every symptom is a severity select, empty until chosen
 * (docs/decisions.md#clinical-option-lists). */
const symptom = () => choice(severityOptions).default('');

export const LowerMotorNeuronEyeDefects = z.strictObject({
  accidentalInjury: symptom(),
  fractureofOrbit: symptom(),
  injurytoIIICranialNerveEnding: symptom(),
  postGanglionicAreaPressure: symptom(),
  tearofMusclesAroundEyes: symptom(),
});

export const PosturalVisualSymptoms = z.strictObject({
  abnormalGait: symptom(),
  hallucinations: symptom(),
  abnormalPosturalTone: symptom(),
  migraineHeadache: symptom(),
  scinteillatingScotoma: symptom(),
  visualIllusions: symptom(),
});

export const CvaHeadInjury = z.strictObject({
  abscess: symptom(),
  aneurysm: symptom(),
  bloodVesselBlockage: symptom(),
  brainCancer: symptom(),
  hemorrhage: symptom(),
  infarction: symptom(),
  necrosis: symptom(),
  sclerosis: symptom(),
  tumor: symptom(),
});

export const SubarachnoidSpace = z.strictObject({
  contralateralHomohemianopia: symptom(),
  ipsilateralHemiplegia: symptom(),
  ivCranialNerveMeningitis: symptom(),
  microvascularDiseaseDuetoHighBloodPressureorDiabetes: symptom(),
  posteriorCerebralArteryIschemia: symptom(),
  posteriorCommunicationArteryAneurysm: symptom(),
  tbPyogenicorFungal: symptom(),
});

export const EyeMuscleGeneralMultiDefects = z.strictObject({
  anosometropia: symptom(),
  antisacccades: symptom(),
  convergenceInsufficiency: symptom(),
  defectiveMotorExecution: symptom(),
  defectiveMotorPlanning: symptom(),
  disabledKinestheticFeedback: symptom(),
  disorganizedOrthographicCoding: symptom(),
  doubleVision: symptom(),
  dyslexia: symptom(),
  fineMotorDevelopmentalDelay: symptom(),
  impairedVisualMotorCoordination: symptom(),
  impairedVisualMotorSkills: symptom(),
  letterRecognitionDifficulty: symptom(),
  nyctalopia: symptom(),
  nystagmus: symptom(),
  readingSkillImpairment: symptom(),
  strabismus: symptom(),
});

export const ExternalOpthalmoplegia = z.strictObject({
  ciliaryMuscleNumbness: symptom(),
  ciliaryMuscleParalysis: symptom(),
  dilatedFixedPupil: symptom(),
  irritabilityBlurryVision: symptom(),
  suspenseLigamentAlteration: symptom(),
  uncomfortableFeeling: symptom(),
});

export const MidbrainLevelPregaglionicArea = z.strictObject({
  ipsilateralHemiplegia: symptom(),
  contralateralHemiplegia: symptom(),
});

/** Evaluation Part Two: the seven symptom groups, in the order the form shows them. */
export const EvaluationSecond = z.strictObject({
  lowerMotorNeuronEyeDefectsatPheripheralLevelNerve: LowerMotorNeuronEyeDefects.default(() =>
    LowerMotorNeuronEyeDefects.parse({}),
  ),
  posturalVisualSymptoms: PosturalVisualSymptoms.default(() => PosturalVisualSymptoms.parse({})),
  cvaHeadInjury: CvaHeadInjury.default(() => CvaHeadInjury.parse({})),
  subarachnoidSpace: SubarachnoidSpace.default(() => SubarachnoidSpace.parse({})),
  eyeMuscleGeneralMultiDefects: EyeMuscleGeneralMultiDefects.default(() =>
    EyeMuscleGeneralMultiDefects.parse({}),
  ),
  externalOpthalmoplegia: ExternalOpthalmoplegia.default(() => ExternalOpthalmoplegia.parse({})),
  midbrainLevelPregaglionicArea: MidbrainLevelPregaglionicArea.default(() =>
    MidbrainLevelPregaglionicArea.parse({}),
  ),
});
export type EvaluationSecond = z.output<typeof EvaluationSecond>;
/** Versions of stored EvaluationSecond content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const EvaluationSecondVersions = sectionVersions([]);
export type EvaluationSecondInput = z.input<typeof EvaluationSecond>;
export type EvaluationSecondGroup = keyof EvaluationSecond;
