import { base, Faker, pt_BR } from '@faker-js/faker'

export const SEED = 20260101

/** A fresh pt-BR faker seeded with the fixed seed, so databases never share random state. */
export function createFaker(): Faker {
  const faker = new Faker({ locale: [pt_BR, base] })
  faker.seed(SEED)
  return faker
}
