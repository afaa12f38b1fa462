/**
 * Pruebas de la vigilancia de la demo: el cuadrante cumple las reglas (replication/cuadrantes.ts) con el
 * horario de su turno, cubre este mes y el siguiente salvo sus últimos días; códigos únicos; puntos en
 * orden; rondas realizadas como las dejan ronda.escanearSync y ronda.cerrarSync (evaluarLectura,
 * resumenRonda); partes numerados; llaveros en la situación de su último movimiento, con dos firmas por
 * movimiento; y el ámbito: el usuario «vigilante» recibe sus dos puestos y lo que cuelga de ellos.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { horarioTurno, revisarCuadrante } from '../../../replication/cuadrantes';
import { esDni, esNie } from '../../../replication/documento-identidad';
import { estaVencido } from '../../../replication/llaves';
import { evaluarLectura, resumenRonda, type LecturaDeRonda } from '../../../replication/rondas';
import { etiquetarDocumentos } from '../../sync/ambito-datos';
import { cortan, etiquetasUsuario } from '../../sync/ambito';
import { generarDemo } from '../generador';
import type { DatosDemo } from '../tipos';
import { DIAS_SIN_CUADRAR } from './vigilancia-cuadrante';

const HOY = '2025-06-16';
/** Junio de 2025 (el mes de HOY) y julio (el siguiente). */
const MES = '2025-06';
const SIGUIENTE = '2025-07';
const DIAS_SIGUIENTE = 31;

const grupos = <T>(xs: readonly T[], clave: (x: T) => string): Map<string, T[]> => {
  const m = new Map<string, T[]>();
  for (const x of xs) m.set(clave(x), [...(m.get(clave(x)) ?? []), x]);
  return m;
};

