import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildOpenApiDocument } from '../api/openapi/document.js';

/** Where the generated client types live (checked in; tests/openapi/client-types.test.ts keeps them current). */
export const CLIENT_TYPES_PATH = new URL('../examples/api-types.ts', import.meta.url);

const HEADER = `/**
 * Types of the API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run docs:openapi\` after changing a route's declaration or schemas.
 */
`;

/** The client types of the current OpenAPI document, as openapi-typescript writes them. */
export async function renderClientTypes(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as Parameters<typeof openapiTS>[0], { alphabetize: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(CLIENT_TYPES_PATH, await renderClientTypes());
  console.log(`wrote ${CLIENT_TYPES_PATH.pathname}`);
}
