// Development and tests only (client.ts imports it behind import.meta.env.DEV): every answer the
// web receives is checked against the API's OpenAPI document, so a screen, a test's fixture or the
// document itself that drifts from what the server sends fails at once instead of rendering wrong.
import document from '@tessera/domain/contract/openapi.json';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
const operations = document.paths as unknown as Record<string, Record<string, Operation>>;

const ajv = document.openapi.startsWith('3.1')
  ? new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  : new Ajv({ strict: false, allErrors: true, validateFormats: false });
const compiled = new Map<string, ValidateFunction>();

export class ContractError extends Error {}

function validatorOf(method: string, route: string) {
  const key = `${method} ${route}`;
  let validate = compiled.get(key);
  if (!validate) {
    const responses = operations[route]?.[method]?.responses ?? {};
    const success = responses['200'] ?? responses['201'];
    const schema = success?.content?.['application/json']?.schema;
    if (!schema)
      throw new ContractError(`${key}: no such route with a JSON answer in the contract`);
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Throws when an answer does not match what the contract says the route answers. */
export function checkAnswer(method: string, route: string, body: unknown) {
  const validate = validatorOf(method, route);
  if (!validate(body)) {
    const where = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`)
      .join('; ');
    throw new ContractError(`${method.toUpperCase()} ${route} answered off contract: ${where}`);
  }
}
