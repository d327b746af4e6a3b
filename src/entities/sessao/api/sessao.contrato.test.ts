import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { sessaoQueries } from './sessao.queries'

/** Who may clock in, through the session entity, against the real mock handlers. */

describe('the clock-in permission of HR, against the mock backend', () => {
  const app = usarAppNoMock('rh')

  it('[CLOCK-003] HR, without an employee using the web clock, may not clock in', async () => {
    expect(await app().queryClient.fetchQuery(sessaoQueries.permiteBaterPonto())).toBe(false)
  })
})

describe('the clock-in permission of an employee, against the mock backend', () => {
  const app = usarAppNoMock('funcionario')

  it('[CLOCK-003] an active employee who keeps a time card and uses the web clock may clock in', async () => {
    expect(await app().queryClient.fetchQuery(sessaoQueries.permiteBaterPonto())).toBe(true)
  })
})

describe('the clock-in permission after an employee is saved', () => {
  const app = usarAppNoMock('rh')

  it("[CLOCK-003] is read again when the employee register's queries are refreshed", async () => {
    const { queryClient } = app()
    await queryClient.fetchQuery(sessaoQueries.permiteBaterPonto())
    await queryClient.invalidateQueries({ queryKey: ['funcionarios'] })
    expect(queryClient.getQueryState(sessaoQueries.permiteBaterPonto().queryKey)?.isInvalidated).toBe(true)
  })
})
