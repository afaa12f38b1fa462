/**
 * Compañeros y solicitudes de material de los partes de la demo, para que 'Técnicos del parte' y
 * 'Solicitud de material' no salgan vacías.
 *
 * Compañeros (partetrabajotecnico): un técnico de la misma delegación que el asignado acompaña en uno de
 * cada tres partes de instalación y en uno de cada catorce de los demás (activos, con técnico). Nunca es
 * un técnico con usuario en la demo (tecnico, tecnico2, el de supervisión): el compañero recibe el parte
 * en su conjunto de trabajo, y así lo que descargan y cuentan esos usuarios (sus partes asignados) no
 * cambia; solo ven el compañero en sus partes. Además, cada técnico con usuario tiene al menos un parte
 * finalizado y uno pendiente con compañero.
 *
 * Solicitudes (solicitudmaterial): material que el técnico pidió para el parte, de la categoría que usa
 * el trabajo. En uno de cada seis partes pendientes (pendiente 1, o servida 2 si se pidió hace días) y en
 * uno de cada veinte finalizados (servida 2); fechadas antes del parte y nunca en el futuro. Cada técnico
 * con usuario tiene al menos una pendiente y una servida.
 *
 * En los partes pendientes de los técnicos con usuario se deja sin compañero ni solicitud los
 * PRIMEROS_LIBRES primeros por número: son los que eligen las pruebas e2e para añadir los suyos.
 * Crece con la escala como los partes. Usa su propia sección de azar.
 */
import type { DocDe } from '../../../schemas';
import type { Catalogo, Categoria } from './catalogo';
import { articuloDe } from './clientes';
import { diaDe, instanteDe } from './fechas';
import type { Aleatorio } from './prng';

export interface CompanerosYSolicitudes {
  companeros: DocDe<'partetrabajotecnico'>[];
  solicitudes: DocDe<'solicitudmaterial'>[];
}

export interface EntradaCompanerosYSolicitudes {
  r: Aleatorio;
  diaHoy: number;
  partes: readonly DocDe<'partetrabajo'>[];
  tecnicos: readonly DocDe<'tecnico'>[];
  catalogo: Catalogo;
  /** idtecnico de los técnicos con usuario en la demo. */
  tecnicosConUsuario: ReadonlySet<string>;
}

/** Partes pendientes (por número) de cada técnico con usuario que quedan sin compañero ni solicitud. */
export const PRIMEROS_LIBRES = 8;

/** Material que se pide según el trabajo. */
const MATERIAL_SOLICITADO: Record<string, readonly Categoria[]> = {
  averia: ['int_detector', 'int_sirena', 'bateria', 'cctv_camara', 'inc_detector', 'acc_lector', 'fuente'],
  revision: ['bateria', 'bateria', 'int_detector', 'inc_detector', 'cctv_disco'],
  mantenimiento: ['bateria', 'accesorio', 'fuente', 'cctv_disco', 'inc_pulsador'],
  instalacion: ['cable', 'tubo', 'int_detector', 'int_contacto', 'cctv_camara', 'acc_cerradura', 'com_modulo'],
};

const OBSERVACIONES_SOLICITUD = [
  'No queda en la furgoneta.',
  'Dejarlo en la delegación; lo recojo mañana a primera hora.',
  'El del cliente es de otra marca; pedir uno compatible.',
  'Urgente: el cliente está sin servicio.',
  'Para la próxima visita.',
] as const;

const unidadesDe = (r: Aleatorio, cat: Categoria): number => {
  if (cat === 'cable') return r.entero(4, 20) * 5;
  if (cat === 'tubo') return r.entero(2, 8) * 5;
  return r.ponderado([[1, 60], [2, 25], [3, 10], [4, 5]] as const);
};

