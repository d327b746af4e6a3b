/** A flag as the lists show it. */
export const simNao = (flag: boolean) => (flag ? 'Sim' : 'Não')
