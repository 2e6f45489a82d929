import type { Signer } from '@optolight/contract';
import { isValidNpi, PatientInfo } from '@optolight/domain';
import type { Address, ContactPoint, Organization, Patient, Practitioner } from 'fhir/r4';
import type { Chart, ChartPractice } from './chart';
import { patientNumberSystem, system } from './codes';
import { derivedId, ref } from './ids';

function address(a: { line: string; city: string; state: string; zip: string; country?: string }) {
  const out: Address = {
    ...(a.line.trim() ? { line: [a.line.trim()] } : {}),
    ...(a.city.trim() ? { city: a.city.trim() } : {}),
    ...(a.state.trim() ? { state: a.state.trim() } : {}),
    ...(a.zip.trim() ? { postalCode: a.zip.trim() } : {}),
    ...(a.country ? { country: a.country } : {}),
  };
  return Object.keys(out).length ? [out] : [];
}

const phone = (value: string, use?: ContactPoint['use']): ContactPoint[] =>
  value.trim() ? [{ system: 'phone', value: value.trim(), ...(use ? { use } : {}) }] : [];

export const organizationId = (practice: ChartPractice) => derivedId('organization', practice.id);

/** The practice: its business name, address and numbers. */
export function organization(practice: ChartPractice): Organization {
  const person = `${practice.firstName} ${practice.lastName}`.trim();
  return {
    resourceType: 'Organization',
    id: organizationId(practice),
    active: true,
    name: practice.businessName.trim() || person || 'Practice',
    telecom: [
      ...phone(practice.phone, 'work'),
      ...(practice.fax.trim() ? [{ system: 'fax' as const, value: practice.fax.trim() }] : []),
    ],
    address: address({
      line: practice.address,
      city: practice.city,
      state: practice.state,
      zip: practice.zipCode,
    }),
  };
}

/** Practitioners by id: the practice's professional and each signer as they signed. */
export class Practitioners {
  private readonly byId = new Map<string, Practitioner>();
  readonly ownerId: string;

  constructor(private readonly practice: ChartPractice) {
    this.ownerId = this.add({
      name: `${practice.firstName} ${practice.lastName}`.trim(),
      credentials: practice.credentials,
      npi: practice.npi,
    });
  }

  /** The practitioner of a signer (one per NPI, or per name without one). */
  add(signer: Signer): string {
    const npi = signer.npi?.trim() ?? '';
    const id = derivedId('practitioner', this.practice.id, npi || signer.name.trim());
    if (this.byId.has(id)) return id;
    const [given = '', ...rest] = signer.name.trim().split(/\s+/);
    const name = signer.name.trim() || 'Practitioner';
    this.byId.set(id, {
      resourceType: 'Practitioner',
      id,
      active: true,
      ...(isValidNpi(npi) ? { identifier: [{ system: system.npi, value: npi }] } : {}),
      name: [
        {
          text: name,
          ...(rest.length ? { family: rest.join(' '), given: [given] } : { family: name }),
        },
      ],
      ...(signer.credentials.trim()
        ? { qualification: [{ code: { text: signer.credentials.trim() } }] }
        : {}),
    });
    return id;
  }

  all(): Practitioner[] {
    return [...this.byId.values()];
  }
}

/** The patient: names, birth date, phones, address, emergency contact and the practice's number. */
export function patient(chart: Chart): Patient {
  const parsed = PatientInfo.safeParse(chart.patient.sections.info);
  const info = parsed.success ? parsed.data : undefined;
  const contact =
    info && (info.emPerson.trim() || info.emPhone.trim())
      ? [
          {
            ...(info.emPerson.trim() ? { name: { text: info.emPerson.trim() } } : {}),
            telecom: phone(info.emPhone),
            relationship: [{ text: 'Emergency contact' }],
          },
        ]
      : [];
  return {
    resourceType: 'Patient',
    id: chart.patient.id,
    identifier: [
      ...(info ? [{ system: patientNumberSystem(chart.practice.id), value: info.patientId }] : []),
      { system: system.uri, value: `urn:uuid:${chart.patient.id}` },
    ],
    active: true,
    ...(info
      ? {
          name: [
            {
              use: 'official' as const,
              family: info.lastName,
              given: [info.firstName],
              text: `${info.firstName} ${info.lastName}`,
            },
          ],
          telecom: phone(info.phone),
          ...(info.age ? { birthDate: info.age } : {}),
          address: address({
            line: info.address,
            city: info.city,
            state: info.state,
            zip: info.zip,
            ...(info.country ? { country: info.country.code } : {}),
          }),
          contact,
        }
      : {}),
    managingOrganization: ref(organizationId(chart.practice)),
  };
}
