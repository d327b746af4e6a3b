import type { Endereco } from '@/shared/api'

const OSM = 'https://www.openstreetmap.org'

/** 'Praça da Matriz, 100 - Centro, Santa Aurora/SP, CEP 13870-000' */
export function enderecoTexto(e: Endereco): string {
  const cep = e.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')
  const rua = [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ')
  return `${rua} - ${e.bairro}, ${e.cidade}/${e.uf}, CEP ${cep}`
}

/** A link to OpenStreetMap: the position when known, else a search for the address; null with neither. */
export function linkOpenStreetMap(latitude: number | null, longitude: number | null, endereco?: Endereco): string | null {
  if (latitude !== null && longitude !== null) return `${OSM}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
  if (!endereco) return null
  const consulta = `${endereco.logradouro}, ${endereco.numero}, ${endereco.cidade}, ${endereco.uf}`
  return `${OSM}/search?query=${encodeURIComponent(consulta)}`
}
