import type { DocumentReference, Provenance, Signature } from 'fhir/r4';
import type { Addendum, Certification, Signer } from '@optolight/contract';
import type { ChartDocument, ChartRecord } from './chart';
import { system } from './codes';
import { base64Of, derivedId, ref } from './ids';
import { kindLabel, visitDate } from './visits';

const authorSignature = (when: string, who: string): Signature => ({
  type: [
    { system: system.signatureType, code: '1.2.840.10065.1.12.1.1', display: "Author's Signature" },
  ],
  when,
  who: ref(who),
});

const author = (who: string, display: string) => ({
  type: {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
        code: 'author',
      },
    ],
  },
  who: ref(who, display),
});

export interface SignedContext {
  patientId: string;
  organizationId: string;
  /** The practitioner of a signer. */
  signer: (by: Signer) => {
    id: string;
    display: string;
  };
}

/**
 * A signed record as a document (its report's PDF), the signature's provenance, and each
 * addendum as a document that appends to it, with its own provenance.
 */
export function signedRecord(
  r: ChartRecord,
  pdf: ChartDocument | undefined,
  c: SignedContext,
): (DocumentReference | Provenance)[] {
  if (!r.signature) return [];
  const { signedAt, signedBy } = r.signature;
  const signer = c.signer(signedBy);
  const documentId = derivedId('document', r.id);
  const label = kindLabel(r);
  const type = { coding: [{ system: system.recordKind, code: r.kind }], text: label };
  const document: DocumentReference = {
    resourceType: 'DocumentReference',
    id: documentId,
    status: 'current',
    docStatus: 'final',
    type,
    subject: ref(c.patientId),
    date: signedAt,
    author: [ref(signer.id, signer.display)],
    authenticator: ref(signer.id, signer.display),
    custodian: ref(c.organizationId),
    description: `${label} of ${visitDate(r)}, signed`,
    content: [
      {
        attachment: {
          contentType: 'application/pdf',
          ...(pdf
            ? { data: pdf.data, title: pdf.fileName }
            : { title: `${label} ${visitDate(r)}` }),
          creation: signedAt,
        },
      },
    ],
    context: { encounter: [ref(r.id)], period: { start: visitDate(r) } },
  };
  const signature: Provenance = {
    resourceType: 'Provenance',
    id: derivedId('provenance', r.id, 'signature'),
    target: [ref(r.id), ref(documentId)],
    recorded: signedAt,
    reason: [{ text: 'Signed' }],
    agent: [author(signer.id, signer.display)],
    signature: [authorSignature(signedAt, signer.id)],
  };
  return [
    document,
    signature,
    ...(r.certification ? [certification(r.id, documentId, r.certification, c)] : []),
    ...r.addenda.flatMap((a) => addendum(r, a, documentId, type, c)),
  ];
}

/**
 * The plan of care's certification as the certifying member's verification signature on the
 * signed record and its document (the CMS-700 certification the report prints as e-signed).
 */
function certification(
  recordId: string,
  documentId: string,
  { certifiedAt, certifiedBy }: Certification,
  c: SignedContext,
): Provenance {
  const by = c.signer(certifiedBy);
  return {
    resourceType: 'Provenance',
    id: derivedId('provenance', recordId, 'certification'),
    target: [ref(recordId), ref(documentId)],
    recorded: certifiedAt,
    reason: [{ text: 'Plan of care certified' }],
    agent: [
      {
        type: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
              code: 'verifier',
            },
          ],
        },
        who: ref(by.id, by.display),
      },
    ],
    signature: [
      {
        type: [
          {
            system: system.signatureType,
            code: '1.2.840.10065.1.12.1.5',
            display: 'Verification Signature',
          },
        ],
        when: certifiedAt,
        who: ref(by.id),
      },
    ],
  };
}

function addendum(
  r: ChartRecord,
  a: Addendum,
  signedDocument: string,
  type: DocumentReference['type'],
  c: SignedContext,
): (DocumentReference | Provenance)[] {
  const by = c.signer(a.by);
  const id = derivedId('document', r.id, 'addendum', a.id);
  return [
    {
      resourceType: 'DocumentReference',
      id,
      status: 'current',
      docStatus: 'final',
      ...(type ? { type } : {}),
      subject: ref(c.patientId),
      date: a.at,
      author: [ref(by.id, by.display)],
      authenticator: ref(by.id, by.display),
      custodian: ref(c.organizationId),
      description: 'Addendum',
      relatesTo: [{ code: 'appends', target: ref(signedDocument) }],
      content: [
        {
          attachment: {
            contentType: 'text/plain; charset=utf-8',
            data: base64Of(new TextEncoder().encode(a.text)),
            title: 'Addendum',
            creation: a.at,
          },
        },
      ],
      context: { encounter: [ref(r.id)] },
    },
    {
      resourceType: 'Provenance',
      id: derivedId('provenance', r.id, 'addendum', a.id),
      target: [ref(id)],
      recorded: a.at,
      activity: { coding: [{ system: system.dataOperation, code: 'UPDATE' }], text: 'Addendum' },
      agent: [author(by.id, by.display)],
      signature: [authorSignature(a.at, by.id)],
    },
  ];
}
