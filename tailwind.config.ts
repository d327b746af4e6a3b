import type { Config } from 'tailwindcss'

// Tailwind 4 reads this file through `@config` in src/app/styles/index.css.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef6ff', 100: '#d9eaff', 500: '#1f6fd1', 600: '#1a5db0', 700: '#154a8c', 900: '#0c2a52' },
        danger: { 50: '#fdecec', 500: '#c62828', 700: '#8e1b1b' },
        warning: { 50: '#fff6e0', 500: '#b26a00' },
        success: { 50: '#e8f5ec', 500: '#2e7d32' },
      },
      fontFamily: { sans: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'] },
    },
  },
} satisfies Config
