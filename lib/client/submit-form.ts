// Submitting a form with fetch: the same route handler as the no-JavaScript post, answering JSON.
import type { FormResult } from '../validation/form-schema';

export type { FormResult };

export async function submitForm(action: string, fields: Record<string, string | undefined>): Promise<FormResult> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
  try {
    const res = await fetch(action, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'same-origin',
    });
    const json = (await res.json()) as FormResult;
    return json && typeof json.ok === 'boolean' ? json : { ok: false, errors: { form: 'network' } };
  } catch {
    return { ok: false, errors: { form: 'network' } };
  }
}
