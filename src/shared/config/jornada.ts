/**
 * The longest a day's punches may span, first to last, and still be one shift read across midnight (domain.md rules 2
 * and 14): 16 h. That holds a 12 h shift (12x36) with its break and 2 h of overtime, and is the default the company uses
 * to close an open entry (limiteJornadaAbertaHoras, rule 14). A typo read across midnight spans far more (08:00 12:00
 * 13:00 then 07:00 would be 23 h), and a longer "shift" would leave less than the 11 h rest (rule 13) before its own
 * start the next day. The punch dialog's preview of a day and the backend's sort of it (POST /api/registros/{id}/ordenar)
 * both read a day with this bound.
 */
export const TURNO_MAXIMO_MINUTOS = 16 * 60
