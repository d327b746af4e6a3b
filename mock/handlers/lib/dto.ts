import type { Competencia, Db, Empresa, Integrador, Solicitacao, TipoSolicitacao } from '../../db/index'

/** Response shapes shared by several handlers. */

export function empresaDto(e: Empresa) {
  return {
    id: e.id, codigo: e.codigo, nome: e.nome, nomeFantasia: e.nomeFantasia, cnpj: e.cnpj, cei: e.cei,
    orgaoPublico: e.orgaoPublico, brasao: e.brasao, endereco: { ...e.endereco },
  }
}

export function competenciaDto(c: Competencia) {
  return {
    id: c.id,
    ano: c.ano,
    mes: c.mes,
    inicio: c.inicio,
    fim: c.fim,
    descricao: c.descricao,
    descricaoCurta: c.descricaoCurta,
    fechada: c.fechada,
    situacao: c.situacao,
  }
}

export function integradorDto(i: Integrador) {
  return { id: i.id, nome: i.nome, lastContact: i.lastContact }
}

function ref<T extends { id: number; descricao: string }>(items: T[], id: number | null) {
  const item = id === null ? undefined : items.find((i) => i.id === id)
  return item ? { id: item.id, descricao: item.descricao } : null
}

export function tipoSolicitacaoDto(db: Db, t: TipoSolicitacao) {
  return {
    id: t.id,
    descricao: t.descricao,
    informaHoras: t.informaHoras,
    ativo: t.ativo,
    motivo: ref(db.motivos, t.motivoId),
    bancoDias: ref(db.bancosDias, t.bancoDiasId),
  }
}

export function solicitacaoDto(db: Db, s: Solicitacao) {
  const funcionario = db.funcionarios.find((f) => f.id === s.funcionarioId)
  const tipo = db.tiposSolicitacao.find((t) => t.id === s.tipoSolicitacaoId)
  return {
    id: s.id,
    funcionario: funcionario
      ? { id: funcionario.id, nome: funcionario.nome, nomeOrNomeSocial: funcionario.nomeOrNomeSocial, matricula: funcionario.matricula }
      : null,
    inicio: s.inicio,
    fim: s.fim,
    tipoSolicitacao: tipo ? { id: tipo.id, descricao: tipo.descricao } : null,
    tipo: tipo ? tipoSolicitacaoDto(db, tipo) : null,
    status: s.status,
    motivo: ref(db.motivos, s.motivoId),
    bancoDias: ref(db.bancosDias, s.bancoDiasId),
    horas: s.horas,
    observacaoSolicitante: s.observacaoSolicitante,
    observacaoAprovador: s.observacaoAprovador,
    dataSolicitacao: s.dataSolicitacao,
    dataAprovacao: s.dataAprovacao,
  }
}
