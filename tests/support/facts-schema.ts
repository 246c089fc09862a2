/**
 * Validates facts API documents against their published JSON Schemas (draft 2020-12) with Ajv,
 * formats included (uri, date, date-time). Used by the unit test of the builder and by the
 * after-build test of the files in build/api/v1/.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;

/** validate(name, document) → the error messages, empty when the document is valid. */
export function factsValidator(schemas: Record<string, Schema>): (name: string, document: unknown) => string[] {
  const ajv = new Ajv2020({allErrors: true, strict: true});
  addFormats(ajv);
  const compiled = new Map(Object.entries(schemas).map(([name, schema]) => [name, ajv.compile(schema)]));
  return (name, document) => {
    const check = compiled.get(name);
    if (!check) throw new Error(`No schema named ${name}`);
    if (check(document)) return [];
    return (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
}