describe('vigilancia de la demo', () => {
  let demo: DatosDemo;
  let pequena: DatosDemo;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    pequena = await generarDemo({ escala: 0.1, semilla: 1, hoy: HOY });
  });

  it('tamaños: unos 12 vigilantes, 4 puestos y 6 llaveros por delegación, con servicios, turnos y rondas', () => {
    const D = demo.documentos;
    const delegaciones = D.delegacion.length;
    expect(D.vigilante.length).toBe(12 * delegaciones + 1); // y el jefe de seguridad
    expect(D.puestoservicio.length).toBe(4 * delegaciones);
    expect(D.llavero.length).toBe(6 * delegaciones);
    const porPuesto = <T extends { idpuesto_servicio: string }>(xs: readonly T[]) => grupos(xs, (x) => x.idpuesto_servicio);
    const servicios = porPuesto(D.puestoservicioservicio);
    const rondas = porPuesto(D.rondaprogramada);
    const asignados = porPuesto(D.puestovigilante);
    const turnos = porPuesto(D.turnopuesto);
    for (const p of D.puestoservicio) {
      expect(servicios.get(p.idpuesto_servicio)?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(servicios.get(p.idpuesto_servicio)?.length ?? 0).toBeLessThanOrEqual(2);
      expect(rondas.get(p.idpuesto_servicio)?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(rondas.get(p.idpuesto_servicio)?.length ?? 0).toBeLessThanOrEqual(2);
      expect(asignados.get(p.idpuesto_servicio)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(asignados.get(p.idpuesto_servicio)?.length ?? 0).toBeLessThanOrEqual(5);
      const codigos = (turnos.get(p.idpuesto_servicio) ?? []).map((t) => t.codigo);
      expect(codigos.slice(0, 3)).toEqual(['M', 'T', 'N']);
      expect(p.consignas).toBeTruthy();
    }
    expect(D.turnopuesto.some((t) => t.codigo === 'D' && t.hora_inicio === '08:00' && t.hora_fin === '20:00')).toBe(true);
    expect(D.puestoservicio.filter((p) => p.idcliente !== null).length).toBeGreaterThan(D.puestoservicio.length / 2);
    // Un puesto de un cliente está en una dirección del cliente.
    for (const p of D.puestoservicio.filter((x) => x.idcliente !== null)) {
      const dir = D.direccion.find((x) => x.idcliente === p.idcliente && x.direccion === p.direccion);
      expect(dir, p.codigo).toBeDefined();
      expect([p.lat, p.lng]).toEqual([dir?.lat, dir?.lng]);
    }
    // A escala pequeña también hay de todo.
    expect(pequena.documentos.cuadranteturno.length).toBeGreaterThan(0);
    expect(pequena.documentos.llavero.some((l) => l.situacion === 'fuera')).toBe(true);
  });

  it('el cuadrante cumple las reglas, con el horario de su turno, los días de su servicio y vigilantes del puesto', () => {
    for (const d of [demo, pequena]) {
      const D = d.documentos;
      const nombre = new Map(D.vigilante.map((v) => [v.idvigilante, v.nombre]));
      expect(revisarCuadrante(D.cuadranteturno, (id) => nombre.get(id) ?? id)).toEqual([]);
      const turnos = new Map(D.turnopuesto.map((t) => [t.idturno_puesto, t]));
      const servicios = new Map(D.puestoservicioservicio.map((s) => [s.idpuesto_servicio_servicio, s]));
      for (const c of D.cuadranteturno) {
        const t = turnos.get(c.idturno_puesto ?? '');
        if (!t) expect.fail(`cuadrante ${c.idcuadrante} sin turno`);
        expect(c.codigo).toBe(t.codigo);
        const h = horarioTurno(c.fecha, t.hora_inicio, t.hora_fin);
        expect([c.inicio, c.fin, c.horas]).toEqual([h.inicio, h.fin, h.horas]);
        const diaSemana = ((new Date(`${c.fecha}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
        expect(servicios.get(c.idpuesto_servicio_servicio)?.dias).toContain(diaSemana);
        expect(c.fecha >= `${MES}-01` && c.fecha <= `${SIGUIENTE}-${DIAS_SIGUIENTE}`).toBe(true);
      }
    }
  });

  it('cubre el mes en curso y el siguiente, menos los últimos días del siguiente (trabajo para la supervisión)', () => {
    const D = demo.documentos;
    const porServicio = grupos(D.cuadranteturno, (c) => c.idpuesto_servicio_servicio);
    for (const s of D.puestoservicioservicio) {
      const suyos = porServicio.get(s.idpuesto_servicio_servicio) ?? [];
      expect(suyos.some((c) => c.fecha.startsWith(MES)), s.descripcion).toBe(true);
      expect(suyos.some((c) => c.fecha.startsWith(SIGUIENTE)), s.descripcion).toBe(true);
      expect(suyos.some((c) => c.fecha > `${SIGUIENTE}-${DIAS_SIGUIENTE - DIAS_SIN_CUADRAR}`)).toBe(false);
    }
    // Casi todo el mes en curso, cubierto: los huecos son pocos.
    const delMes = D.cuadranteturno.filter((c) => c.fecha.startsWith(MES)).length;
    expect(delMes).toBeGreaterThan(400);
    // El vigilante de la demo tiene turnos este mes en sus dos puestos.
    const suyos = D.cuadranteturno.filter((c) => c.idvigilante === '1' && c.fecha.startsWith(MES));
    expect(new Set(suyos.map((c) => c.idpuesto_servicio)).size).toBe(2);
  });

  it('códigos únicos: puestos PS-0001…, TIP de 6 cifras, puntos de ronda, llaveros y números de parte', () => {
    const D = demo.documentos;
    const unicos = (xs: readonly string[]) => expect(new Set(xs).size).toBe(xs.length);
    unicos(D.puestoservicio.map((p) => p.codigo));
    unicos(D.vigilante.map((v) => v.tip));
    unicos(D.puntoronda.map((p) => p.codigo));
    unicos(D.llavero.map((l) => l.codigo));
    unicos(D.partenovedad.map((p) => p.numero));
    D.puestoservicio.forEach((p, i) => expect(p.codigo).toBe(`PS-${String(i + 1).padStart(4, '0')}`));
    for (const v of D.vigilante) expect(v.tip).toMatch(/^[1-9]\d{5}$/);
    expect(new Set(D.vigilante.map((v) => v.categoria))).toEqual(new Set(['Vigilante de seguridad', 'Vigilante jefe de turno', 'Jefe de seguridad']));
    for (const p of D.partenovedad) expect(p.numero).toBe(`PN${p.idparte_novedad.padStart(8, '0').toUpperCase()}`);
    for (const l of D.llavero) expect(l.codigo).toMatch(/^LL-\d{4}$/);
  });

  it('puntos de ronda: de 4 a 8 por ronda, en orden 1..n; rondas de 30 a 60 minutos', () => {
    const D = demo.documentos;
    const porRonda = grupos(D.puntoronda, (p) => p.idronda_programada);
    for (const r of D.rondaprogramada) {
      const puntos = porRonda.get(r.idronda_programada) ?? [];
      expect(puntos.length).toBeGreaterThanOrEqual(4);
      expect(puntos.length).toBeLessThanOrEqual(8);
      expect(puntos.map((p) => p.orden)).toEqual(puntos.map((_, i) => i + 1));
      expect(r.duracion_min).toBeGreaterThanOrEqual(30);
      expect(r.duracion_min).toBeLessThanOrEqual(60);
      expect(r.hora_inicio).toMatch(/^\d{2}:\d{2}$/);
      expect(['Ronda perimetral', 'Ronda interior']).toContain(r.nombre);
    }
    expect(D.rondaprogramada.filter((r) => r.ordenada).length).toBeGreaterThan(D.rondaprogramada.length / 2);
  });

  it('rondas realizadas como las dejan los mutadores: resultados de evaluarLectura, recuentos de resumenRonda, horas', () => {
    const D = demo.documentos;
    const programadas = new Map(D.rondaprogramada.map((r) => [r.idronda_programada, r]));
    const puntosDe = grupos(D.puntoronda, (p) => p.idronda_programada);
    const lecturasDe = grupos(D.rondacheck, (c) => c.idronda_realizada);
    const hoy = Date.parse(`${HOY}T00:00:00Z`);
    for (const r of D.rondarealizada) {
      const programada = programadas.get(r.idronda_programada);
      const puntos = puntosDe.get(r.idronda_programada) ?? [];
      const lecturas = (lecturasDe.get(r.idronda_realizada) ?? []).sort((a, b) => a.secuencia - b.secuencia);
      expect(lecturas.map((c) => c.secuencia)).toEqual(lecturas.map((_, i) => i + 1));
      // Cada lectura (no omitida), el resultado que le da evaluarLectura con las anteriores.
      const previas: LecturaDeRonda[] = [];
      for (const c of lecturas) {
        if (c.resultado !== 'omitido') {
          const e = evaluarLectura(c.codigo, puntos, previas, programada?.ordenada ?? false);
          expect(c.resultado, `${r.idronda_realizada}/${c.secuencia}`).toBe(e.resultado);
          expect(c.idpunto_ronda).toBe(e.punto?.idpunto_ronda ?? null);
          expect(c.fdispositivo).not.toBeNull();
          const retraso = Date.parse(c.frecibido ?? '') - Date.parse(c.fdispositivo ?? '');
          expect(retraso).toBeGreaterThan(0);
          expect(retraso).toBeLessThan(60 * 60_000);
        } else {
          expect(c.fdispositivo).toBeNull();
          expect(c.observaciones).toBe(r.motivo_cierre);
          expect(c.codigo).toBe(puntos.find((p) => p.idpunto_ronda === c.idpunto_ronda)?.codigo);
        }
        previas.push(c);
      }
      const resumen = resumenRonda(puntos, lecturas);
      expect([r.puntos_total, r.puntos_leidos, r.incidencias]).toEqual([resumen.total, resumen.leidos, resumen.incidencias]);
      expect(r.situacion).toBe(resumen.pendientes === 0 ? 'completa' : 'incompleta');
      expect(resumen.porResultado.omitido).toBe(resumen.pendientes);
      expect(r.motivo_cierre !== null).toBe(r.situacion === 'incompleta');
      expect(Date.parse(r.inicio)).toBeLessThan(hoy);
      expect(Date.parse(r.fin ?? '')).toBeGreaterThan(Date.parse(r.inicio));
      const recibido = Date.parse(r.recibido ?? '') - Date.parse(r.inicio);
      expect(recibido).toBeGreaterThan(0);
    }
    // Las del vigilante de la demo: una completa, una incompleta y una con un punto fuera de orden.
    const suyas = D.rondarealizada.filter((r) => r.idvigilante === '1');
    expect(suyas.some((r) => r.situacion === 'incompleta' && r.motivo_cierre)).toBe(true);
    const conFuera = new Set(D.rondacheck.filter((c) => c.resultado === 'fuera_de_orden').map((c) => c.idronda_realizada));
    expect(suyas.some((r) => conFuera.has(r.idronda_realizada))).toBe(true);
    expect(suyas.some((r) => r.situacion === 'completa' && r.incidencias === 0)).toBe(true);
  });

  it('partes de novedad de las últimas semanas, con sus líneas, alguno grave y alguno del vigilante de la demo', () => {
    const D = demo.documentos;
    const lineas = grupos(D.novedad, (n) => n.idparte_novedad);
    for (const p of D.partenovedad) {
      expect(p.fecha < `${HOY}T00:00:00.000Z`).toBe(true);
      expect(p.fecha > '2025-05-20').toBe(true);
      expect(Date.parse(p.recibido ?? '') - Date.parse(p.fecha)).toBeGreaterThan(0);
      expect(Date.parse(p.recibido ?? '') - Date.parse(p.fecha)).toBeLessThan(60_000);
      const suyas = lineas.get(p.idparte_novedad) ?? [];
      expect(suyas.length).toBeGreaterThan(0);
      for (const n of suyas) expect(n.hora).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
    expect(D.partenovedad.some((p) => p.gravedad === 'alta')).toBe(true);
    expect(D.partenovedad.some((p) => p.idvigilante === '1' && p.gravedad === 'alta')).toBe(true);
  });

  it('llaveros: la situación es la de su último movimiento, salidas y entradas alternas, dos firmas por movimiento', () => {
    for (const d of [demo, pequena]) {
      const D = d.documentos;
      const movimientos = grupos(D.movimientollave, (m) => m.idllavero);
      const firmas = grupos(D.firma, (f) => f.id);
      const ahora = `${HOY}T12:00:00.000Z`;
      for (const l of D.llavero) {
        const suyos = [...(movimientos.get(l.idllavero) ?? [])].sort((a, b) => a.fecha.localeCompare(b.fecha));
        expect(suyos.length, l.codigo).toBeGreaterThan(0);
        suyos.forEach((m, i) => expect(m.tipo).toBe(i % 2 === 0 ? 'salida' : 'entrada'));
        const ultimo = suyos[suyos.length - 1];
        expect(l.situacion).toBe(ultimo?.tipo === 'salida' ? 'fuera' : 'dentro');
        if (l.situacion === 'fuera') {
          expect([l.idmovimiento_llave, l.en_poder, l.fprevista_devolucion]).toEqual([ultimo?.idmovimiento_llave, ultimo?.persona, ultimo?.fprevista_devolucion]);
        } else {
          expect([l.idmovimiento_llave, l.en_poder, l.fprevista_devolucion]).toEqual([null, null, null]);
        }
        for (const m of suyos) {
          expect(m.fecha < ahora).toBe(true);
          expect(esDni(m.dni) || esNie(m.dni), m.dni).toBe(true);
          expect(m.fprevista_devolucion !== null).toBe(m.tipo === 'salida');
          if (m.fprevista_devolucion) expect(m.fprevista_devolucion > m.fecha).toBe(true);
          const f = firmas.get(m.idmovimiento_llave) ?? [];
          expect(f.map((x) => [x.idtabla, x.nombre, x.dni, x.fecha])).toEqual([[271, m.persona, m.dni, m.fecha], [271, m.custodio, '', m.fecha]]);
          for (const x of f) {
            expect(x.imagen).toMatch(/^data:image\/png;base64,/);
            const png = Buffer.from(x.imagen.slice('data:image/png;base64,'.length), 'base64');
            expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
          }
        }
      }
      // En cada delegación, uno fuera y vencido y otro fuera a tiempo.
      for (const del of D.delegacion) {
        const fuera = D.llavero.filter((l) => l.iddelegacion === del.iddelegacion && l.situacion === 'fuera');
        expect(fuera.filter((l) => estaVencido(l, ahora))).toHaveLength(1);
        expect(fuera.filter((l) => !estaVencido(l, ahora))).toHaveLength(1);
      }
    }
  });

  it('ámbito: el vigilante recibe sus dos puestos con lo que cuelga de ellos; la custodia, los llaveros de su delegación', () => {
    const D = demo.documentos;
    const etiquetas = etiquetarDocumentos(D);
    const usuario = (login: string) => {
      const u = demo.usuarios.find((x) => x.login === login);
      if (!u) throw new Error(`Sin usuario ${login}`);
      return u;
    };
    const vigilante = usuario('vigilante');
    const ve = (u: DatosDemo['usuarios'][number], c: 'puestoservicio' | 'llavero' | 'cuadranteturno' | 'puntoronda' | 'movimientollave' | 'firma', id: string) =>
      cortan(etiquetas.get(c)?.get(id) ?? [], etiquetasUsuario(u, u.ambito));
    const suyos = new Set(D.puestovigilante.filter((a) => a.idvigilante === vigilante.idvigilante).map((a) => a.idpuesto_servicio));
    for (const p of D.puestoservicio) expect(ve(vigilante, 'puestoservicio', p.idpuesto_servicio), p.codigo).toBe(suyos.has(p.idpuesto_servicio));
    const rondasSuyas = new Set(D.rondaprogramada.filter((r) => suyos.has(r.idpuesto_servicio)).map((r) => r.idronda_programada));
    for (const p of D.puntoronda) expect(ve(vigilante, 'puntoronda', p.idpunto_ronda)).toBe(rondasSuyas.has(p.idronda_programada));
    for (const c of D.cuadranteturno) expect(ve(vigilante, 'cuadranteturno', c.idcuadrante)).toBe(suyos.has(c.idpuesto_servicio));
    for (const l of D.llavero) expect(ve(vigilante, 'llavero', l.idllavero)).toBe(typeof l.idpuesto_servicio === 'string' && suyos.has(l.idpuesto_servicio));
    expect(D.llavero.some((l) => ve(vigilante, 'llavero', l.idllavero) && l.situacion === 'fuera')).toBe(true);

    const custodia = usuario('custodia');
    for (const l of D.llavero) expect(ve(custodia, 'llavero', l.idllavero)).toBe(l.iddelegacion === custodia.iddelegacion);
    const delegacionDe = new Map(D.llavero.map((l) => [l.idllavero, l.iddelegacion]));
    for (const m of D.movimientollave) expect(ve(custodia, 'movimientollave', m.idmovimiento_llave)).toBe(delegacionDe.get(m.idllavero) === '1');
    const movimientoDe = new Map(D.movimientollave.map((m) => [m.idmovimiento_llave, m.idllavero]));
    for (const f of D.firma) expect(ve(custodia, 'firma', f.idfirma)).toBe(delegacionDe.get(movimientoDe.get(f.id) ?? '') === '1');
    // Todo documento de vigilancia lleva etiquetas.
    const colecciones = ['vigilante', 'puestoservicio', 'puestoservicioservicio', 'turnopuesto', 'puestovigilante', 'cuadranteturno', 'rondaprogramada', 'puntoronda', 'rondarealizada', 'rondacheck', 'partenovedad', 'novedad', 'llavero', 'movimientollave', 'firma'] as const;
    for (const c of colecciones) {
      const sinEtiquetas = [...(etiquetas.get(c)?.entries() ?? [])].filter(([, e]) => e.length === 0);
      expect(sinEtiquetas, c).toEqual([]);
      expect(etiquetas.get(c)?.size, c).toBe(D[c].length);
    }
  });
});
