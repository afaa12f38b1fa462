/**
 * Notas y adjuntos de la demo, para que las notas de partes y órdenes y los ficheros de clientes,
 * prospectos y órdenes no salgan vacíos. Notas: en uno de cada cuatro partes (del técnico del parte, el
 * día del parte o hoy si es futuro) y en una de cada cinco órdenes (de la oficina), como mucho MAX_NOTAS.
 * Adjuntos: un croquis en PNG (fichero con su contenido) en la orden de un parte de cada técnico y en su
 * cliente, en el primer parte finalizado de cada técnico, y en los dos primeros clientes y el primer
 * prospecto de cada delegación; como mucho MAX_FICHEROS. Ninguno en un parte pendiente: los adjuntos de los
 * partes de los próximos días los cuenta la preparación sin conexión del técnico, que no cambia. Usa su
 * propia sección de azar.
 */
import { entidades, type DocDe } from '../../../schemas';
import { diaDe, instanteDe } from './fechas';
import { dibujarPlanta } from './planos';
import type { Aleatorio } from './prng';
import type { ContenidoDemo } from '../tipos';

export interface NotasYFicheros {
  notas: DocDe<'nota'>[];
  ficheros: DocDe<'fichero'>[];
  contenidos: ContenidoDemo[];
}

export interface EntradaNotasYFicheros {
  r: Aleatorio;
  diaHoy: number;
  /** id del primer fichero (siguen a los planos). */
  primerIdFichero: number;
  partes: readonly DocDe<'partetrabajo'>[];
  ordenes: readonly DocDe<'ordentrabajo'>[];
  tecnicos: readonly DocDe<'tecnico'>[];
  clientes: readonly DocDe<'cliente'>[];
  potenciales: readonly DocDe<'clientepotencial'>[];
  delegaciones: readonly DocDe<'delegacion'>[];
  /** Quien firma las notas de las órdenes (la oficina: el administrador de la demo). */
  autorOficina: string;
}

export const MAX_NOTAS = 3000;
export const MAX_FICHEROS = 40;
const IDTABLA_PARTE: number = entidades.partetrabajo.idtabla ?? 269;
const IDTABLA_ORDEN: number = entidades.ordentrabajo.idtabla ?? 267;
const IDTABLA_CLIENTE: number = entidades.cliente.idtabla ?? 9;
const IDTABLA_POTENCIAL: number = entidades.clientepotencial.idtabla ?? 10;

const NOTAS_PARTE = [
  'El cliente pide que se avise por teléfono media hora antes de llegar.',
  'La llave del cuarto de la central la tiene el conserje (de 8 a 15 h).',
  'Aparcamiento difícil: hay plaza de carga y descarga en la calle de atrás.',
  'Batería de la central con 4 años: conviene cambiarla en la próxima visita.',
  'El detector del almacén da falsas alarmas con la carretilla: revisar orientación.',
  'Perro suelto en el patio: el cliente lo encierra si se le avisa.',
  'Sirena exterior con la carcasa rota por el viento; pedir repuesto.',
  'El cliente quiere presupuesto para ampliar con dos cámaras en el parking.',
] as const;

const NOTAS_ORDEN = [
  'Confirmada la fecha con el cliente por teléfono.',
  'Material pedido al almacén central; llega en 48 horas.',
  'El cliente pide factura a nombre de la comunidad de propietarios.',
  'Prioridad subida a petición del comercial: cliente con contrato de mantenimiento.',
  'Acceso por la puerta lateral; el portero automático de la principal no funciona.',
] as const;

export const generarNotasYFicheros = (e: EntradaNotasYFicheros): NotasYFicheros => {
  const { r, diaHoy } = e;
  const d: NotasYFicheros = { notas: [], ficheros: [], contenidos: [] };
  const nombreTecnico = new Map(e.tecnicos.map((t) => [t.idtecnico, t.nombre]));
  const nota = (idtabla: number, id: string, texto: string, dia: number, autor: string): void => {
    if (d.notas.length >= MAX_NOTAS) return;
    const idnota = String(d.notas.length + 1);
    d.notas.push({ idnota, idtabla, id, texto, fecha: instanteDe(Math.min(dia, diaHoy), r.entero(8 * 60, 19 * 60)), autor, estado: 1 });
  };
  for (const [i, p] of e.partes.entries()) {
    if (p.estado <= 0 || i % 4 !== 0 || !p.idtecnico) continue;
    const autor = nombreTecnico.get(p.idtecnico) ?? e.autorOficina;
    const textos = r.barajar(NOTAS_PARTE).slice(0, p.estado === 2 && r.probabilidad(0.4) ? 2 : 1);
    for (const t of textos) nota(IDTABLA_PARTE, p.idparte_trabajo, t, diaDe(p.fecha), autor);
  }
  for (const [i, o] of e.ordenes.entries()) {
    if (o.estado <= 0 || i % 5 !== 0) continue;
    nota(IDTABLA_ORDEN, o.idorden_trabajo, r.elegir(NOTAS_ORDEN), diaDe(o.fecha), e.autorOficina);
  }

  const adjuntos = new Set<string>();
  const croquis = (idtabla: number, id: string, nombre: string): void => {
    const clave = `${idtabla}/${id}`;
    if (adjuntos.has(clave) || d.ficheros.length >= MAX_FICHEROS) return;
    adjuntos.add(clave);
    const datos = new Uint8Array(dibujarPlanta(r).png);
    const idfichero = String(e.primerIdFichero + d.ficheros.length);
    const creado = instanteDe(diaHoy - r.entero(10, 300), r.entero(8 * 60, 18 * 60));
    d.ficheros.push({ idfichero, idtabla, id, nombre, tipo: 'image/png', tamano: datos.length, creado, estado: 1 });
    d.contenidos.push({ idfichero, tipo: 'image/png', datos });
  };
  const ordenes = new Map(e.ordenes.map((o) => [o.idorden_trabajo, o]));
  for (const t of e.tecnicos) {
    const orden = e.partes.filter((p) => p.idtecnico === t.idtecnico).map((p) => ordenes.get(p.idorden_trabajo)).find((o) => o !== undefined && o.estado > 0);
    if (!orden) continue;
    croquis(IDTABLA_ORDEN, orden.idorden_trabajo, 'croquis-acceso.png');
    croquis(IDTABLA_CLIENTE, orden.idcliente, 'croquis-instalacion.png');
  }
  for (const t of e.tecnicos) {
    const finalizado = e.partes.find((p) => p.idtecnico === t.idtecnico && p.estado === 2);
    if (finalizado) croquis(IDTABLA_PARTE, finalizado.idparte_trabajo, 'croquis-zonas-revisadas.png');
  }
  for (const del of e.delegaciones) {
    for (const c of e.clientes.filter((x) => x.iddelegacion === del.iddelegacion && x.estado > 0).slice(0, 2)) croquis(IDTABLA_CLIENTE, c.idcliente, 'croquis-instalacion.png');
    const potencial = e.potenciales.find((x) => x.iddelegacion === del.iddelegacion && x.estado > 0);
    if (potencial) croquis(IDTABLA_POTENCIAL, potencial.idcliente_potencial, 'croquis-visita.png');
  }
  return d;
};
