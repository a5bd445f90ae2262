// npm run openapi: the upstream contract (lib/upstream/contract/) as an OpenAPI 3.1 document, one
// operation per declared endpoint. Prints JSON to stdout.
import { ENDPOINTS } from '../lib/upstream/contract';
import { openApiDocument } from '../lib/upstream/contract/openapi';

process.stdout.write(`${JSON.stringify(openApiDocument(ENDPOINTS), null, 2)}\n`);
