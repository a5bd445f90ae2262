// The login page's own query (SPEC §2): the flow it carries on, and the banners it shows once.
import { parseFlowParams, type FlowParams } from './flow-state';

export type LoginQuery = FlowParams & {
  loggedOut: boolean;
  resetPassword: boolean;
  activateSuccess: boolean;
};

type Raw = Record<string, string | string[] | undefined> | URLSearchParams;

function flag(raw: Raw, key: string): boolean {
  const v = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  const value = Array.isArray(v) ? v[0] : v;
  return value === 'true' || value === '1';
}

export function parseLoginQuery(raw: Raw): LoginQuery {
  return {
    ...parseFlowParams(raw),
    loggedOut: flag(raw, 'loggedOut'),
    resetPassword: flag(raw, 'resetPassword'),
    activateSuccess: flag(raw, 'activateSuccess'),
  };
}
