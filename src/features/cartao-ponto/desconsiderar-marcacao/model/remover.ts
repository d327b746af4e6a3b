/** The question of TC-107's confirmation (the catalogue has none for punches: docs/decisions.md). */
export const perguntaRemover = (hora: string) => `Deseja realmente remover a marcação das ${hora}?`
