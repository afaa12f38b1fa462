/**
 * Todo lo de un parte que usan las pantallas de cierre (resumen, cobrar, firmar, finalizar y el PDF),
 * leído del dispositivo con consultas reactivas: el parte, su orden y cliente, líneas, acciones, tiempos,
 * cobros, la firma vigente, las checklists, los parámetros y los técnicos. Funciona igual sin conexión.
 */
import { useMemo } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { empresaDeParametros } from '../../lib/pdf/empresa';
import { etiquetaClasificacionParte, etiquetaEstadoParte } from '../partes/partes.labels';
import { totalLineas } from './cobro';
import { etiquetaEstadoAccion, etiquetasFormaPago, esFormaPago } from './cierre.labels';
import type { DatosPdfParte } from './pdf-parte';
import { minutosDe } from '../tiempos/tiempos';
import { textoFirma, textoResultado } from '../checklists/resultado';

/** idtabla de parte_trabajo (especificación, sección 3). */
export const IDTABLA_PARTE = 269;

export interface DatosParte {
  parte: DocDe<'partetrabajo'>;
  orden: DocDe<'ordentrabajo'> | null;
  cliente: DocDe<'cliente'> | null;
  lineas: DocDe<'lpartetrabajo'>[];
  acciones: DocDe<'accionejec'>[];
  tiempos: DocDe<'tiempotrabajado'>[];
  cobros: DocDe<'cobro'>[];
  /** Firmas activas del parte, la más reciente primero (normalmente una). */
  firmas: DocDe<'firma'>[];
  ficheros: DocDe<'fichero'>[];
  /** Checklists activas del parte, por orden. */
  checklists: DocDe<'checklistot'>[];
  parametros: ReadonlyMap<string, string>;
  tecnicos: DocDe<'tecnico'>[];
  total: number;
}

export type EstadoDatosParte = { fase: 'cargando' } | { fase: 'listo'; datos: DatosParte };

const porId = <T,>(a: T[] | undefined): T[] => a ?? [];

/** Lo de un parte ya cargado (la carcasa de documento lo trae): su orden, cliente y todo lo del cierre. */
export const useDatosParte = (parte: DocumentoDe<'partetrabajo'>): EstadoDatosParte => {
  const { db } = useVigia();
  const idparte = parte.idparte_trabajo;
  const idorden = parte.idorden_trabajo;
  const idcliente = parte.idcliente;
  const { resultado: orden } = useRxQuery(() => (idorden ? db.ordentrabajo.findOne(idorden) : null), [db, idorden]);
  const { resultado: cliente } = useRxQuery(() => (idcliente ? db.cliente.findOne(idcliente) : null), [db, idcliente]);
  const porParte = { selector: { idparte_trabajo: { $eq: idparte } } };
  const { resultado: lineas } = useRxQuery(() => db.lpartetrabajo.find(porParte), [db, idparte]);
  const { resultado: acciones } = useRxQuery(() => db.accionejec.find(porParte), [db, idparte]);
  const { resultado: tiempos } = useRxQuery(() => db.tiempotrabajado.find(porParte), [db, idparte]);
  const { resultado: cobros } = useRxQuery(() => db.cobro.find(porParte), [db, idparte]);
  const { resultado: firmas } = useRxQuery(() => db.firma.find({ selector: { id: { $eq: idparte } } }), [db, idparte]);
  const { resultado: ficheros } = useRxQuery(() => db.fichero.find({ selector: { id: { $eq: idparte } } }), [db, idparte]);
  const { resultado: parametros } = useRxQuery(() => db.parametro.find(), [db]);
  const { resultado: tecnicos } = useRxQuery(() => db.tecnico.find(), [db]);
  const { resultado: checklists } = useRxQuery(() => db.checklistot.find(porParte), [db, idparte]);

  return useMemo((): EstadoDatosParte => {
    // Hasta que llegan todas las consultas no se pinta nada: sin esto el total saldría 0 un instante.
    const listas = [lineas, acciones, tiempos, cobros, firmas, ficheros, parametros, tecnicos, checklists];
    if (listas.some((r) => r === undefined) || orden === undefined || cliente === undefined) return { fase: 'cargando' };
    const lineasActivas = porId(lineas).map((d) => d.toMutableJSON()).filter((l) => l.estado > 0);
    return {
      fase: 'listo',
      datos: {
        parte: parte.toMutableJSON(),
        orden: orden?.toMutableJSON() ?? null,
        cliente: cliente?.toMutableJSON() ?? null,
        lineas: lineasActivas,
        acciones: porId(acciones).map((d) => d.toMutableJSON()).filter((a) => a.estado > 0),
        tiempos: porId(tiempos).map((d) => d.toMutableJSON()).filter((t) => t.estado > 0).sort((a, b) => a.inicio.localeCompare(b.inicio)),
        cobros: porId(cobros).map((d) => d.toMutableJSON()).filter((c) => c.estado > 0).sort((a, b) => a.fecha.localeCompare(b.fecha)),
        firmas: porId(firmas).map((d) => d.toMutableJSON()).filter((f) => f.estado > 0 && f.idtabla === IDTABLA_PARTE).sort((a, b) => b.fecha.localeCompare(a.fecha)),
        ficheros: porId(ficheros).map((d) => d.toMutableJSON()).filter((f) => f.estado > 0 && f.idtabla === IDTABLA_PARTE),
        parametros: new Map(porId(parametros).map((d) => [d.clave, d.valor])),
        tecnicos: porId(tecnicos).map((d) => d.toMutableJSON()),
        checklists: porId(checklists).map((d) => d.toMutableJSON()).filter((c) => c.estado > 0).sort((a, b) => a.orden - b.orden || a.descripcion.localeCompare(b.descripcion, 'es')),
        total: totalLineas(lineasActivas),
      },
    };
  }, [parte, orden, cliente, lineas, acciones, tiempos, cobros, firmas, ficheros, parametros, tecnicos, checklists]);
};

