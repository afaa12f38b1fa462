/**
 * Pruebas de la demo con edad (generador/historia.ts): sin `anios` la demo no cambia (la historia solo se
 * añade detrás, con su propia sección de azar); con un año a escala 1, la historia abarca ese año, no deja
 * nada pendiente ni abierto, cada referencia apunta a un documento que existe, cada documento cumple su
 * esquema y la misma semilla da lo mismo.
 */
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { colecciones, esquemasSincronizados, type Coleccion, type DocDe } from '../../../schemas';
import { saldoCaja } from '../../../replication/caja';
import { generarDemo } from '../generador';
import type { DatosDemo } from '../tipos';
import { diaDe, fechaDe } from './fechas';
import { VENTANA_RECIENTE } from './historia';

const HOY = '2025-06-16';
const SOLO_RXDB = new Set(['primaryKey', 'indexes', 'version', 'keyCompression', 'encrypted', 'attachments', 'internalIndexes', 'crdt']);
const HISTORICAS = [
  'partetrabajo', 'ordentrabajo', 'lpartetrabajo', 'tiempotrabajado', 'accionejec', 'presencia', 'rondarealizada', 'rondacheck', 'partenovedad',
  'novedad', 'movimientollave', 'firma', 'movimientocaja', 'factura',
] as const satisfies readonly Coleccion[];

let base: DatosDemo;
let conEdad: DatosDemo;
/** Lo añadido por la historia: lo que sigue a la demo de siempre en cada colección. */
const nuevos = <C extends Coleccion>(c: C): DocDe<C>[] => conEdad.documentos[c].slice(base.documentos[c].length);

beforeAll(async () => {
  base = await generarDemo({ escala: 1, hoy: HOY });
  conEdad = await generarDemo({ escala: 1, hoy: HOY, anios: 1 });
}, 120_000);

