import { API_BASE } from './ports';

process.env.UPSTREAM_API_BASE = API_BASE;
process.env.SESSION_SECRET = 'integration-test-session-secret-0123456789';
process.env.LOG_LEVEL = 'silent';
process.env.IDP_CLIENT_SECRETS = JSON.stringify({
  'seaside-keycard': 'seaside-sandbox-client-secret-0001',
  'littlehotelier-keycard': 'littlehotelier-sandbox-client-secret-0001',
});
