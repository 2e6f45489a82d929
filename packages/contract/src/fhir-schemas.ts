import { z } from 'zod';

/**
 * A FHIR R4 Bundle of type collection (docs/export.md). The contract names its envelope; each
 * resource inside is checked against HL7's R4 schema by the export's own tests.
 */
export const FhirBundle = z
  .looseObject({
    resourceType: z.literal('Bundle'),
    type: z.literal('collection'),
    timestamp: z.string(),
    entry: z.array(
      z.looseObject({
        fullUrl: z.string(),
        resource: z.looseObject({ resourceType: z.string(), id: z.string() }),
      }),
    ),
  })
  .meta({
    description: 'A FHIR R4 Bundle of type collection.',
    contentMediaType: 'application/fhir+json',
  });
