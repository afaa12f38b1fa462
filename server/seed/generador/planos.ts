/**
 * Planos de la demo: una imagen PNG de la planta (fichero del sistema, idtabla 96, con su contenido) y el
 * material instalado colocado encima (plano_material), para que /sistemas/{id}/plano/{idfichero} enseñe
 * algo. Un sistema con plano al alcance de cada técnico (por un parte suyo ya cerrado) y de cada delegación
 * (el comercial), como mucho MAX_SISTEMAS; el de más material, con dos plantas y el material repartido.
 * Solo sistemas sin partes pendientes: los planos de los partes de los próximos días los cuenta la
 * preparación sin conexión del técnico, y la demo no cambia lo que ya tiene que descargar.
 * El id de cada colocación es el del material (como planoMaterial.colocarSync). Usa su propia sección de
 * azar: no cambia nada de lo demás.
 */
import { entidades, type DocDe } from '../../../schemas';
import { instanteDe } from './fechas';
import { pngGris } from './firma-png';
import type { Aleatorio } from './prng';
import type { ContenidoDemo } from '../tipos';

export interface DatosPlanos {
  ficheros: DocDe<'fichero'>[];
  contenidos: ContenidoDemo[];
  colocaciones: DocDe<'planomaterial'>[];
}

export interface EntradaPlanos {
  r: Aleatorio;
  diaHoy: number;
  /** id del primer fichero (siguen a los de los sobres). */
  primerIdFichero: number;
  sistemas: readonly DocDe<'sistema'>[];
  materiales: readonly DocDe<'materialsistema'>[];
  partes: readonly DocDe<'partetrabajo'>[];
  clientes: readonly DocDe<'cliente'>[];
  tecnicos: readonly DocDe<'tecnico'>[];
  delegaciones: readonly DocDe<'delegacion'>[];
}

const IDTABLA_SISTEMA: number = entidades.sistema.idtabla ?? 96;
export const MAX_SISTEMAS = 12;
const MIN_MATERIALES = 3;
/** Con tantos materiales o más, el plano tiene dos plantas. */
const MIN_DOS_PLANTAS = 6;
const ANCHO = 480;
const ALTO = 320;
const MARGEN = 16;
const MURO = 4;
const PUERTA = 28;

type Rect = { x0: number; y0: number; x1: number; y1: number };

/** La planta: muros exteriores, dos o tres estancias con sus puertas y el hueco de la entrada. */
export const dibujarPlanta = (r: Aleatorio): { png: Buffer; estancias: Rect[] } => {
  const px = new Uint8Array(ANCHO * ALTO).fill(255);
  const rellenar = (x0: number, y0: number, x1: number, y1: number, tono: number): void => {
    for (let y = Math.max(0, y0); y < Math.min(ALTO, y1); y++) px.fill(tono, y * ANCHO + Math.max(0, x0), y * ANCHO + Math.min(ANCHO, x1));
  };
  const [izq, arr, der, aba] = [MARGEN, MARGEN, ANCHO - MARGEN, ALTO - MARGEN];
  // Muros exteriores y la entrada (un hueco en el muro de abajo).
  rellenar(izq, arr, der, arr + MURO, 30);
  rellenar(izq, aba - MURO, der, aba, 30);
  rellenar(izq, arr, izq + MURO, aba, 30);
  rellenar(der - MURO, arr, der, aba, 30);
  const entrada = r.entero(izq + 40, der - 40 - PUERTA);
  rellenar(entrada, aba - MURO, entrada + PUERTA, aba, 255);
  // Un tabique vertical con su puerta y, a un lado, otro horizontal con la suya.
  const xv = r.entero(Math.round(ANCHO * 0.38), Math.round(ANCHO * 0.62));
  rellenar(xv, arr, xv + MURO, aba, 30);
  const pv = r.entero(arr + 20, aba - 20 - PUERTA);
  rellenar(xv, pv, xv + MURO, pv + PUERTA, 255);
  const yh = r.entero(Math.round(ALTO * 0.4), Math.round(ALTO * 0.6));
  const izquierda = r.probabilidad(0.5);
  const [hx0, hx1] = izquierda ? [izq, xv] : [xv, der];
  rellenar(hx0, yh, hx1, yh + MURO, 30);
  const ph = r.entero(hx0 + 12, hx1 - 12 - PUERTA);
  rellenar(ph, yh, ph + PUERTA, yh + MURO, 255);
  // Una rejilla clara cada 40 px, como la del papel del plano.
  for (let y = 0; y < ALTO; y += 40) for (let x = 0; x < ANCHO; x++) if (px[y * ANCHO + x] === 255) px[y * ANCHO + x] = 232;
  for (let x = 0; x < ANCHO; x += 40) for (let y = 0; y < ALTO; y++) if (px[y * ANCHO + x] === 255) px[y * ANCHO + x] = 232;
  const dentro = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0: x0 + MURO, y0: y0 + MURO, x1: x1 - MURO, y1: y1 - MURO });
  const partida: Rect[] = izquierda
    ? [dentro(izq, arr, xv, yh), dentro(izq, yh, xv, aba), dentro(xv, arr, der, aba)]
    : [dentro(izq, arr, xv, aba), dentro(xv, arr, der, yh), dentro(xv, yh, der, aba)];
  return { png: pngGris(ANCHO, ALTO, px), estancias: partida };
};

