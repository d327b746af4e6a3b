import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const departamentos = definirEndpoints({
  'GET /api/departamentos/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-064', 'TC-034'] },
  'GET /api/departamentos/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-064'] },
  'GET /api/departamentos/search/by-empresa': { acesso: COM_PAPEL, requisitos: ['REG-064'] },
  'GET /api/departamentos/:id/responsaveis': { acesso: COM_PAPEL, origem: 'extensao' },
  'POST /api/departamentos/:id/responsaveis': { acesso: algum('front_departamento'), requisitos: ['REG-065'] },
  'DELETE /api/departamentos/:id/responsaveis/:usuario': { acesso: algum('front_departamento'), requisitos: ['REG-065'] },
  'GET /api/departamentos': { acesso: COM_PAPEL },
  'GET /api/departamentos/:id': { acesso: COM_PAPEL, requisitos: ['REG-063'] },
  'POST /api/departamentos': { acesso: algum('front_departamento'), requisitos: ['REG-063'] },
  'PUT /api/departamentos/:id': { acesso: algum('front_departamento'), origem: 'rest' },
  'DELETE /api/departamentos/:id': { acesso: algum('front_departamento'), origem: 'rest' },
})
