// npm run openapi: the upstream contract (lib/upstream/contract.ts) as an OpenAPI 3.1 document, so an
// operator can check a real upstream against what Keycard expects. Prints JSON to stdout.
import { z } from 'zod';
import * as c from '../lib/upstream/contract';

type Op = { method: 'get' | 'post'; path: string; summary: string; request?: z.ZodType; response?: z.ZodType; status?: number };

const operations: Op[] = [
  { method: 'get', path: '/login-domains/{domain}', summary: 'The tenant and theme a host name serves', response: c.LoginDomainResponse },
  { method: 'post', path: '/authenticate', summary: 'Verify an ID token (or an upstream code) and answer the user identity', request: c.AuthenticateRequest, response: c.AuthenticateResponse },
  { method: 'post', path: '/authorize-redirect', summary: "Authorise a redirect URI for the user's tenant", request: c.AuthorizeRedirectRequest, response: c.AuthorizeRedirectResponse },
  { method: 'post', path: '/logout', summary: 'Revoke the upstream token', request: c.LogoutRequest, status: 204 },
  { method: 'post', path: '/mfa/user-device-tokens', summary: 'A device token for this browser', request: c.UserDeviceTokenRequest, response: c.UserDeviceTokenResponse },
  { method: 'post', path: '/partners/{partnerCode}/generate-token', summary: 'A partner token pair (authx path)', request: c.PartnerTokenRequest, response: c.PartnerTokenResponse },
  { method: 'get', path: '/partners/{partnerCode}/users/{email}/help-link', summary: "The partner's help link (same answer for unknown e-mails)", response: c.PartnerHelpLinkResponse },
];

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const paths: Record<string, Record<string, unknown>> = {};
for (const op of operations) {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  paths[op.path] ??= {};
  paths[op.path]![op.method] = {
    summary: op.summary,
    parameters: [{ name: c.TRACE_TOKEN_HEADER, in: 'header', required: true, schema: { type: 'string' } }, ...params],
    ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.request) } } } } : {}),
    responses: {
      [String(op.status ?? 200)]: op.response ? { description: 'OK', content: { 'application/json': { schema: schema(op.response) } } } : { description: 'No content' },
      default: { description: 'An error with its code (SPEC §8)', content: { 'application/json': { schema: schema(c.ErrorBody) } } },
    },
  };
}

const doc = { openapi: '3.1.0', info: { title: 'Keycard upstream contract', version: '1' }, paths };
process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
