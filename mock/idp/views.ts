import { createHash } from 'node:crypto'
import { formatCpf } from '@/shared/lib/identifiers'
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users'
import { escapeHtml, page } from './html'
import type { Usuario } from './claims'

/** The one script of the identity provider's pages: the logout form submits itself. */
const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()"

/**
 * The identity provider's pages run under their own policy (Keycloak sends its own): their inline style, the logout
 * script by its hash, forms posted to the provider itself, never framed.
 */
export const IDP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ')

export const LOGIN_TITLE = 'Ponto — Entrar'
export const LOGIN_ERROR = 'Usuário ou senha inválidos.'

/** `error`: the message shown above the form (LOGIN_ERROR for wrong credentials). */
export function loginPage(options: { action: string; username?: string; error?: string }): string {
  const error = options.error
    ? `<p class="erro" id="login-erro" role="alert">${escapeHtml(options.error)}</p>`
    : ''
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="login-erro"' : ''
  const rows = DEMO_USERS.map(
    (u) => `<tr><td>${escapeHtml(u.username)}</td><td>${escapeHtml(u.description)}</td><td>${escapeHtml(DEMO_PASSWORD)}</td></tr>`,
  ).join('\n')
  return page(
    LOGIN_TITLE,
    `<div class="card">
<h1>Entrar no Ponto</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="username">Usuário</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(options.username ?? '')}"${invalid}>
<label for="password">Senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Entrar</button>
</form>
</div>
<section class="card" aria-labelledby="demo-titulo">
<h2 id="demo-titulo">Usuários de demonstração</h2>
<table>
<caption>Todos usam a senha ${escapeHtml(DEMO_PASSWORD)}</caption>
<thead><tr><th scope="col">Usuário</th><th scope="col">Perfil</th><th scope="col">Senha</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`,
  )
}

const cpfOuNaoInformado = (cpf: string | null): string => (cpf ? formatCpf(cpf) : 'Não informado')

export function accountPage(usuario: Usuario | undefined, appUrl: string): string {
  const back = `<p><a href="${escapeHtml(appUrl)}">Voltar ao Ponto</a></p>`
  if (!usuario) {
    return page('Ponto — Minha conta', `<div class="card"><h1>Minha conta</h1><p>Você não está conectado.</p>${back}</div>`)
  }
  return page(
    'Ponto — Minha conta',
    `<div class="card">
<h1>Minha conta</h1>
<dl>
<dt>Nome</dt><dd>${escapeHtml(usuario.name)}</dd>
<dt>Usuário</dt><dd>${escapeHtml(usuario.username)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(usuario.email)}</dd>
<dt>CPF</dt><dd>${escapeHtml(cpfOuNaoInformado(usuario.cpf))}</dd>
<dt>Celular</dt><dd>${escapeHtml(usuario.celular ?? 'Não informado')}</dd>
</dl>
${back}
</div>`,
  )
}

/**
 * oidc-provider's logout confirmation. Asked by the app (with the session's `id_token_hint`) it is submitted at once,
 * as Keycloak does; without the hint anyone's link could end the session, so the user confirms, as Keycloak asks
 * "Do you want to log out?".
 */
export function logoutPage(form: string, options: { confirmar: boolean; appUrl: string }): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')
  if (options.confirmar) {
    return page(
      'Ponto — Sair',
      `<div class="card">
<h1>Deseja sair do Ponto?</h1>
${confirmed}
<p><button type="submit" form="op.logoutForm">Sair</button> <a href="${escapeHtml(options.appUrl)}">Cancelar</a></p>
</div>`,
    )
  }
  return page(
    'Ponto — Saindo',
    `<div class="card">
<h1>Saindo do Ponto…</h1>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sair</button></noscript>
</div>
<script>${LOGOUT_SCRIPT}</script>`,
  )
}

export function loggedOutPage(appUrl: string): string {
  return page(
    'Ponto — Sessão encerrada',
    `<div class="card"><h1>Sessão encerrada</h1><p>Você saiu do Ponto.</p><p><a href="${escapeHtml(appUrl)}">Entrar novamente</a></p></div>`,
  )
}

export function errorPage(details: Record<string, unknown>): string {
  const items = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n')
  return page(
    'Ponto — Erro de autenticação',
    `<div class="card"><h1>Não foi possível concluir a autenticação</h1><dl>${items}</dl><p><a href="/">Voltar ao Ponto</a></p></div>`,
  )
}
