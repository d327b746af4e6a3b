const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
main{max-width:44rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1.5rem;margin-bottom:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem .625rem;border:1px solid #64748b;border-radius:.375rem;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.25rem;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}
.erro{margin:0 0 1rem;padding:.625rem .75rem;border:1px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#991b1b}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
caption{text-align:left;font-weight:600;margin-bottom:.5rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.375rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0}
a{color:#1d4ed8}
`

/** A complete pt-BR page with the identity provider's look. */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}
