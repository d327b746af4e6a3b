import { Link } from '@tanstack/react-router'
import { brandFor } from '../model/brand'

function ClockMark({ gov }: { gov: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      {gov ? (
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z" className="fill-success-500" />
      ) : (
        <circle cx="16" cy="16" r="14" className="fill-brand-500" />
      )}
      <circle cx="16" cy="16" r="8.5" className="fill-white" />
      <path d="M16 11v5.5l3.5 2" className="fill-none stroke-slate-900" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** SHELL-008: one of two brands, chosen from the host name. */
export function BrandLogo({ hostname = window.location.hostname }: { hostname?: string }) {
  const brand = brandFor(hostname)
  return (
    <Link
      to="/"
      data-brand={brand.variant}
      className="flex items-center gap-2 rounded-md font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ClockMark gov={brand.variant === 'gov'} />
      <span className="text-lg max-sm:sr-only">{brand.name}</span>
    </Link>
  )
}
