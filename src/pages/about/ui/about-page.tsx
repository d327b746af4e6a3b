import { APP_VERSION } from '@/shared/config'

const LEGAL_BASIS = [
  { title: 'Portaria MTP 671/2021', text: 'registro eletrônico de ponto, espelho de ponto (art. 84), comprovante de registro (art. 79) e arquivos fiscais AFD e AEJ.' },
  { title: 'Portaria MTE 1510/2009', text: 'leitura de arquivos AFD, AFDT e ACJEF de equipamentos anteriores.' },
  { title: 'CLT, arts. 58, 59, 71, 73 e 74', text: 'tolerância de marcações, banco de horas e horas extras, intervalos, trabalho noturno com hora reduzida e controle de jornada.' },
  { title: 'Lei 605/1949', text: 'descanso semanal remunerado (DSR) e seu desconto por falta injustificada.' },
]

export function AboutPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold text-brand-700">Ponto</h1>
      <p className="mt-2 text-slate-700">
        Controle de ponto e frequência para empresas e órgãos públicos: cartão ponto mensal, tratamentos, horas extras,
        bancos de horas, fechamentos, solicitações, relatórios e registro de ponto.
      </p>
      <p className="mt-1 text-sm text-slate-500">Versão {APP_VERSION}</p>
      <h2 className="mt-8 text-xl font-semibold">Base legal</h2>
      <ul className="mt-3 space-y-2">
        {LEGAL_BASIS.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>: {item.text}
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a className="text-brand-600 underline" href="/">
          Ir para o início
        </a>
      </p>
    </main>
  )
}
