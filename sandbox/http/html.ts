// Escaping and a bare page shell for the sandbox's few HTML pages.

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** `body` is trusted markup; escape every value placed in it. */
export function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b4f7a;color:#fff;border:0;border-radius:4px;cursor:pointer}
[role=alert]{color:#8b1a1a;background:#fdecec;padding:.5rem;border-radius:4px}
a{color:#0b4f7a}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** Only absolute http(s) URLs may become an href or src (no javascript: or data: URLs). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
