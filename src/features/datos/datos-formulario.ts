/**
 * El formulario de datos personalizados, declarado en tiempo de ejecución (src/ui/formulario/declaracion.ts)
 * a partir de las definiciones (campodato) de una tabla: un campo por definición con el control de su tipo
 * y la regla de errorValorDato (la misma que aplica dato.guardarSync en los dos lados), los valores del
 * registro, la conversión de los cambios a los `valores` del mutador y la ficha: la tarjeta declarada
 * (declararTarjeta, un campo calculado por definición) con el valor formateado (números y fechas en es-ES).
 */
import { errorValorDato, sinDato, type CampoDato, type ValorDato } from '../../../replication/mutadores/datos';
import type { VigiaMetodos } from '../../../replication/cliente';
import { formatearFecha } from '../../lib/formato';
import { declararTarjeta, type DeclaracionTarjeta } from '../../ui/detalle/tarjeta-entidad';
import { declararFormulario, type CampoDeclarado } from '../../ui/formulario/declaracion';
import { DATOS_GUARDADOS, NO, SI, SIN_ELEGIR } from './datos.labels';

/** Valor de un campo en el formulario: texto y opción → string; número → number|null (NaN = mal escrito); fecha → 'YYYY-MM-DD'|null o el texto escrito; sí/no → boolean. */
export type ValorFormularioDato = string | number | boolean | null;

/**
 * Valores del formulario, uno por campo definido. La clave lleva el tipo del campo delante
 * ('texto:1', 'numero:3'): así cada clave tiene el tipo de su valor y cada campo declara el tipo de su control.
 */
export interface ValoresDatos {
  [clave: `texto:${string}`]: string;
  [clave: `opcion:${string}`]: string;
  [clave: `numero:${string}`]: number | null;
  [clave: `fecha:${string}`]: string | null;
  [clave: `booleano:${string}`]: boolean;
}

export type DefinicionCampo = Pick<CampoDato, 'idcampo_dato' | 'etiqueta' | 'tipo' | 'requerido' | 'opciones' | 'max' | 'orden'>;

/** El registro cuyos datos se editan. */
export interface RegistroDatos {
  idtabla: number;
  id: string;
}

/**
 * El id del campo sin nada que el formulario lea como ruta ('.', '[', ']'): lo que no es letra, cifra, '_'
 * o '-' pasa a '~hex~' (sin choques: la '~' también se escapa).
 */
const escaparId = (id: string): string => id.replace(/[^\w-]/g, (c) => `~${(c.codePointAt(0) ?? 0).toString(16)}~`);

/** La clave de un campo en los valores del formulario. */
export const claveDato = (c: Pick<DefinicionCampo, 'tipo' | 'idcampo_dato'>): keyof ValoresDatos => `${c.tipo}:${escaparId(c.idcampo_dato)}`;

/** Valores del formulario de un registro: uno por campo definido, con lo guardado o vacío (un valor de otro tipo se muestra vacío). */
export const valoresDeDatos = (campos: readonly DefinicionCampo[], guardados: ReadonlyMap<string, ValorDato>): ValoresDatos => {
  const valores: ValoresDatos = {};
  for (const c of campos) {
    const v = guardados.get(c.idcampo_dato);
    const id = escaparId(c.idcampo_dato);
    switch (c.tipo) {
      case 'texto':
        valores[`texto:${id}`] = typeof v === 'string' ? v : '';
        break;
      case 'opcion':
        valores[`opcion:${id}`] = typeof v === 'string' ? v : '';
        break;
      case 'numero':
        valores[`numero:${id}`] = typeof v === 'number' ? v : null;
        break;
      case 'fecha':
        valores[`fecha:${id}`] = typeof v === 'string' ? v : null;
        break;
      case 'booleano':
        valores[`booleano:${id}`] = v === true;
        break;
    }
  }
  return valores;
};

/**
 * El campo declarado de una definición, con el control de su tipo. Obligatorio y máximo salen de la
 * definición y la regla de cada campo es errorValorDato, la misma que aplica dato.guardarSync en los dos
 * lados (un número NaN o una fecha mal escrita no pasan). Un sí/no obligatorio admite el 'no'.
 */
