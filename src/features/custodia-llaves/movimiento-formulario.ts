/**
 * Formulario declarado de la salida y de la entrada de un llavero: persona (obligatoria), DNI/NIE (el
 * validador compartido, 'El DNI no es correcto'), empresa, motivo, en la salida la devolución prevista
 * (fecha y hora, las dos o ninguna, y posterior a ahora), observaciones y las dos firmas en el panel compartido: la de quien
 * recoge (o devuelve) y la del custodio. Manda llavero.salidaSync / llavero.entradaSync con ids nuevos;
 * el mutador se aplica primero en el dispositivo, así que un llavero que ya está fuera (o dentro) se
 * rechaza con su mensaje también sin conexión.
 */
import type { MotorSync } from '../../../replication/cliente';
import { MENSAJES_LLAVES } from '../../../replication/llaves';
import { MAX_IMAGEN_FIRMA, MAX_PERSONA_LLAVERO, MAX_TEXTO_LLAVERO } from '../../../replication/mutadores/vigilancia';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { normalizarDni, reglaFirma } from '../../ui/formulario/firmante';
import { etiquetasFormularioMovimiento as E, MENSAJES_MOVIMIENTO as M, TEXTOS_LLAVES as T } from './custodia-llaves.labels';
import { instanteDevolucion, type Llavero, type TipoMovimiento } from './llaveros';
import { recortar, textoONulo } from '../../lib/texto';

/** Longitudes máximas: las del mutador. */
export const MAXIMOS_MOVIMIENTO = { persona: MAX_PERSONA_LLAVERO, empresa: MAX_PERSONA_LLAVERO, motivo: MAX_TEXTO_LLAVERO, observaciones: MAX_TEXTO_LLAVERO } as const;

export interface ValoresMovimiento {
  persona: string;
  dni: string;
  empresa: string;
  motivo: string;
  /** Solo en la salida: 'YYYY-MM-DD' o null. */
  fechaDevolucion: string | null;
  /** Solo en la salida: 'HH:MM' o ''. */
  horaDevolucion: string;
  observaciones: string;
  /** Data URL PNG de cada firma; null sin firmar. */
  firmaPersona: string | null;
  firmaCustodio: string | null;
}

export const MOVIMIENTO_VACIO: ValoresMovimiento = {
  persona: '',
  dni: '',
  empresa: '',
  motivo: '',
  fechaDevolucion: null,
  horaDevolucion: '',
  observaciones: '',
  firmaPersona: null,
  firmaCustodio: null,
};

/** Los ids nuevos de una llamada: el movimiento y sus dos firmas. */
export interface IdsMovimiento {
  idmovimiento_llave: string;
  idfirmaPersona: string;
  idfirmaCustodio: string;
}

export const idsNuevos = (): IdsMovimiento => ({ idmovimiento_llave: crypto.randomUUID(), idfirmaPersona: crypto.randomUUID(), idfirmaCustodio: crypto.randomUUID() });

/** Los parámetros comunes de salidaSync y entradaSync a partir de los valores ya validados y normalizados. */
export const paramsMovimiento = (v: ValoresMovimiento, idllavero: string, ids: IdsMovimiento) => {
  if (v.firmaPersona === null || v.firmaCustodio === null) throw new Error(v.firmaPersona === null ? MENSAJES_LLAVES.sinFirmaPersona : MENSAJES_LLAVES.sinFirmaCustodio);
  return {
    idmovimiento_llave: ids.idmovimiento_llave,
    idllavero,
    persona: v.persona.trim(),
    dni: normalizarDni(v.dni),
    empresa: textoONulo(v.empresa),
    motivo: textoONulo(v.motivo),
    observaciones: textoONulo(v.observaciones),
    firmaPersona: { idfirma: ids.idfirmaPersona, imagen: v.firmaPersona },
    firmaCustodio: { idfirma: ids.idfirmaCustodio, imagen: v.firmaCustodio },
  };
};

