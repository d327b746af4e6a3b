import { Button } from '@/shared/ui'

export interface Destino {
  funcionarioId: number
  page: number
}

interface NavegacaoFuncionariosProps {
  anterior: Destino | null
  proximo: Destino | null
  onGo: (destino: Destino) => void
}

function Seta({ direcao }: { direcao: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
      <path d={direcao === 'left' ? 'M12.7 4.3 14.1 5.7 9.8 10l4.3 4.3-1.4 1.4L7 10l5.7-5.7Z' : 'M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7l1.4-1.4Z'} />
    </svg>
  )
}

/** TC-017..020: icon buttons, disabled at the very ends of the list. */
export function NavegacaoFuncionarios({ anterior, proximo, onGo }: NavegacaoFuncionariosProps) {
  return (
    <div className="flex gap-1">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Funcionário anterior"
        title="Funcionário anterior"
        disabled={!anterior}
        onClick={() => anterior && onGo(anterior)}
      >
        <Seta direcao="left" />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Próximo funcionário"
        title="Próximo funcionário"
        disabled={!proximo}
        onClick={() => proximo && onGo(proximo)}
      >
        <Seta direcao="right" />
      </Button>
    </div>
  )
}