export const campoDeDato = (c: DefinicionCampo): CampoDeclarado<ValoresDatos> => {
  const id = escaparId(c.idcampo_dato);
  const comun = { etiqueta: c.etiqueta, requerido: c.requerido };
  const regla = (v: ValorFormularioDato): string | null => errorValorDato(c, v);
  switch (c.tipo) {
    case 'texto':
      // Sin espacios en los extremos para comparar con lo guardado y para guardar.
      return { ...comun, campo: `texto:${id}`, tipo: 'texto', autoComplete: 'off', maximo: c.max ?? undefined, reglas: [regla], normalizar: (v: string) => v.trim() };
    case 'numero':
      return { ...comun, campo: `numero:${id}`, tipo: 'numero', decimales: 0, reglas: [regla] };
    case 'fecha':
      return { ...comun, campo: `fecha:${id}`, tipo: 'fecha', reglas: [regla] };
    case 'booleano':
      return { ...comun, campo: `booleano:${id}`, tipo: 'casilla', requerido: false, reglas: [regla] };
    case 'opcion':
      return {
        ...comun,
        campo: `opcion:${id}`,
        tipo: 'seleccion',
        opciones: [{ valor: '', etiqueta: SIN_ELEGIR }, ...c.opciones.map((o) => ({ valor: o, etiqueta: o }))],
        reglas: [regla],
      };
  }
};

/** Los cambios (ya validados) como `valores` de dato.guardarSync, por idcampo_dato: vacío → null. */
export const aValoresDato = (campos: readonly DefinicionCampo[], cambios: Partial<ValoresDatos>): Record<string, ValorDato> => {
  const valores: Record<string, ValorDato> = {};
  for (const c of campos) {
    const v = cambios[claveDato(c)];
    if (v === undefined) continue;
    valores[c.idcampo_dato] = sinDato(v) ? null : v;
  }
  return valores;
};

/** El formulario de los datos de un registro: un campo por definición → dato.guardarSync con lo cambiado. */
export const formularioDatos = (campos: readonly DefinicionCampo[], db: Pick<VigiaMetodos, 'mutate'>) =>
  declararFormulario<ValoresDatos, RegistroDatos>({
    campos: campos.map(campoDeDato),
    mensaje: DATOS_GUARDADOS,
    enviar: ({ cambios, registro }) => db.mutate('dato.guardarSync', { idtabla: registro.idtabla, id: registro.id, valores: aValoresDato(campos, cambios) }),
  });

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6 });

/** Valor guardado como texto para la ficha; null si no hay dato (la tarjeta lo oculta tras 'Ver campos sin datos'). */
export const formatearValorDato = (campo: DefinicionCampo, valor: ValorDato | undefined): string | null => {
  if (valor === undefined || sinDato(valor)) return null;
  switch (campo.tipo) {
    case 'numero':
      return typeof valor === 'number' ? numero.format(valor) : String(valor);
    case 'fecha':
      return typeof valor === 'string' ? formatearFecha(valor) : String(valor);
    case 'booleano':
      return valor === true ? SI : valor === false ? NO : String(valor);
    case 'texto':
    case 'opcion':
      return String(valor);
  }
};

/** Los valores guardados de un registro (idcampo_dato → valor): el «documento» de su tarjeta de datos. */
export type ValoresGuardados = ReadonlyMap<string, ValorDato>;

/**
 * La tarjeta de los datos de un registro: un campo por definición, en su orden, con su etiqueta y el valor
 * formateado (sin dato, tras 'Ver campos sin datos'); los textos de más de 60 caracteres, a todo el ancho.
 */
export const tarjetaDatos = (campos: readonly DefinicionCampo[]): DeclaracionTarjeta<ValoresGuardados> =>
  declararTarjeta<ValoresGuardados>(
    campos.map((c) => ({ etiqueta: c.etiqueta, valor: (valores) => formatearValorDato(c, valores.get(c.idcampo_dato)), ancho: c.tipo === 'texto' && (c.max ?? 1000) > 60 })),
  );
