// The web app's generated GraphQL documents (web/src/generated, one module per area), read by name.
import { readFileSync } from 'node:fs';

const AREAS = ['web/src/generated/storefront.ts', 'web/src/generated/admin.ts'];

/** A generated document (`ExperienceListDocument`) as the web app holds it: its DocumentNode. */
export function generatedDocument(name) {
  for (const file of AREAS) {
    const json = readFileSync(file, 'utf8').match(
      new RegExp(`export const ${name} = (\\{.*?\\}) as unknown as DocumentNode`),
    )?.[1];
    if (json) return JSON.parse(json);
  }
  throw new Error(`no ${name} in ${AREAS.join(' or ')}`);
}
