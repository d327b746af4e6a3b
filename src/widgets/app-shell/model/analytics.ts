declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * SHELL-018: page views go to a Tag Manager-style data layer; the deployment plugs its
 * analytics provider into `window.dataLayer`.
 */
export function trackPageView(pagePath: string): void {
  window.dataLayer ??= []
  window.dataLayer.push({ event: 'page_view', page_path: pagePath })
}
