/**
 * Formulario declarado de una línea del presupuesto (alta y modificación): subsistema, descripción,
 * unidades, precio, descuento e IVA, con los mensajes del servidor; el pie enseña el importe de la línea
 * (importeLinea, la regla de `derivar`). Manda lpresupuestoCli.insertSync / updateSync; el total del
 * presupuesto lo recalcula el mutador en la misma transacción.
 */
import type { MotorSync } from '../../../replication/cliente';
import { TIPOS_IVA } from '../../../replication/presupuestos';
import { MENSAJES_COMERCIAL } from '../../../replication/validacion-comercial';
import { importeLinea } from '../../../schemas';
import { declararFormulario } from '../../ui/formulario/declaracion';
import type { LineaPresupuesto, SubsistemaPresupuesto } from './presupuestos';
import { TEXTOS_PRESUPUESTOS as T } from './presupuestos.labels';

export const etiquetasLinea = {
  subsistema: 'Subsistema',
  descripcion: 'Descripción',
  unidades: 'Unidades',
  precio: 'Precio',
  dto: 'Dto. %',
  iva: 'IVA %',
  importe: 'Importe',
  acciones: 'Acciones',
} as const;

export interface ValoresLineaPresupuesto {
  idsubsis_presupuesto: string;
  descripcion: string;
  unidades: number | null;
  precio: number | null;
  dto: number | null;
  iva: string;
}

export const valoresLineaPresupuesto = (l: LineaPresupuesto | null): ValoresLineaPresupuesto =>
  l
    ? { idsubsis_presupuesto: l.idsubsis_presupuesto ?? '', descripcion: l.descripcion, unidades: l.unidades, precio: l.precio, dto: l.dto, iva: String(l.iva) }
    : { idsubsis_presupuesto: '', descripcion: '', unidades: 1, precio: null, dto: 0, iva: '21' };

export const importeValoresLinea = (v: ValoresLineaPresupuesto): number =>
  v.unidades === null || v.precio === null ? 0 : importeLinea(v.precio, v.dto ?? 0, v.unidades);

const tipoIva = (v: string): (typeof TIPOS_IVA)[number] => TIPOS_IVA.find((t) => String(t) === v) ?? 21;

export interface DependenciasLinea {
  motor: Pick<MotorSync, 'mutate'>;
  idpresupuestocli: string;
  subsistemas: readonly SubsistemaPresupuesto[];
  /** Orden de una línea nueva (tras la última). */
  siguienteOrden: number;
  nuevoId?: () => string;
}

export const formularioLineaPresupuesto = ({ motor, idpresupuestocli, subsistemas, siguienteOrden, nuevoId = () => crypto.randomUUID() }: DependenciasLinea) =>
  declararFormulario<ValoresLineaPresupuesto, LineaPresupuesto | null>({
    entidad: 'lpresupuestocli',
    campos: [
      {
        campo: 'idsubsis_presupuesto',
        tipo: 'seleccion',
        etiqueta: etiquetasLinea.subsistema,
        opciones: [{ valor: '', etiqueta: T.sinSubsistema }, ...subsistemas.map((s) => ({ valor: s.idsubsis_presupuesto, etiqueta: `${s.numero}. ${s.descripcion}` }))],
      },
      { campo: 'descripcion', tipo: 'texto', etiqueta: etiquetasLinea.descripcion, requerido: true, maximo: 200, normalizar: (v) => v.trim() },
      { campo: 'unidades', tipo: 'numero', etiqueta: etiquetasLinea.unidades, requerido: true, decimales: 2, reglas: [(v) => (v !== null && v <= 0 ? MENSAJES_COMERCIAL.unidades : null)] },
      { campo: 'precio', tipo: 'importe', etiqueta: etiquetasLinea.precio, requerido: true, reglas: [(v) => (v !== null && v < 0 ? MENSAJES_COMERCIAL.precio : null)] },
      { campo: 'dto', tipo: 'numero', etiqueta: etiquetasLinea.dto, requerido: true, decimales: 2, reglas: [(v) => (v !== null && (v < 0 || v > 100) ? MENSAJES_COMERCIAL.dto : null)] },
      { campo: 'iva', tipo: 'seleccion', etiqueta: etiquetasLinea.iva, opciones: TIPOS_IVA.map((t) => ({ valor: String(t), etiqueta: `${t} %` })) },
    ],
    boton: 'Guardar línea',
    enviar: ({ valores, cambios, registro }) => {
      if (registro !== null) {
        const c: Partial<LineaPresupuesto> = {};
        if (cambios.idsubsis_presupuesto !== undefined) c.idsubsis_presupuesto = cambios.idsubsis_presupuesto || null;
        if (cambios.descripcion !== undefined) c.descripcion = cambios.descripcion;
        if (cambios.unidades !== undefined && cambios.unidades !== null) c.unidades = cambios.unidades;
        if (cambios.precio !== undefined && cambios.precio !== null) c.precio = cambios.precio;
        if (cambios.dto !== undefined && cambios.dto !== null) c.dto = cambios.dto;
        if (cambios.iva !== undefined) c.iva = tipoIva(cambios.iva);
        return motor.mutate('lpresupuestoCli.updateSync', { id: registro.idlpresupuestocli, cambios: c });
      }
      return motor.mutate('lpresupuestoCli.insertSync', {
        doc: {
          idlpresupuestocli: nuevoId(),
          idpresupuestocli,
          idsubsis_presupuesto: valores.idsubsis_presupuesto || null,
          idarticulo: null,
          descripcion: valores.descripcion,
          unidades: valores.unidades ?? 1,
          precio: valores.precio ?? 0,
          dto: valores.dto ?? 0,
          iva: tipoIva(valores.iva),
          orden: siguienteOrden,
          estado: 1,
        },
      });
    },
  });
