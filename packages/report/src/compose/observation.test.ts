import { fullMainEvaluation } from '@optolight/fixtures';
import { describe, expect, it } from 'vitest';
import type { ReportModel } from '../model';
import { composeInput, stored } from '../../test/helpers';
import { composeReport } from './compose';

const observed = (over: { right?: object; left?: object; pupillaryDistance?: number } = {}) => {
  const o = fullMainEvaluation.objectiveObservation;
  const record = stored({
    objectiveObservation: {
      ...o,
      pupillaryDistance: over.pupillaryDistance ?? o.pupillaryDistance,
      rightObservation: { ...o.rightObservation, ...over.right },
      leftObservation: { ...o.leftObservation, ...over.left },
    },
  });
  return composeReport(composeInput({ record }));
};
/** Every row of the section, '|'-joined: 'Label|value' or 'Finding|OD|OS'. */
const rows = (m: ReportModel) =>
  m.sections
    .find((s) => s.id === 'objectiveObservation')
    ?.blocks.flatMap((b) =>
      b.type === 'fields'
        ? b.fields.map((f) => `${f.label}|${f.value}`)
        : b.type === 'grid'
          ? b.rows.map((r) => r.join('|'))
          : [],
    ) ?? [];

describe('objective observation rows that read right', () => {
  it('names the per-eye visual function tested, not an acuity', () => {
    expect(rows(observed())).toContain('Visual function tested|Depth Perception|Depth Perception');
    expect(rows(observed()).join('\n')).not.toMatch(/^Visual acuity\|/m);
  });

  it('prints the distance between the eyes once, and not when it repeats the pupillary distance', () => {
    expect(rows(observed()).filter((r) => r.includes('Distance between'))).toEqual([]);
    expect(rows(observed()).filter((r) => r.startsWith('Pupillary distance'))).toHaveLength(1);
    const apart = observed({ pupillaryDistance: 6.0 });
    expect(rows(apart).filter((r) => r.includes('Distance between'))).toEqual([
      'Distance between the eyes|62 mm',
    ]);
  });

  it('keeps distances typed apart for each eye in the eye table', () => {
    const m = observed({
      right: { distanceofTwoEyes: '31 mm' },
      left: { distanceofTwoEyes: '30 mm' },
    });
    expect(rows(m)).toContain('Distance between the eyes|31 mm|30 mm');
  });
});
