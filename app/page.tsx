// Root: to the login page, keeping the query (SPEC §2).
import { redirect } from 'next/navigation';

export default async function Root({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(await searchParams)) if (typeof v === 'string') q.set(k, v);
  const s = q.toString();
  redirect(s ? `/login?${s}` : '/login');
}