export const generarCompanerosYSolicitudes = (e: EntradaCompanerosYSolicitudes): CompanerosYSolicitudes => {
  const { r, diaHoy } = e;
  const d: CompanerosYSolicitudes = { companeros: [], solicitudes: [] };
  const delegacion = new Map(e.tecnicos.map((t) => [t.idtecnico, t.iddelegacion]));
  // Candidatos a compañero por delegación: activos y sin usuario en la demo.
  const candidatos = new Map<string, string[]>();
  for (const t of e.tecnicos) {
    if (t.estado <= 0 || e.tecnicosConUsuario.has(t.idtecnico)) continue;
    candidatos.set(t.iddelegacion, [...(candidatos.get(t.iddelegacion) ?? []), t.idtecnico]);
  }
  // Los primeros pendientes por número de cada técnico con usuario: para las pruebas.
  const libres = new Set<string>();
  for (const id of e.tecnicosConUsuario) {
    e.partes
      .filter((p) => p.idtecnico === id && p.estado === 1)
      .sort((a, b) => a.numero.localeCompare(b.numero))
      .slice(0, PRIMEROS_LIBRES)
      .forEach((p) => libres.add(p.idparte_trabajo));
  }
  const validos = e.partes.filter((p) => p.estado > 0 && p.idtecnico !== null && !libres.has(p.idparte_trabajo));

  const conCompanero = new Set<string>();
  const companero = (p: DocDe<'partetrabajo'>): void => {
    const lista = candidatos.get(delegacion.get(p.idtecnico ?? '') ?? p.iddelegacion)?.filter((t) => t !== p.idtecnico) ?? [];
    if (lista.length === 0 || conCompanero.has(p.idparte_trabajo)) return;
    conCompanero.add(p.idparte_trabajo);
    d.companeros.push({ idparte_trabajo_tecnico: String(d.companeros.length + 1), idparte_trabajo: p.idparte_trabajo, idtecnico: r.elegir(lista), estado: 1 });
  };
  for (const p of validos) if (r.probabilidad(p.clasificacion === 'instalacion' ? 1 / 3 : 1 / 14)) companero(p);

  const conSolicitud = new Set<string>();
  const solicitud = (p: DocDe<'partetrabajo'>, servida: boolean): void => {
    if (conSolicitud.has(p.idparte_trabajo)) return;
    conSolicitud.add(p.idparte_trabajo);
    const dia = diaDe(p.fecha);
    // Se pide antes de la visita (o en ella); la servida, con días de margen; nunca en el futuro.
    const diaPedido = Math.min(dia - r.entero(0, 4), diaHoy - (servida ? r.entero(3, 10) : r.entero(0, 2)));
    const cuantas = r.probabilidad(0.3) ? 2 : 1;
    const categorias = MATERIAL_SOLICITADO[p.clasificacion] ?? MATERIAL_SOLICITADO.averia ?? [];
    for (let k = 0; k < cuantas; k++) {
      const cat = r.elegir(categorias);
      const articulo = e.catalogo.articulos[articuloDe(r, e.catalogo, cat)];
      if (!articulo) continue;
      d.solicitudes.push({
        idsolicitud_material: String(d.solicitudes.length + 1), idparte_trabajo: p.idparte_trabajo, idarticulo: articulo.idarticulo,
        descripcion: articulo.descripcion, unidades: unidadesDe(r, cat), observaciones: r.probabilidad(0.6) ? r.elegir(OBSERVACIONES_SOLICITUD) : null,
        fecha: instanteDe(diaPedido, r.entero(8 * 60, 18 * 60)), estado: servida ? 2 : 1,
      });
    }
  };
  for (const p of validos) {
    if (p.estado === 1 && r.probabilidad(1 / 6)) solicitud(p, r.probabilidad(0.3));
    else if (p.estado === 2 && r.probabilidad(1 / 20)) solicitud(p, true);
  }

  // Cada técnico con usuario: un compañero en un parte finalizado y en uno pendiente; una solicitud
  // pendiente y una servida.
  for (const id of e.tecnicosConUsuario) {
    const suyos = validos.filter((p) => p.idtecnico === id);
    const pendientes = suyos.filter((p) => p.estado === 1);
    const finalizados = suyos.filter((p) => p.estado === 2);
    for (const lista of [pendientes, finalizados]) {
      const sin = lista.find((p) => !conCompanero.has(p.idparte_trabajo));
      if (!lista.some((p) => conCompanero.has(p.idparte_trabajo)) && sin) companero(sin);
    }
    const suyas = d.solicitudes.filter((s) => suyos.some((p) => p.idparte_trabajo === s.idparte_trabajo));
    const libre = (l: readonly DocDe<'partetrabajo'>[]) => l.find((p) => !conSolicitud.has(p.idparte_trabajo));
    if (!suyas.some((s) => s.estado === 1)) {
      const p = libre(pendientes);
      if (p) solicitud(p, false);
    }
    if (!suyas.some((s) => s.estado === 2)) {
      const p = libre(finalizados) ?? libre(pendientes);
      if (p) solicitud(p, true);
    }
  }
  return d;
};
