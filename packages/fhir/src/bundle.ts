import { signerName, type Signer } from '@optolight/contract';
import type { Bundle, FhirResource } from 'fhir/r4';
import { readSectionLeniently } from '@optolight/domain';
import type { Chart, ChartRecord } from './chart';
import { carePlan, conditions, encounter, goals } from './care';
import { signedRecord } from './documents';
import { derivedId, fullUrl } from './ids';
import { acuityObservation, binocularObservations, outcomeObservation } from './observations';
import { organization, organizationId, patient, Practitioners } from './people';
import { byVisit, isClinical } from './visits';

/**
 * A patient's whole chart as a FHIR R4 Bundle of type `collection` (docs/export.md): the patient,
 * the practice and its practitioners, and per plan of care its conditions, encounters, goals,
 * care plan, findings, signed documents and their provenance; then the questionnaires. Pure: the
 * server and the device give it the chart they hold.
 */
export function patientBundle(chart: Chart): Bundle {
  const practitioners = new Practitioners(chart.practice);
  const orgId = organizationId(chart.practice);
  const person = patient(chart);
  const patientId = person.id ?? chart.patient.id;
  const signerOf = (by: Signer) => ({ id: practitioners.add(by), display: signerName(by) });
  const performer = (r: ChartRecord) =>
    r.signature ? practitioners.add(r.signature.signedBy) : practitioners.ownerId;
  const observing = { patientId, birthDate: person.birthDate ?? '', performer };
  const signing = { patientId, organizationId: orgId, signer: signerOf };
  const documents = new Map(chart.documents.map((d) => [d.recordId, d]));
  const childrenOf = (id: string) => chart.records.filter((r) => r.parentId === id).sort(byVisit);

  const care: FhirResource[] = [];
  const evaluations = chart.records.filter((r) => r.kind === 'mainEvaluation').sort(byVisit);
  for (const evaluation of evaluations) {
    const children = childrenOf(evaluation.id);
    const notes = children.filter(isClinical);
    const entries = children.filter((r) => r.kind === 'visitEntry');
    const discharged = notes.some((n) => n.kind === 'dischargeNote');
    const found = conditions(evaluation, notes, patientId, discharged);
    const conditionIds = found.resources.map((c) => c.id ?? '');
    const planGoals = goals(evaluation, notes, patientId, conditionIds, discharged);
    const baseline = readSectionLeniently(
      'binocularVision',
      evaluation.sections.binocularVision,
    ).value;
    const seen = [evaluation, ...notes];
    care.push(
      ...found.resources,
      ...[...seen, ...entries]
        .sort(byVisit)
        .map((r) =>
          encounter(
            r,
            patientId,
            (x) => (x.kind === 'visitEntry' ? undefined : performer(x)),
            found.byRecord.get(r.id) ?? [],
          ),
        ),
      ...planGoals,
      carePlan(
        evaluation,
        patientId,
        performer(evaluation),
        planGoals.map((g) => g.id ?? ''),
        conditionIds,
        discharged,
      ),
      ...seen.flatMap((r) => [
        ...binocularObservations(r, r === evaluation ? null : baseline, observing),
        ...acuityObservation(r, observing),
      ]),
      ...seen.flatMap((r) => signedRecord(r, documents.get(r.id), signing)),
    );
  }
  const outcomes = chart.records
    .filter((r) => r.kind === 'outcomeResult')
    .sort(byVisit)
    .flatMap((r) => outcomeObservation(r, observing));

  // Practitioners last in the work, first in the bundle: signers are met along the way.
  const resources: FhirResource[] = [person, organization(chart.practice), ...care, ...outcomes];
  resources.splice(2, 0, ...practitioners.all());
  return {
    resourceType: 'Bundle',
    id: derivedId('bundle', patientId, chart.exportedAt),
    type: 'collection',
    timestamp: chart.exportedAt,
    entry: resources.map((resource) => ({ fullUrl: fullUrl(resource.id ?? ''), resource })),
  };
}