const redondear4 = (n: number): number => Math.round(n * 10000) / 10000;

/** Un punto al azar dentro de una estancia, relativo a la imagen (0..1). */
const puntoEn = (r: Aleatorio, e: Rect): { x: number; y: number } => ({
  x: redondear4(r.entero(e.x0 + 10, e.x1 - 10) / ANCHO),
  y: redondear4(r.entero(e.y0 + 10, e.y1 - 10) / ALTO),
});

/** Los sistemas que llevan plano: uno al alcance de cada técnico y de cada delegación (el primero que valga). */
const elegirSistemas = (e: EntradaPlanos, materialesDe: ReadonlyMap<string, DocDe<'materialsistema'>[]>): DocDe<'sistema'>[] => {
  const conPendientes = new Set(e.partes.filter((p) => p.estado === 1 && p.idsistema).map((p) => p.idsistema));
  const valen = e.sistemas.filter((s) => s.estado > 0 && !conPendientes.has(s.idsistema) && (materialesDe.get(s.idsistema)?.length ?? 0) >= MIN_MATERIALES);
  const porId = new Map(valen.map((s) => [s.idsistema, s]));
  const delegacionDe = new Map(e.clientes.map((c) => [c.idcliente, c.iddelegacion]));
  const elegidos: DocDe<'sistema'>[] = [];
  const elegir = (s: DocDe<'sistema'> | undefined): void => {
    if (s && elegidos.length < MAX_SISTEMAS && !elegidos.includes(s)) elegidos.push(s);
  };
  for (const t of e.tecnicos) {
    const ids = e.partes.filter((p) => p.idtecnico === t.idtecnico && p.idsistema).map((p) => p.idsistema ?? '');
    if (elegidos.some((s) => ids.includes(s.idsistema))) continue;
    elegir(ids.map((id) => porId.get(id)).find((s) => s !== undefined));
  }
  for (const d of e.delegaciones) {
    const deLaDelegacion = (s: DocDe<'sistema'>): boolean => delegacionDe.get(s.idcliente) === d.iddelegacion;
    if (!elegidos.some(deLaDelegacion)) elegir(valen.find(deLaDelegacion));
  }
  return elegidos;
};

export const generarPlanos = (e: EntradaPlanos): DatosPlanos => {
  const { r, diaHoy } = e;
  const d: DatosPlanos = { ficheros: [], contenidos: [], colocaciones: [] };
  const materialesDe = new Map<string, DocDe<'materialsistema'>[]>();
  for (const m of e.materiales) {
    if (m.estado <= 0) continue;
    const lista = materialesDe.get(m.idsistema);
    if (lista) lista.push(m);
    else materialesDe.set(m.idsistema, [m]);
  }
  const elegidos = elegirSistemas(e, materialesDe);
  const masMaterial = elegidos.reduce<DocDe<'sistema'> | null>((a, s) => (!a || (materialesDe.get(s.idsistema)?.length ?? 0) > (materialesDe.get(a.idsistema)?.length ?? 0) ? s : a), null);
  for (const s of elegidos) {
    const materiales = materialesDe.get(s.idsistema) ?? [];
    const plantas = s === masMaterial && materiales.length >= MIN_DOS_PLANTAS ? ['planta-baja', 'planta-primera'] : ['planta-baja'];
    const creado = instanteDe(diaHoy - r.entero(30, 400), r.entero(8 * 60, 18 * 60));
    const dibujos = plantas.map((nombre) => {
      const { png, estancias } = dibujarPlanta(r);
      const idfichero = String(e.primerIdFichero + d.ficheros.length);
      const datos = new Uint8Array(png);
      d.ficheros.push({ idfichero, idtabla: IDTABLA_SISTEMA, id: s.idsistema, nombre: `plano-${nombre}.png`, tipo: 'image/png', tamano: datos.length, creado, estado: 1 });
      d.contenidos.push({ idfichero, tipo: 'image/png', datos });
      return { idfichero, estancias };
    });
    // El material, repartido entre las plantas; uno de cada cuatro queda sin colocar (para colocarlo a mano).
    materiales.forEach((m, i) => {
      if (i % 4 === 3) return;
      const dibujo = dibujos[i % dibujos.length];
      const estancia = dibujo ? r.elegir(dibujo.estancias) : undefined;
      if (!dibujo || !estancia) return;
      const { x, y } = puntoEn(r, estancia);
      d.colocaciones.push({ idplano_material: m.idmaterial_sistema, idmaterial_sistema: m.idmaterial_sistema, idsistema: s.idsistema, idfichero: dibujo.idfichero, x, y, estado: 1 });
    });
  }
  return d;
};
