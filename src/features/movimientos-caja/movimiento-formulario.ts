/**
 * Formularios declarados del movimiento de caja (la misma declaración de campos en el alta y en la
 * edición; el alta añade la caja):
 * - caja (preseleccionada), tipo (ingreso o gasto), fecha y hora (de entrada, ahora), importe (> 0 y con 2
 *   decimales, el mensaje de `comprobarImporteCaja`), concepto (obligatorio, 200 como mucho), categoría
 *   (sin 'Cobro de parte', que lo pone el cobro; un gasto no es un ingreso: la regla del mutador) y
 *   observaciones.
 * - Alta → movimientoCaja.insertSync con el id que ya tiene la pantalla; edición → movimientoCaja.updateSync
 *   con solo lo cambiado (fecha y hora vuelven a ser un instante). Los dos se aplican primero en el
 *   dispositivo: sin conexión también.
 */
import type { MotorSync } from '../../../replication/cliente';
import { comprobarImporteCaja, MAX_CONCEPTO_CAJA, MAX_OBSERVACIONES_CAJA, MENSAJES_CAJA } from '../../../replication/caja';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { opcionesDeColeccion } from '../../ui/formulario/opciones-coleccion';
import { fechaLocal, instanteLocal } from '../tiempos/tiempos';
import { etiquetasMovimientoCaja as E, TEXTOS_CAJA as T } from './movimientos-caja.labels';
import {
  errorCategoria,
  esCategoriaCaja,
  esTipoMovimiento,
  horaLocal,
  OPCIONES_CATEGORIA,
  OPCIONES_CATEGORIA_MANUAL,
  OPCIONES_TIPO_MOVIMIENTO,
  selectorCajas,
  type MovimientoCaja,
  type UsuarioCaja,
} from './movimientos-caja';
import { recortar, textoONulo } from '../../lib/texto';

type Mutador = Pick<MotorSync, 'mutate'>;

export interface ValoresMovimientoCaja {
  /** '' = sin elegir (solo en el alta). */
  idcaja: string;
  /** '' = sin elegir. */
  tipo: string;
  /** 'YYYY-MM-DD' (local). */
  fecha: string | null;
  /** 'HH:MM' (local). */
  hora: string;
  importe: number | null;
  concepto: string;
  /** '' = sin elegir. */
  categoria: string;
  observaciones: string;
}

export const valoresAltaMovimiento = (ahora: Date, idcaja = ''): ValoresMovimientoCaja => ({
  idcaja,
  tipo: '',
  fecha: fechaLocal(ahora),
  hora: horaLocal(ahora),
  importe: null,
  concepto: '',
  categoria: '',
  observaciones: '',
});

export const valoresDeMovimiento = (m: MovimientoCaja): ValoresMovimientoCaja => ({
  idcaja: m.idcaja,
  tipo: m.tipo,
  fecha: fechaLocal(m.fecha),
  hora: horaLocal(new Date(m.fecha)),
  importe: m.importe,
  concepto: m.concepto,
  categoria: m.categoria,
  observaciones: m.observaciones ?? '',
});

const opcionesTipo = [{ valor: '', etiqueta: T.eligeTipo }, ...OPCIONES_TIPO_MOVIMIENTO];
const manuales = [{ valor: '', etiqueta: T.eligeCategoria }, ...OPCIONES_CATEGORIA_MANUAL];
// Un movimiento que ya es 'Cobro de parte' enseña su categoría (la regla no deja guardarlo así).
const conCobro = [{ valor: '', etiqueta: T.eligeCategoria }, ...OPCIONES_CATEGORIA];

/** Los campos comunes al alta y a la edición. */
export const camposMovimiento: readonly CampoDeclarado<ValoresMovimientoCaja>[] = [
  { campo: 'tipo', tipo: 'seleccion', etiqueta: E.tipo, requerido: true, mensajeRequerido: T.eligeTipo, opciones: opcionesTipo },
  { campo: 'fecha', tipo: 'fecha', etiqueta: E.fecha, requerido: true },
  { campo: 'hora', tipo: 'hora', etiqueta: E.hora, requerido: true },
  { campo: 'importe', tipo: 'importe', etiqueta: E.importe, requerido: true, reglas: [(v) => comprobarImporteCaja(v)] },
  { campo: 'concepto', tipo: 'texto', etiqueta: E.concepto, requerido: true, maximo: MAX_CONCEPTO_CAJA, normalizar: recortar },
  {
    campo: 'categoria',
    tipo: 'seleccion',
    etiqueta: E.categoria,
    requerido: true,
    mensajeRequerido: T.eligeCategoria,
    opciones: (v) => (v.categoria === 'cobro' ? conCobro : manuales),
    reglas: [(c, v) => errorCategoria(v.tipo, c)],
  },
  { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: MAX_OBSERVACIONES_CAJA, filas: 3, normalizar: recortar },
];

