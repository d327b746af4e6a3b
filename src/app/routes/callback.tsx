import { createFileRoute, Navigate } from '@tanstack/react-router'

// The identity service returns here; react-oidc-context has already exchanged the code and moved
// the URL to the saved path before the router mounts, so reaching this screen means there was nothing to do.
export const Route = createFileRoute('/callback')({
  component: () => <Navigate to="/" replace />,
})
