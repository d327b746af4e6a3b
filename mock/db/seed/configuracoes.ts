import { subDays, subMinutes } from 'date-fns'
import type { AdicionalNoturno, Coletor, Equipamento, Evento, Funcionario, PeriodoFechamento } from '../schema'
import { LOCAL } from './estrutura'

/** The collector of the town hall answers; the one of the health unit has been silent for two days (notification 2). */
export function seedColetores(today: Date, funcionarios: readonly Funcionario[] = []): Coletor[] {
  // Each collector knows the active employees working at the place of its clock.
  const doLocal = (localTrabalhoId: number) =>
    funcionarios
      .filter((f) => f.ativo && f.locaisTrabalho.some((l) => l.localTrabalhoId === localTrabalhoId && l.fim === null))
      .map((f) => f.id)
  return [
    {
      id: 1,
      descricao: 'Coletor Paço Municipal',
      ip: '10.0.1.20',
      online: true,
      ultimoContato: subMinutes(today, 3).toISOString(),
      funcionarioIds: doLocal(LOCAL.paco),
    },
    {
      id: 2,
      descricao: 'Coletor UBS Centro',
      ip: '10.0.2.20',
      online: false,
      ultimoContato: subDays(today, 2).toISOString(),
      funcionarioIds: doLocal(LOCAL.ubs),
    },
  ]
}

export function seedEquipamentos(): Equipamento[] {
  return [
    {
      id: 1,
      descricao: 'REP-C 0001',
      tipo: 'REP_C',
      numeroFabricacao: '00014003750012345',
      modelo: 'Henry Prisma SF',
      ip: '10.0.1.31',
      localTrabalhoId: LOCAL.paco,
      coletorId: 1,
      ativo: true,
    },
    {
      id: 2,
      descricao: 'REP-C 0002 UBS Centro',
      tipo: 'REP_C',
      numeroFabricacao: '00014003750012346',
      modelo: 'Henry Prisma SF',
      ip: '10.0.2.31',
      localTrabalhoId: LOCAL.ubs,
      coletorId: 2,
      ativo: true,
    },
    {
      id: 3,
      descricao: 'REP-P Aplicativo',
      tipo: 'REP_P',
      numeroFabricacao: '99999999900000001',
      modelo: 'Ponto Web',
      ip: '',
      localTrabalhoId: null,
      coletorId: null,
      ativo: true,
    },
  ]
}

export function seedPeriodosFechamento(): PeriodoFechamento[] {
  return [
    { id: 1, descricao: 'Mês civil', empresaId: 1, diaInicio: 1 },
    { id: 2, descricao: 'Folha Aurora Serviços (21 a 20)', empresaId: 2, diaInicio: 21 },
  ]
}

export function seedEventos(): Evento[] {
  return [
    { id: 1, codigo: '150', descricao: 'Horas extras 50%', tipo: 'HORA_EXTRA_50' },
    { id: 2, codigo: '151', descricao: 'Horas extras 100%', tipo: 'HORA_EXTRA_100' },
    { id: 3, codigo: '160', descricao: 'Adicional noturno', tipo: 'ADICIONAL_NOTURNO' },
    { id: 4, codigo: '410', descricao: 'Faltas', tipo: 'FALTA' },
    { id: 5, codigo: '412', descricao: 'Atrasos e saídas antecipadas', tipo: 'ATRASO' },
    { id: 6, codigo: '152', descricao: 'Horas extras 70%', tipo: 'HORA_EXTRA_70' },
    { id: 7, codigo: '153', descricao: 'Horas extras noturnas', tipo: 'HORA_EXTRA_NOTURNA' },
    { id: 8, codigo: '154', descricao: 'Horas extras noturnas 100%', tipo: 'HORA_EXTRA_NOTURNA_100' },
    { id: 9, codigo: '155', descricao: 'Horas extras de intervalo (art. 71)', tipo: 'HORA_EXTRA_INTERVALO' },
    { id: 10, codigo: '156', descricao: 'Horas extras interjornada (art. 66)', tipo: 'HORA_EXTRA_INTERJORNADA' },
    { id: 11, codigo: '157', descricao: 'Horas extras 75%', tipo: 'HORA_EXTRA_CUSTOM' },
    { id: 12, codigo: '411', descricao: 'Desconto DSR', tipo: 'DESCONTO_DSR' },
  ]
}

export function seedAdicionaisNoturnos(): AdicionalNoturno[] {
  return [
    { id: 1, descricao: 'Adicional noturno urbano (CLT art. 73)', inicio: '22:00', fim: '05:00', percentual: 20, reducaoHoraNoturna: true, empresaId: null },
  ]
}