/** El instante del movimiento a partir de fecha y hora locales. */
const instanteDe = (v: Pick<ValoresMovimientoCaja, 'fecha' | 'hora'>): string => {
  const instante = v.fecha === null ? null : instanteLocal(v.fecha, v.hora);
  if (instante === null) throw new Error(T.fechaNoValida);
  return instante;
};

/**
 * El documento de movimientoCaja.insertSync a partir de los valores ya validados. Si la fecha y la hora
 * siguen siendo las de `abierto` (cuando se abrió el formulario), el instante es ese con sus segundos: dos
 * movimientos apuntados en el mismo minuto quedan en su orden en el saldo acumulado.
 */
export const documentoMovimiento = (v: ValoresMovimientoCaja, idmovcaja: string, abierto?: Date): Omit<MovimientoCaja, 'estado' | 'actualizado'> & { estado: 1 } => {
  if (!esTipoMovimiento(v.tipo)) throw new Error(T.eligeTipo);
  if (!esCategoriaCaja(v.categoria)) throw new Error(T.eligeCategoria);
  if (v.importe === null) throw new Error(MENSAJES_CAJA.importe);
  return {
    idmovcaja,
    idcaja: v.idcaja,
    tipo: v.tipo,
    fecha: abierto !== undefined && v.fecha === fechaLocal(abierto) && v.hora === horaLocal(abierto) ? abierto.toISOString() : instanteDe(v),
    importe: v.importe,
    concepto: v.concepto.trim(),
    categoria: v.categoria,
    idcobro: null,
    idparte_trabajo: null,
    observaciones: textoONulo(v.observaciones),
    estado: 1,
  };
};

type Editables = Partial<Pick<MovimientoCaja, 'tipo' | 'fecha' | 'importe' | 'concepto' | 'categoria' | 'observaciones'>>;

/** Los cambios de movimientoCaja.updateSync: fecha y hora juntas vuelven a ser el instante. */
export const cambiosMovimiento = (c: Partial<ValoresMovimientoCaja>, v: ValoresMovimientoCaja): Editables => {
  const cambios: Editables = {};
  if (c.tipo !== undefined && esTipoMovimiento(c.tipo)) cambios.tipo = c.tipo;
  if (c.fecha !== undefined || c.hora !== undefined) cambios.fecha = instanteDe(v);
  if (c.importe !== undefined && c.importe !== null) cambios.importe = c.importe;
  if (c.concepto !== undefined) cambios.concepto = c.concepto.trim();
  if (c.categoria !== undefined && esCategoriaCaja(c.categoria)) cambios.categoria = c.categoria;
  if (c.observaciones !== undefined) cambios.observaciones = textoONulo(c.observaciones);
  return cambios;
};

export interface DependenciasAlta {
  motor: Mutador;
  /** El id del movimiento nuevo (la pantalla lo guarda para abrir la ficha después). */
  idmovcaja: string;
  /** Quién lo registra: de su delegación y la suya salen las cajas que se ofrecen. */
  usuario: UsuarioCaja;
  /** La caja pedida en la dirección (se ofrece aunque no sea de su delegación). */
  idcaja?: string;
  /** Cuando se abrió el formulario (de ahí la fecha y la hora de entrada). */
  abierto?: Date;
}

export const formularioAltaMovimiento = ({ motor, idmovcaja, usuario, idcaja, abierto }: DependenciasAlta) => {
  const cajas = opcionesDeColeccion('caja', { etiqueta: (c) => c.nombre, valor: (c) => c.idcaja, selector: selectorCajas(usuario, idcaja), vacia: T.eligeCaja });
  return declararFormulario<ValoresMovimientoCaja>({
    entidad: 'movimientocaja',
    campos: [{ campo: 'idcaja', tipo: 'coleccion', etiqueta: E.idcaja, requerido: true, mensajeRequerido: T.eligeCaja, desde: cajas }, ...camposMovimiento],
    boton: T.crear,
    mensaje: T.creado,
    enviar: ({ valores }) => motor.mutate('movimientoCaja.insertSync', { doc: documentoMovimiento(valores, idmovcaja, abierto) }),
  });
};

export const formularioEditarMovimiento = (motor: Mutador) =>
  declararFormulario<ValoresMovimientoCaja, MovimientoCaja>({
    entidad: 'movimientocaja',
    campos: camposMovimiento,
    mensaje: T.guardado,
    enviar: ({ cambios, valores, registro }) => motor.mutate('movimientoCaja.updateSync', { id: registro.idmovcaja, cambios: cambiosMovimiento(cambios, valores) }),
  });
