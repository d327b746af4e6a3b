import { useState } from 'react'
import { OPERACOES_SCRIPT, scriptResource, SITUACOES_EXECUCAO, type Script } from '@/entities/cadastro/script'
import { ScriptDialog } from '@/features/cadastro/editar-script'
import { ExecutarScriptPanel } from '@/features/cadastro/executar-script'
import { formatDateTime } from '@/shared/lib'
import { RegisterList } from '@/shared/ui'
import { MSG_NUNCA } from '@/shared/config'

/**
 * /script (front_script, AUTH-054; admin only): the maintenance scripts. The route table has no /script/new nor
 * /script/{id}, so a script opens in a dialog over the list; 'Executar' runs its whitelisted operation.
 */
export function ScriptsPage() {
  const [aberto, setAberto] = useState<{ script: Script | null } | null>(null)
  return (
    <>
      <RegisterList
        title="Scripts"
        list={scriptResource.queries.list}
        rowId={(s) => String(s.id)}
        columns={[
          { id: 'nome', header: 'Nome', cell: (s) => s.nome, sort: 'nome' },
          { id: 'operacao', header: 'Operação', cell: (s) => OPERACOES_SCRIPT[s.operacao], sort: 'operacao' },
          { id: 'ultimaExecucao', header: 'Última execução', cell: (s) => (s.ultimaExecucao ? formatDateTime(s.ultimaExecucao) : MSG_NUNCA), sort: 'ultimaExecucao' },
          {
            id: 'resultado',
            header: 'Resultado',
            cell: (s) => (s.ultimaSituacao ? `${SITUACOES_EXECUCAO[s.ultimaSituacao]}: ${s.ultimoResultado ?? ''}` : '—'),
          },
        ]}
        onNew={() => setAberto({ script: null })}
        onOpen={(script) => setAberto({ script })}
      />
      {aberto && (
        <ScriptDialog key={aberto.script?.id ?? 'novo'} script={aberto.script} onClose={() => setAberto(null)}>
          {aberto.script && <ExecutarScriptPanel script={aberto.script} />}
        </ScriptDialog>
      )}
    </>
  )
}
