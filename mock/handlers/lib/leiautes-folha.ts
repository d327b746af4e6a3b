import type { Db, LeiauteFolha } from '../../db/index'
import { iniciarSequencia } from '../../db/queries'

/** The layouts every database starts with: today's fixed-width text and a CSV as Domínio-like payroll systems read it. */
export function seedLeiautesFolha(): LeiauteFolha[] {
  return [
    {
      id: 1,
      descricao: 'TXT padrão (matrícula, evento, horas HHHMM)',
      formato: 'TXT_FIXO',
      separador: ';',
      cabecalho: false,
      decimal: ',',
      colunas: [
        { campo: 'MATRICULA', tamanho: 10 },
        { campo: 'EVENTO', tamanho: 4 },
        { campo: 'HORAS_HHMM', tamanho: 5 },
      ],
    },
    {
      id: 2,
      descricao: 'CSV Domínio (matrícula;evento;horas decimais)',
      formato: 'CSV',
      separador: ';',
      cabecalho: true,
      decimal: ',',
      colunas: [
        { campo: 'MATRICULA', tamanho: null },
        { campo: 'EVENTO', tamanho: null },
        { campo: 'HORAS_DECIMAL', tamanho: null },
      ],
    },
  ]
}

/** The layouts of the database, seeded on first use. */
export function leiautesFolhaDe(db: Db): LeiauteFolha[] {
  if (!db.leiautesFolha) {
    db.leiautesFolha = seedLeiautesFolha()
    iniciarSequencia(db, db.leiautesFolha)
  }
  return db.leiautesFolha
}
