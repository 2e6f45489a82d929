import type { Addendum, PracticeRows } from '@optolight/contract';
import { patientBundle, type ChartPractice, type ChartRecord } from '@optolight/fhir';
import { certificationOf, signatureOf, toAddendum } from '../signing/repo';

/**
 * The practice as FHIR R4 Bulk Data: per resource type, one resource per line
 * (docs/export.md#the-whole-practice). Each live patient's chart is made by the same builder as
 * `$everything`, so a resource reads the same in both; the practice and its practitioners,
 * named in every chart, are written once. Signed records' documents carry no PDF here (making
 * one per signed record would take minutes for a large practice): `$everything` has them.
 */
export function fhirBulk(
  rows: PracticeRows,
  practice: ChartPractice,
  exportedAt: string,
): Map<string, string[]> {
  const sectionsOf = new Map<string, Record<string, unknown>>();
  for (const s of rows.sections)
    sectionsOf.set(s.recordId, { ...sectionsOf.get(s.recordId), [s.name]: s.data });
  const addendaOf = new Map<string, Addendum[]>();
  for (const a of [...rows.addenda].sort(
    (x, y) => x.at.localeCompare(y.at) || x.id.localeCompare(y.id),
  ))
    addendaOf.set(a.recordId, [...(addendaOf.get(a.recordId) ?? []), toAddendum(a)]);
  const live = rows.records.filter((r) => !r.deletedAt);
  const childrenOf = new Map<string, typeof live>();
  for (const r of live)
    if (r.parentId) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  const chartRecord = (r: (typeof live)[number]): ChartRecord => ({
    id: r.id,
    kind: r.kind,
    parentId: r.parentId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    sections: sectionsOf.get(r.id) ?? {},
    signature: signatureOf(r),
    addenda: addendaOf.get(r.id) ?? [],
    certification: certificationOf(r),
  });

  const byType = new Map<string, string[]>();
  const written = new Set<string>();
  for (const patient of live.filter((r) => r.kind === 'patient')) {
    const tree: typeof live = [];
    for (let next = childrenOf.get(patient.id) ?? []; next.length;) {
      tree.push(...next);
      next = next.flatMap((r) => childrenOf.get(r.id) ?? []);
    }
    const bundle = patientBundle({
      practice,
      patient: chartRecord(patient),
      records: tree.map(chartRecord),
      documents: [],
      exportedAt,
    });
    for (const { resource } of bundle.entry ?? []) {
      if (!resource) continue;
      const key = `${resource.resourceType}/${resource.id ?? ''}`;
      if (written.has(key)) continue;
      written.add(key);
      const lines = byType.get(resource.resourceType) ?? [];
      lines.push(JSON.stringify(resource));
      byType.set(resource.resourceType, lines);
    }
  }
  return byType;
}
