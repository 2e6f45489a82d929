import { binocularNorms, minimumAmplitude } from './binocular-norms';

/** The findings the suggestions read; a finding not measured is null. */
export interface BinocularFindings {
  npcBreak: number | null;
  phoriaDistance: number | null;
  phoriaNear: number | null;
  pfvNearBreak: number | null;
  amplitudeRight: number | null;
  amplitudeLeft: number | null;
}

export interface DiagnosisSuggestion {
  code: string;
  /** Why, in the words of the criteria, for the clinician to weigh. */
  because: string;
}

/**
 * ICD-10-CM codes the findings support, for the clinician to choose or ignore: nothing is chosen
 * for them (docs/outcome-measures.md#diagnoses-the-findings-suggest).
 * - Convergence insufficiency (H51.11) when the CITT's three signs hold: exophoria at near at least
 *   4 Δ greater than at distance, a near point of convergence of 6 cm or more, and insufficient
 *   positive fusional vergence (CITT Study Group, Arch Ophthalmol 2008;126(10):1336-1349).
 * - Accommodative insufficiency (H52.52-, by eye) when an amplitude is 2 D or more below
 *   Hofstetter's minimum for the age, as the CITT defined it.
 */
export function suggestDiagnoses(f: BinocularFindings, age: number | null): DiagnosisSuggestion[] {
  const out: DiagnosisSuggestion[] = [];
  const { npcBreak, phoriaDistance, phoriaNear, pfvNearBreak } = f;
  if (
    npcBreak !== null &&
    phoriaDistance !== null &&
    phoriaNear !== null &&
    pfvNearBreak !== null
  ) {
    const moreExoAtNear = phoriaDistance - phoriaNear >= 4 && phoriaNear < 0;
    const receded = binocularNorms.npcBreak.check(npcBreak, { age })?.flagged === true;
    const lowPfv = binocularNorms.pfvNearBreak.check(pfvNearBreak, {
      age,
      nearPhoria: phoriaNear,
    }).flagged;
    if (moreExoAtNear && receded && lowPfv) {
      out.push({
        code: 'H51.11',
        because:
          'Exophoria at near at least 4 Δ greater than at distance, a receded near point of convergence and insufficient positive fusional vergence (CITT criteria)',
      });
    }
  }
  if (age !== null) {
    const low = (a: number | null) => a !== null && a <= minimumAmplitude(age) - 2;
    const right = low(f.amplitudeRight);
    const left = low(f.amplitudeLeft);
    const code = right && left ? 'H52.523' : right ? 'H52.521' : left ? 'H52.522' : null;
    if (code) {
      out.push({
        code,
        because: `Amplitude of accommodation 2 D or more below Hofstetter's minimum (${minimumAmplitude(age).toFixed(1)} D at age ${String(age)})`,
      });
    }
  }
  return out;
}
