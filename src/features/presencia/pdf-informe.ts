/**
 * El informe mensual del registro de jornada como PDF, generado en el dispositivo con el escritor de
 * src/lib/pdf (pdf-lib, sin red): membrete de la empresa, persona y periodo, la tabla de días (fecha, día,
 * tramos entrada–salida y total del día, con 'En curso' o 'Sin salida' si toca), el total del mes, las
 * correcciones con su motivo y su autor, los fichajes con hora no fiable (si los hay), la nota legal y las casillas para la firma de la empresa y de la
 * persona. Se carga bajo demanda (pdf-lib va en su propio trozo). Mismo modelo, mismos bytes.
 */
import { formatearMinutos } from '../../../replication/presencia';
import { ANCHO_UTIL, columnas, crearDocumento, Escritor, type Columna } from '../../lib/pdf/escritor';
import { escribirMembrete } from '../../lib/pdf/membrete';
import { TEXTOS_INFORME as T, type InformeMensual, type TramoInforme } from './informe';

const DIAS: readonly Columna[] = [
  { x: 0, ancho: 62 },
  { x: 66, ancho: 62 },
  { x: 132, ancho: ANCHO_UTIL - 132 - 84 },
  { x: ANCHO_UTIL - 80, ancho: 80, derecha: true },
];

const CORRECCIONES: readonly Columna[] = [
  { x: 0, ancho: 72 },
  { x: 76, ancho: 44 },
  { x: 124, ancho: 100 },
  { x: 228, ancho: ANCHO_UTIL - 228 - 150 },
  { x: ANCHO_UTIL - 146, ancho: 72 },
  { x: ANCHO_UTIL - 70, ancho: 70 },
];

const NO_FIABLES: readonly Columna[] = [
  { x: 0, ancho: 72 },
  { x: 76, ancho: 44 },
  { x: 124, ancho: 72 },
  { x: 200, ancho: ANCHO_UTIL - 200 },
];

const textoTramo = (t: TramoInforme): string => `${t.entrada} – ${t.salida ?? '…'}${t.nota ? ` (${t.nota})` : ''}`;

export const generarPdfInforme = async (i: InformeMensual, fecha: Date): Promise<Uint8Array> => {
  const doc = await crearDocumento({
    titulo: T.titulo(i.nombreMes),
    asunto: T.asunto(i.persona.nombre, i.nombreMes),
    autor: i.empresa.nombre || 'Vigía',
    palabrasClave: ['registro de jornada', 'presencia', i.mes],
    fecha,
  });
  const e = await Escritor.crear(doc);
  escribirMembrete(e, i.empresa);
  e.titulo(T.titulo(i.nombreMes));
  e.campos([
    [T.trabajador, i.persona.nombre],
    [T.nif, i.persona.nif],
    [T.delegacion, i.persona.delegacion],
    [T.periodoEtiqueta, i.periodo],
    [T.generado, i.generado],
  ]);
  e.y -= 6;
  e.tabla(DIAS, [T.fecha, T.dia, T.tramos, T.totalDiaPdf], () => {
    for (const d of i.dias) {
      const tramos = d.tramos.length === 0 ? T.sinFichajes : d.tramos.map(textoTramo).join('\n');
      e.fila(columnas([d.fecha, d.nombreDia, tramos, d.tramos.length === 0 ? '—' : formatearMinutos(d.minutos)], DIAS));
    }
  });
  e.totales([{ etiqueta: T.totalMes, valor: formatearMinutos(i.total), negrita: true }]);

  e.titulo(T.correcciones);
  if (i.correcciones.length === 0) e.texto(T.sinCorrecciones, { suave: true });
  else
    e.tabla(CORRECCIONES, [T.fechaHora, T.tipo, T.corrige, T.motivo, T.autor, T.registrada], () => {
      for (const c of i.correcciones) e.fila(columnas([c.fechaHora, c.tipo, c.corrige, c.motivo, c.autor, c.registrada], CORRECCIONES));
    });

  if (i.noFiables.length > 0) {
    e.titulo(T.horasNoFiables);
    e.tabla(NO_FIABLES, [T.fechaHora, T.tipo, T.horaDispositivo, T.motivoHora], () => {
      for (const n of i.noFiables) e.fila(columnas([n.fechaHora, n.tipo, n.dispositivo, `${T.horaNoFiable}: ${n.motivo}`], NO_FIABLES));
    });
  }

  e.y -= 10;
  e.texto(T.legal, { tamano: 8, suave: true });
  e.y -= 10;
  e.casillas([{ etiqueta: T.firmaEmpresa }, { etiqueta: T.firmaTrabajador }], 60);
  e.pies((pagina, total) => T.pie(i.persona.nombre, i.nombreMes, pagina, total));
  return doc.save();
};
