import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { CLIENT_ID, REALM } from '../idp/demo-users'

/** Keycloak adapter settings; public (read before login). The IdP lives on the request's own origin. */
export const masterHandlers = [
  http.get('/api/master/tenants/keycloak-config', ({ request }) =>
    HttpResponse.json({ realm: REALM, url: new URL(request.url).origin, clientId: CLIENT_ID, 'public-client': true })),
]