/** La devolución prevista (si se da) tiene que ser posterior a ahora, como exige el mutador. */
export const errorDevolucion = (fecha: string | null, hora: string, ahora: Date): string | null => {
  if (fecha === null && hora !== '') return M.faltaFecha;
  const instante = instanteDevolucion(fecha, hora);
  return instante !== null && Date.parse(instante) <= ahora.getTime() ? MENSAJES_LLAVES.devolucionAnterior : null;
};

/** Los campos del formulario de un tipo de movimiento (la salida lleva la devolución prevista). */
export const camposMovimiento = (tipo: TipoMovimiento, ahora: () => Date = () => new Date()): CampoDeclarado<ValoresMovimiento>[] => {
  const salida = tipo === 'salida';
  const devolucion: CampoDeclarado<ValoresMovimiento>[] = salida
    ? [
        { campo: 'fechaDevolucion', tipo: 'fecha', etiqueta: E.fechaDevolucion, reglas: [(f, v) => errorDevolucion(f, v.horaDevolucion, ahora())] },
        { campo: 'horaDevolucion', tipo: 'hora', etiqueta: E.horaDevolucion, pasoMinutos: 5, reglas: [(h, v) => (h === '' && v.fechaDevolucion !== null ? M.faltaHora : null)] },
      ]
    : [];
  return [
    { campo: 'persona', tipo: 'texto', etiqueta: E.persona, requerido: true, maximo: MAXIMOS_MOVIMIENTO.persona, autoComplete: 'off', normalizar: recortar },
    { campo: 'dni', tipo: 'nif', etiqueta: E.dni, requerido: true, normalizar: normalizarDni },
    { campo: 'empresa', tipo: 'texto', etiqueta: E.empresa, maximo: MAXIMOS_MOVIMIENTO.empresa, normalizar: recortar },
    { campo: 'motivo', tipo: 'texto', etiqueta: E.motivo, maximo: MAXIMOS_MOVIMIENTO.motivo, normalizar: recortar },
    ...devolucion,
    { campo: 'observaciones', tipo: 'area', etiqueta: E.observaciones, maximo: MAXIMOS_MOVIMIENTO.observaciones, filas: 3, normalizar: recortar },
    // Obligatorias con su propio mensaje (no 'Campo requerido'): lo dice la regla.
    {
      campo: 'firmaPersona',
      tipo: 'firma',
      etiqueta: salida ? E.firmaRecoge : E.firmaDevuelve,
      requerido: false,
      reglas: [reglaFirma({ maxImagen: MAX_IMAGEN_FIRMA, firmaRequerida: salida ? M.faltaFirmaRecoge : M.faltaFirmaDevuelve })],
    },
    { campo: 'firmaCustodio', tipo: 'firma', etiqueta: E.firmaCustodio, requerido: false, reglas: [reglaFirma({ maxImagen: MAX_IMAGEN_FIRMA, firmaRequerida: MENSAJES_LLAVES.sinFirmaCustodio })] },
  ];
};

export interface DependenciasMovimiento {
  motor: Pick<MotorSync, 'mutate'>;
  nuevosIds?: () => IdsMovimiento;
  /** La hora del dispositivo (la devolución prevista tiene que ser posterior). */
  ahora?: () => Date;
}

/** El formulario de la salida o de la entrada; el registro es el llavero elegido. */
export const formularioMovimiento = (tipo: TipoMovimiento, { motor, nuevosIds = idsNuevos, ahora }: DependenciasMovimiento) =>
  declararFormulario<ValoresMovimiento, Llavero>({
    campos: camposMovimiento(tipo, ahora),
    boton: tipo === 'salida' ? T.registrarSalida : T.registrarEntrada,
    mensaje: tipo === 'salida' ? T.salidaRegistrada : T.entradaRegistrada,
    enviar: ({ valores, registro }) => {
      const comunes = paramsMovimiento(valores, registro.idllavero, nuevosIds());
      return tipo === 'salida'
        ? motor.mutate('llavero.salidaSync', { ...comunes, fprevista_devolucion: instanteDevolucion(valores.fechaDevolucion, valores.horaDevolucion) })
        : motor.mutate('llavero.entradaSync', comunes);
    },
  });