/** Nombre de un técnico (o su id si no está en el dispositivo). */
export const nombreTecnico = (tecnicos: readonly DocDe<'tecnico'>[], idtecnico: string | null | undefined): string =>
  (idtecnico ? tecnicos.find((t) => t.idtecnico === idtecnico)?.nombre : undefined) ?? (idtecnico ? `Técnico ${idtecnico}` : '—');

/** Los datos del PDF a partir de lo del dispositivo; `firma` permite usar una recién capturada. */
export const datosPdf = (d: DatosParte, generado: Date, firma: DocDe<'firma'> | null = d.firmas[0] ?? null): DatosPdfParte => {
  return {
    empresa: empresaDeParametros(d.parametros),
    parte: {
      numero: d.parte.numero, fecha: d.parte.fecha, descripcion: d.parte.descripcion, estado: etiquetaEstadoParte(d.parte.estado),
      clasificacion: etiquetaClasificacionParte(d.parte.clasificacion), observaciones: d.parte.observaciones ?? null,
    },
    orden: d.orden ? { numero: d.orden.numero, descripcion: d.orden.descripcion } : null,
    cliente: d.cliente ? { nombre: d.cliente.nombre, codigo: d.cliente.codigo, nif: d.cliente.nif ?? null } : null,
    lineas: d.lineas.map((l) => ({ descripcion: l.numserie ? `${l.descripcion} (n.º serie ${l.numserie})` : l.descripcion, unidades: l.unidades, precio: l.precio, dto: l.dto, importe: l.importe })),
    total: d.total,
    acciones: d.acciones.map((a) => ({ descripcion: a.observaciones ? `${a.descripcion}. ${a.observaciones}` : a.descripcion, estado: etiquetaEstadoAccion(a.estado) })),
    tiempos: d.tiempos.map((t) => ({ inicio: t.inicio, fin: t.fin ?? null, minutos: minutosDe(t, generado), tecnico: nombreTecnico(d.tecnicos, t.idtecnico) })),
    cobros: d.cobros.map((c) => ({ fecha: c.fecha, formaPago: esFormaPago(c.forma_pago) ? etiquetasFormaPago[c.forma_pago] : c.forma_pago, importe: c.importe, recibo: c.recibo })),
    checklists: d.checklists.map((c) => ({ descripcion: c.descripcion, resultado: textoResultado(c), firma: textoFirma(c) })),
    firma: firma ? { nombre: firma.nombre, dni: firma.dni, fecha: firma.fecha, imagen: firma.imagen } : null,
    generado,
  };
};
