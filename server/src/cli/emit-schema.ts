/** `npm run schema`: writes schema.graphql from the type-graphql resolvers (a test fails when it drifts). */
import { writeFileSync } from 'node:fs';
import { schemaSdl } from '../schema.js';

writeFileSync('schema.graphql', await schemaSdl());
console.log('Wrote schema.graphql');
