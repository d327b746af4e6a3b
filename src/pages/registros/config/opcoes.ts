/** The options of a select from a map of value → label (e.g. the equipment types). */
export const opcoesDe = (rotulos: Readonly<Record<string, string>>) => Object.entries(rotulos).map(([value, label]) => ({ value, label }))