describe('generarDemo con años de historia', () => {
  it('sin anios la demo es la de siempre: con anios, cada colección empieza igual y solo crece por detrás', () => {
    expect(conEdad.usuarios).toEqual(base.usuarios);
    for (const c of colecciones) {
      // La caja, salvo su saldo consolidado: la historia le añade sus movimientos de los años de antes.
      const sinSaldo = (docs: readonly object[]): object[] => (c === 'caja' ? docs.map((d) => ({ ...d, saldo: 0 })) : [...docs]);
      expect(sinSaldo(conEdad.documentos[c].slice(0, base.documentos[c].length)), c).toEqual(sinSaldo(base.documentos[c]));
    }
    for (const c of HISTORICAS) expect(nuevos(c).length, c).toBeGreaterThan(0);
    const otras = colecciones.filter((c) => !(HISTORICAS as readonly Coleccion[]).includes(c));
    for (const c of otras) expect(conEdad.documentos[c].length, c).toBe(base.documentos[c].length);
  });

  it('cada caja tiene su saldo consolidado: el inicial más todos sus movimientos activos, al céntimo', () => {
    for (const datos of [base, conEdad]) {
      const porCaja = new Map<string, DocDe<'movimientocaja'>[]>();
      for (const m of datos.documentos.movimientocaja) porCaja.set(m.idcaja, [...(porCaja.get(m.idcaja) ?? []), m]);
      expect(datos.documentos.caja.length).toBeGreaterThan(0);
      for (const caja of datos.documentos.caja) {
        expect(caja.saldo, caja.idcaja).toBe(saldoCaja(caja.saldo_inicial, porCaja.get(caja.idcaja) ?? []));
      }
      // Y cada movimiento, con su último cambio: su fecha (se apuntó ese día).
      for (const m of datos.documentos.movimientocaja) expect(m.actualizado, m.idmovcaja).toBe(m.fecha);
    }
    // La historia cambia el saldo: sus movimientos cuentan.
    expect(conEdad.documentos.caja.map((c) => c.saldo)).not.toEqual(base.documentos.caja.map((c) => c.saldo));
  });

  it('rechaza unos años que no son un número mayor que 0', async () => {
    await expect(generarDemo({ escala: 1, hoy: HOY, anios: 0 })).rejects.toThrow(/años de historia/);
    await expect(generarDemo({ escala: 1, hoy: HOY, anios: Number.NaN })).rejects.toThrow(/años de historia/);
  });

  it('la historia abarca el año pedido y acaba donde empieza lo reciente de cada colección', () => {
    const hoy = diaDe(HOY);
    const rango = (fechas: readonly string[]): [number, number] => {
      const dias = fechas.map((f) => diaDe(f.slice(0, 10)));
      return [Math.min(...dias), Math.max(...dias)];
    };
    const casos: [string, readonly string[], number][] = [
      ['partetrabajo', nuevos('partetrabajo').map((p) => p.fecha), VENTANA_RECIENTE.partes],
      ['presencia', nuevos('presencia').filter((f) => f.tipo === 'entrada').map((f) => f.hora), VENTANA_RECIENTE.fichajes],
      ['rondarealizada', nuevos('rondarealizada').map((x) => x.inicio), VENTANA_RECIENTE.rondas],
      ['partenovedad', nuevos('partenovedad').map((x) => x.fecha), VENTANA_RECIENTE.novedades],
      ['movimientollave', nuevos('movimientollave').map((x) => x.fecha), VENTANA_RECIENTE.llaves],
      ['movimientocaja', nuevos('movimientocaja').map((x) => x.fecha), VENTANA_RECIENTE.caja],
      ['factura', nuevos('factura').map((x) => x.fecha), VENTANA_RECIENTE.facturas],
    ];
    for (const [c, fechas, ventana] of casos) {
      const [desde, hasta] = rango(fechas);
      expect(desde, c).toBeGreaterThanOrEqual(hoy - 366);
      expect(desde, c).toBeLessThanOrEqual(hoy - 365 + 31);
      expect(hasta, c).toBeLessThan(hoy - ventana + 1);
    }
    // Volumen realista: de 2 a 4 partes por técnico y día laborable (menos ausencias).
    const laborables = (365 - VENTANA_RECIENTE.partes) * (5 / 7);
    const porTecnicoYDia = nuevos('partetrabajo').length / base.documentos.tecnico.length / laborables;
    expect(porTecnicoYDia).toBeGreaterThan(2);
    expect(porTecnicoYDia).toBeLessThan(4);
  });

  it('nada histórico queda pendiente ni abierto', () => {
    expect(nuevos('partetrabajo').every((p) => p.estado === 2 && p.idtecnico !== null)).toBe(true);
    expect(nuevos('ordentrabajo').every((o) => o.estado === 2)).toBe(true);
    expect(nuevos('accionejec').every((a) => a.estado === 2)).toBe(true);
    expect(nuevos('rondarealizada').every((x) => typeof x.fin === 'string' && x.fin > x.inicio && (x.situacion === 'completa' || x.situacion === 'incompleta'))).toBe(true);
    expect(nuevos('factura').every((f) => f.estado_deuda === 2 && f.cobrado === f.total)).toBe(true);
    // Cada llavero, en la historia, sale y vuelve: tantas entradas como salidas, alternas.
    const porLlavero = new Map<string, string[]>();
    for (const m of nuevos('movimientollave')) porLlavero.set(m.idllavero, [...(porLlavero.get(m.idllavero) ?? []), m.tipo]);
    for (const [id, tipos] of porLlavero) expect(tipos.every((t, i) => t === (i % 2 === 0 ? 'salida' : 'entrada')) && tipos.length % 2 === 0, id).toBe(true);
    // Fichajes: cada entrada con su salida, el mismo día o (de noche) el siguiente.
    const porEmpleado = new Map<string, string[]>();
    for (const f of nuevos('presencia')) porEmpleado.set(f.idempleado, [...(porEmpleado.get(f.idempleado) ?? []), f.tipo]);
    for (const [id, tipos] of porEmpleado) expect(tipos.every((t, i) => t === (i % 2 === 0 ? 'entrada' : 'salida')), id).toBe(true);
  });

  it('cada referencia de la historia apunta a un documento que existe, con la delegación de su padre', () => {
    const d = conEdad.documentos;
    const ids = <C extends Coleccion>(c: C, clave: (x: DocDe<C>) => string) => new Set(d[c].map(clave));
    const partes = new Map(d.partetrabajo.map((p) => [p.idparte_trabajo, p]));
    const ordenes = new Map(d.ordentrabajo.map((o) => [o.idorden_trabajo, o]));
    const clientes = new Map(d.cliente.map((c) => [c.idcliente, c]));
    const tecnicos = new Map(d.tecnico.map((t) => [t.idtecnico, t]));
    const sistemas = new Map(d.sistema.map((s) => [s.idsistema, s]));
    const malos: string[] = [];
    const exigir = (ok: boolean, que: string): void => {
      if (!ok) malos.push(que);
    };
    for (const p of nuevos('partetrabajo')) {
      const orden = ordenes.get(p.idorden_trabajo);
      const cliente = clientes.get(p.idcliente);
      const tecnico = tecnicos.get(p.idtecnico ?? '');
      exigir(orden?.idcliente === p.idcliente && orden.iddelegacion === p.iddelegacion, `parte ${p.idparte_trabajo}: orden`);
      exigir(cliente?.iddelegacion === p.iddelegacion && tecnico?.iddelegacion === p.iddelegacion, `parte ${p.idparte_trabajo}: delegación`);
      exigir(sistemas.get(p.idsistema ?? '')?.idcliente === p.idcliente, `parte ${p.idparte_trabajo}: sistema`);
    }
    for (const l of nuevos('lpartetrabajo')) exigir(partes.has(l.idparte_trabajo), `línea ${l.idlparte_trabajo}`);
    for (const a of nuevos('accionejec')) exigir(partes.has(a.idparte_trabajo), `acción ${a.idaccion_ejec}`);
    for (const t of nuevos('tiempotrabajado')) exigir(partes.get(t.idparte_trabajo)?.idtecnico === t.idtecnico, `tiempo ${t.idtiempo_trabajado}`);
    const empleados = new Map(d.empleado.map((x) => [x.idempleado, x]));
    for (const f of nuevos('presencia')) exigir(empleados.get(f.idempleado)?.iddelegacion === f.iddelegacion, `fichaje ${f.idpresencia}`);
    const rondas = ids('rondaprogramada', (x) => x.idronda_programada);
    const puestos = ids('puestoservicio', (x) => x.idpuesto_servicio);
    const vigilantes = ids('vigilante', (x) => x.idvigilante);
    const puntos = new Map(d.puntoronda.map((p) => [p.idpunto_ronda, p]));
    const realizadas = new Map(d.rondarealizada.map((x) => [x.idronda_realizada, x]));
    for (const x of nuevos('rondarealizada')) exigir(rondas.has(x.idronda_programada) && puestos.has(x.idpuesto_servicio) && vigilantes.has(x.idvigilante), `ronda ${x.idronda_realizada}`);
    for (const x of nuevos('rondacheck')) {
      const ronda = realizadas.get(x.idronda_realizada);
      exigir(ronda !== undefined && puntos.get(x.idpunto_ronda ?? '')?.idronda_programada === ronda.idronda_programada, `lectura ${x.idronda_check}`);
    }
    const partesNovedad = ids('partenovedad', (x) => x.idparte_novedad);
    for (const x of nuevos('partenovedad')) exigir(puestos.has(x.idpuesto_servicio) && vigilantes.has(x.idvigilante), `parte de novedad ${x.idparte_novedad}`);
    for (const x of nuevos('novedad')) exigir(partesNovedad.has(x.idparte_novedad), `novedad ${x.idnovedad}`);
    const llaveros = ids('llavero', (x) => x.idllavero);
    const movimientos = ids('movimientollave', (x) => x.idmovimiento_llave);
    for (const x of nuevos('movimientollave')) exigir(llaveros.has(x.idllavero), `movimiento ${x.idmovimiento_llave}`);
    for (const x of nuevos('firma')) exigir(movimientos.has(x.id) && x.imagen.length > 0, `firma ${x.idfirma}`);
    const cajas = ids('caja', (x) => x.idcaja);
    for (const x of nuevos('movimientocaja')) exigir(cajas.has(x.idcaja), `movimiento de caja ${x.idmovcaja}`);
    for (const x of nuevos('factura')) exigir(clientes.has(x.idcliente), `factura ${x.idfactura}`);
    expect(malos.slice(0, 10)).toEqual([]);
  });

  it('los ids siguen consecutivos, los números no se repiten y cada documento cumple su esquema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const c of HISTORICAS) {
      const docs = conEdad.documentos[c];
      const clave = esquemasSincronizados[c].primaryKey;
      expect(docs.every((x, i) => (x as Record<string, unknown>)[clave] === String(i + 1)), c).toBe(true);
      const esquema = Object.fromEntries(Object.entries(esquemasSincronizados[c]).filter(([k]) => !SOLO_RXDB.has(k)));
      const validar = ajv.compile(esquema);
      const malos = nuevos(c).filter((x) => !validar(x)).map((x) => `${JSON.stringify(x).slice(0, 200)} → ${ajv.errorsText(validar.errors)}`);
      expect(malos.slice(0, 3), c).toEqual([]);
    }
    for (const c of ['partetrabajo', 'ordentrabajo', 'factura', 'partenovedad'] as const) {
      const numeros = conEdad.documentos[c].map((x) => x.numero);
      expect(new Set(numeros).size, c).toBe(numeros.length);
    }
  });

  it('misma semilla, misma historia; otra fecha de hoy la desplaza', async () => {
    const otra = await generarDemo({ escala: 1, hoy: HOY, anios: 1 });
    for (const c of HISTORICAS) expect(JSON.stringify(otra.documentos[c]) === JSON.stringify(conEdad.documentos[c]), c).toBe(true);
    const manana = await generarDemo({ escala: 1, hoy: fechaDe(diaDe(HOY) + 1), anios: 1 });
    expect(manana.documentos.partetrabajo.length).toBeGreaterThan(base.documentos.partetrabajo.length);
  }, 60_000);
});
