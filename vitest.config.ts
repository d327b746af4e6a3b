import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { fileURLToPath, URL } from 'node:url'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mock': fileURLToPath(new URL('./mock', import.meta.url)),
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { alias },
    test: {
      // Component tests render the whole time card grid; a 2-core CI machine needs more than the default 5 s.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./src/shared/lib/test/setup.ts'],
          },
        },
        {
          resolve: { alias },
          test: { name: 'mock', include: ['mock/**/*.test.ts'], environment: 'node' },
        },
      ],
    },
  }),
)
