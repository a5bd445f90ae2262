import { API_BASE } from './ports';

process.env.UPSTREAM_API_BASE = API_BASE;
process.env.SESSION_SECRET = 'integration-test-session-secret-0123456789';
process.env.LOG_LEVEL = 'silent';
