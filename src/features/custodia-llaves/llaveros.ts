/**
 * Reglas puras de la custodia de llaves en el dispositivo: tipos, nombres de la situación y del tipo de
 * movimiento, el historial de un llavero (lo más reciente primero), qué firma es de quién en un movimiento
 * (la de la persona lleva su DNI; la del custodio, DNI vacío), el código leído del QR y el llavero que le
 * corresponde, el instante de la devolución prevista a partir de fecha y hora locales, y por qué un
 * llavero no admite el movimiento (la salida de uno que ya está fuera, la entrada de uno que ya está dentro).
 */
import { entidades, type DocDe } from '../../../schemas';
import { MENSAJES_LLAVES } from '../../../replication/llaves';
import { formatearFechaHora } from '../../lib/formato';
import { instanteLocal } from '../tiempos/tiempos';
import { ETIQUETAS_SITUACION, ETIQUETAS_TIPO_MOVIMIENTO, TEXTOS_LLAVES as T } from './custodia-llaves.labels';

export type Llavero = DocDe<'llavero'>;
export type MovimientoLlave = DocDe<'movimientollave'>;
export type FirmaMovimiento = DocDe<'firma'>;
export type Situacion = Llavero['situacion'];
export type TipoMovimiento = MovimientoLlave['tipo'];

/** idtabla del movimiento de llaves: sus dos firmas (firma.idtabla, firma.id = idmovimiento_llave). */
export const IDTABLA_MOVIMIENTO_LLAVE = entidades.movimientollave.idtabla ?? 271;

export const nombreSituacion = (s: Situacion): string => ETIQUETAS_SITUACION[s];
export const nombreTipoMovimiento = (t: TipoMovimiento): string => ETIQUETAS_TIPO_MOVIMIENTO[t];

export const OPCIONES_SITUACION = (['dentro', 'fuera'] as const).map((s) => ({ valor: s, etiqueta: ETIQUETAS_SITUACION[s] }));

/** 'Recibido en el servidor': su fecha y hora, o 'Pendiente de subir' mientras el servidor no lo tiene. */
export const textoRecibido = (recibido: string | null | undefined): string => (recibido ? formatearFechaHora(recibido) : T.pendienteSubir);

/** El historial, lo más reciente primero (a igual fecha, la entrada antes que la salida que cierra; luego por id). */
export const ordenarHistorial = <M extends Pick<MovimientoLlave, 'fecha' | 'tipo' | 'idmovimiento_llave'>>(movimientos: readonly M[]): M[] =>
  [...movimientos].sort(
    (a, b) =>
      b.fecha.localeCompare(a.fecha) ||
      (a.tipo === b.tipo ? 0 : a.tipo === 'entrada' ? -1 : 1) ||
      b.idmovimiento_llave.localeCompare(a.idmovimiento_llave),
  );

export interface FirmasDeMovimiento<F> {
  persona: F | null;
  custodio: F | null;
}

/**
 * Las dos firmas de un movimiento: la de la persona (con su DNI) y la del custodio (DNI vacío). Si hubiera
 * más de una de cada, la más reciente.
 */
export const firmasDeMovimiento = <F extends Pick<FirmaMovimiento, 'id' | 'idtabla' | 'dni' | 'fecha' | 'estado'>>(
  idmovimiento_llave: string,
  firmas: readonly F[],
): FirmasDeMovimiento<F> => {
  const propias = firmas
    .filter((f) => f.id === idmovimiento_llave && f.idtabla === IDTABLA_MOVIMIENTO_LLAVE && f.estado > 0)
    .sort((a, b) => b.fecha.localeCompare(a.fecha));
  return {
    persona: propias.find((f) => f.dni.trim() !== '') ?? null,
    custodio: propias.find((f) => f.dni.trim() === '') ?? null,
  };
};

/** El código del llavero leído de su QR (el texto del QR es el `codigo`). */
export const codigoDeQr = (texto: string): string => texto.trim();

/** El llavero activo con ese código (sin distinguir mayúsculas), o null. */
export const llaveroPorCodigo = <L extends Pick<Llavero, 'codigo' | 'estado'>>(llaveros: readonly L[], texto: string): L | null => {
  const codigo = codigoDeQr(texto).toLocaleUpperCase('es');
  if (codigo === '') return null;
  return llaveros.find((l) => l.estado > 0 && l.codigo.trim().toLocaleUpperCase('es') === codigo) ?? null;
};

/** La devolución prevista como instante ISO (fecha y hora locales del dispositivo); null si falta alguna. */
export const instanteDevolucion = (fecha: string | null, hora: string): string | null => (fecha === null || hora === '' ? null : instanteLocal(fecha, hora));

/**
 * Por qué no se puede registrar este movimiento del llavero, o null si se puede: la misma regla y las mismas
 * palabras con que lo rechaza el mutador (MENSAJES_LLAVES), más lo que significa. La pantalla lo dice
 * antes de rellenar nada y desactiva el formulario y las dos firmas.
 */
export const motivoSinMovimiento = (tipo: TipoMovimiento, llavero: Pick<Llavero, 'codigo' | 'situacion' | 'en_poder'>): string | null => {
  if (tipo === 'salida') return llavero.situacion === 'dentro' ? null : `${MENSAJES_LLAVES.yaFuera(llavero.codigo, llavero.en_poder ?? null)}: ${T.yaFueraAviso}.`;
  return llavero.situacion === 'fuera' ? null : `${MENSAJES_LLAVES.yaDentro(llavero.codigo)}: ${T.yaDentroAviso}.`;
};
