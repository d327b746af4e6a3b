import express from 'express'
import { DB_HEADER, normalizeDbKey, resetDb } from './isolation'

export { testControlEnabled } from './isolation'

/** Test-only routes (mounted when PONTO_TEST_CONTROL=1): POST /reset drops the database of the request's key. */
export function testControlRouter(): express.Router {
  const router = express.Router()
  router.post('/reset', (req, res) => {
    const key = normalizeDbKey(req.get(DB_HEADER))
    resetDb(key)
    res.status(200).json({ reset: key })
  })
  return router
}
