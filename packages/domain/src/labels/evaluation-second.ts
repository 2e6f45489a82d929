import type { EvaluationSecond } from '../evaluation-second';
import type { FieldLabels } from './field-keys';

/** Group titles and symptom names of Evaluation Two, in one map: a symptom that appears in two
 * groups (ipsilateral hemiplegia) reads the same in both. */
export const evaluationSecondLabels = {
  lowerMotorNeuronEyeDefectsatPheripheralLevelNerve:
    'Lower motor neuron eye defects at peripheral nerve level',
  accidentalInjury: 'Accidental injury',
  fractureofOrbit: 'Fracture of the orbit',
  injurytoIIICranialNerveEnding: 'Injury to the III cranial nerve ending',
  postGanglionicAreaPressure: 'Post-ganglionic area pressure',
  tearofMusclesAroundEyes: 'Tear of the muscles around the eyes',

  posturalVisualSymptoms: 'Postural visual symptoms',
  abnormalGait: 'Abnormal gait',
  hallucinations: 'Hallucinations',
  abnormalPosturalTone: 'Abnormal postural tone',
  migraineHeadache: 'Migraine headache',
  scinteillatingScotoma: 'Scintillating scotoma',
  visualIllusions: 'Visual illusions',

  cvaHeadInjury: 'CVA / head injury',
  abscess: 'Abscess',
  aneurysm: 'Aneurysm',
  bloodVesselBlockage: 'Blood vessel blockage',
  brainCancer: 'Brain cancer',
  hemorrhage: 'Hemorrhage',
  infarction: 'Infarction',
  necrosis: 'Necrosis',
  sclerosis: 'Sclerosis',
  tumor: 'Tumor',

  subarachnoidSpace: 'Subarachnoid space',
  contralateralHomohemianopia: 'Contralateral homonymous hemianopia',
  ipsilateralHemiplegia: 'Ipsilateral hemiplegia',
  ivCranialNerveMeningitis: 'IV cranial nerve meningitis',
  microvascularDiseaseDuetoHighBloodPressureorDiabetes:
    'Microvascular disease due to high blood pressure or diabetes',
  posteriorCerebralArteryIschemia: 'Posterior cerebral artery ischemia',
  posteriorCommunicationArteryAneurysm: 'Posterior communicating artery aneurysm',
  tbPyogenicorFungal: 'TB, pyogenic or fungal infection',

  eyeMuscleGeneralMultiDefects: 'Eye muscle general multi-defects',
  anosometropia: 'Anisometropia',
  antisacccades: 'Antisaccades',
  convergenceInsufficiency: 'Convergence insufficiency',
  defectiveMotorExecution: 'Defective motor execution',
  defectiveMotorPlanning: 'Defective motor planning',
  disabledKinestheticFeedback: 'Disabled kinesthetic feedback',
  disorganizedOrthographicCoding: 'Disorganized orthographic coding',
  doubleVision: 'Double vision',
  dyslexia: 'Dyslexia',
  fineMotorDevelopmentalDelay: 'Fine motor developmental delay',
  impairedVisualMotorCoordination: 'Impaired visual-motor coordination',
  impairedVisualMotorSkills: 'Impaired visual-motor skills',
  letterRecognitionDifficulty: 'Letter recognition difficulty',
  nyctalopia: 'Nyctalopia (night blindness)',
  nystagmus: 'Nystagmus',
  readingSkillImpairment: 'Reading skill impairment',
  strabismus: 'Strabismus',

  externalOpthalmoplegia: 'External ophthalmoplegia',
  ciliaryMuscleNumbness: 'Ciliary muscle numbness',
  ciliaryMuscleParalysis: 'Ciliary muscle paralysis',
  dilatedFixedPupil: 'Dilated fixed pupil',
  irritabilityBlurryVision: 'Irritability, blurry vision',
  suspenseLigamentAlteration: 'Suspensory ligament alteration',
  uncomfortableFeeling: 'Uncomfortable feeling',

  midbrainLevelPregaglionicArea: 'Midbrain level preganglionic area',
  contralateralHemiplegia: 'Contralateral hemiplegia',
} as const satisfies FieldLabels<EvaluationSecond>;
