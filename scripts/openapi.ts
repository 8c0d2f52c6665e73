import { writeFile } from 'node:fs/promises';
import { openApiDocumentOfTable } from '../src/server/http/openapiRoute';

/** `npm run openapi [file]`: writes the OpenAPI 3.1 document of the endpoint table (default openapi.json). */
const file = process.argv[2] ?? 'openapi.json';
await writeFile(file, `${JSON.stringify(openApiDocumentOfTable(), null, 2)}\n`);
console.log(`wrote ${file}`);
