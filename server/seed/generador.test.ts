/**
 * Pruebas del generador de la demo: determinismo, validez de cada documento contra su esquema (ajv),
 * integridad referencial, carga del técnico de la demo, letras de control de DNI/NIE/CIF, campos
 * derivados, usuarios y proporcionalidad con la escala. Solo escalas 1 y 10, para que sean rápidas.
 */
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { colecciones, derivar, entidades, esquemasSincronizados, idStock, importeLinea, type AppId, type Coleccion } from '../../schemas';
import { idDato } from '../../schemas/dato';
import { revisarCuadrante } from '../../replication/cuadrantes';
import { generarDemo } from './generador';
import type { DatosDemo } from './tipos';

const HOY = '2025-06-16';
const SOLO_RXDB = new Set(['primaryKey', 'indexes', 'version', 'keyCompression', 'encrypted', 'attachments', 'internalIndexes', 'crdt']);

// Comprobaciones independientes del generador (no reutilizan su código).
const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniValido = (nif: string): boolean => {
  const m = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(nif);
  if (!m) return false;
  const inicio = m[1] === 'X' ? '0' : m[1] === 'Y' ? '1' : m[1] === 'Z' ? '2' : (m[1] ?? '');
  return LETRAS_DNI.charAt(Number(`${inicio}${m[2]}`) % 23) === m[3];
};
const cifValido = (nif: string): boolean => {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!m) return false;
  const digitos = m[2] ?? '';
  let pares = 0;
  let impares = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digitos[i]);
    if (i % 2 === 1) pares += d;
    else impares += String(d * 2).split('').reduce((a, b) => a + Number(b), 0);
  }
  const control = (10 - ((pares + impares) % 10)) % 10;
  const letra = 'JABCDEFGHI'.charAt(control);
  const soloLetra = 'KPQSNW'.includes(m[1] ?? '');
  const soloDigito = 'ABEH'.includes(m[1] ?? '');
  if (soloLetra) return m[3] === letra;
  if (soloDigito) return m[3] === String(control);
  return m[3] === letra || m[3] === String(control);
};

type Doc = Record<string, unknown>;
const docs = (d: DatosDemo, c: Coleccion): Doc[] => d.documentos[c];
const porId = (d: DatosDemo, c: Coleccion): Map<string, Doc> => new Map(docs(d, c).map((x) => [String(x[entidades[c].clave]), x]));

/** Claves ajenas: [colección, campo, colección a la que apunta, admite null]. */
const CLAVES_AJENAS: readonly (readonly [Coleccion, string, Coleccion, boolean])[] = [
  ['almacen', 'iddelegacion', 'delegacion', false],
  ['almacen', 'idtecnico', 'tecnico', true],
  ['tecnico', 'idempleado', 'empleado', false],
  ['tecnico', 'iddelegacion', 'delegacion', false],
  ['tecnico', 'idalmacen', 'almacen', true],
  ['empleado', 'iddelegacion', 'delegacion', false],
  ['cliente', 'iddelegacion', 'delegacion', false],
  ['direccion', 'idcliente', 'cliente', false],
  ['telefono', 'idcliente', 'cliente', false],
  ['telefono', 'idsistema', 'sistema', true],
  ['sistema', 'idcliente', 'cliente', false],
  ['sistema', 'iddireccion', 'direccion', true],
  ['materialsistema', 'idsistema', 'sistema', false],
  ['materialsistema', 'idarticulo', 'articulo', false],
  ['ordentrabajo', 'idcliente', 'cliente', false],
  ['ordentrabajo', 'idsistema', 'sistema', true],
  ['ordentrabajo', 'iddelegacion', 'delegacion', false],
  ['lordentrabajo', 'idorden_trabajo', 'ordentrabajo', false],
  ['lordentrabajo', 'idarticulo', 'articulo', false],
  ['partetrabajo', 'idorden_trabajo', 'ordentrabajo', false],
  ['partetrabajo', 'idtecnico', 'tecnico', true],
  ['partetrabajo', 'idsistema', 'sistema', true],
  ['partetrabajo', 'idcliente', 'cliente', false],
  ['partetrabajo', 'iddelegacion', 'delegacion', false],
  ['lpartetrabajo', 'idparte_trabajo', 'partetrabajo', false],
  ['lpartetrabajo', 'idarticulo', 'articulo', false],
  ['accionejec', 'idparte_trabajo', 'partetrabajo', false],
  ['tiempotrabajado', 'idparte_trabajo', 'partetrabajo', false],
  ['tiempotrabajado', 'idtecnico', 'tecnico', false],
  ['vigilante', 'idempleado', 'empleado', false],
  ['vigilante', 'iddelegacion', 'delegacion', false],
  ['puestoservicio', 'idcliente', 'cliente', true],
  ['puestoservicio', 'iddelegacion', 'delegacion', false],
  ['puestoservicioservicio', 'idpuesto_servicio', 'puestoservicio', false],
  ['turnopuesto', 'idpuesto_servicio', 'puestoservicio', false],
  ['puestovigilante', 'idpuesto_servicio', 'puestoservicio', false],
  ['puestovigilante', 'idvigilante', 'vigilante', false],
  ['cuadranteturno', 'idpuesto_servicio', 'puestoservicio', false],
  ['cuadranteturno', 'idpuesto_servicio_servicio', 'puestoservicioservicio', false],
  ['cuadranteturno', 'idvigilante', 'vigilante', false],
  ['cuadranteturno', 'idturno_puesto', 'turnopuesto', false],
  ['rondaprogramada', 'idpuesto_servicio', 'puestoservicio', false],
  ['puntoronda', 'idronda_programada', 'rondaprogramada', false],
  ['rondarealizada', 'idronda_programada', 'rondaprogramada', false],
  ['rondarealizada', 'idpuesto_servicio', 'puestoservicio', false],
  ['rondarealizada', 'idvigilante', 'vigilante', false],
  ['rondacheck', 'idronda_realizada', 'rondarealizada', false],
  ['rondacheck', 'idpunto_ronda', 'puntoronda', true],
  ['partenovedad', 'idpuesto_servicio', 'puestoservicio', false],
  ['partenovedad', 'idvigilante', 'vigilante', false],
  ['novedad', 'idparte_novedad', 'partenovedad', false],
  ['llavero', 'idpuesto_servicio', 'puestoservicio', true],
  ['llavero', 'iddelegacion', 'delegacion', false],
  ['llavero', 'idmovimiento_llave', 'movimientollave', true],
  ['movimientollave', 'idllavero', 'llavero', false],
  ['movimientollave', 'idempleado', 'empleado', false],
  ['planomaterial', 'idmaterial_sistema', 'materialsistema', false],
  ['planomaterial', 'idsistema', 'sistema', false],
  ['planomaterial', 'idfichero', 'fichero', false],
];

/** Colecciones a las que apunta una firma por su idtabla. */
const FIRMA_DE: Readonly<Record<number, Coleccion>> = { 271: 'movimientollave' };

/** Hijos del contrato que copian, con su mismo id, un hijo del presupuesto: [hijo del contrato, del presupuesto]. */
const CONTRATO_COPIA: readonly (readonly [Coleccion, Coleccion])[] = [
  ['cuotacontrato', 'cuotapresupuesto'], ['materialcontrato', 'lpresupuestocli'], ['serviciocontratado', 'mantpresupuesto'],
];

const comprobarIntegridad = (d: DatosDemo): string[] => {
  const fallos: string[] = [];
  const indices = new Map<Coleccion, Map<string, Doc>>(colecciones.map((c) => [c, porId(d, c)]));
  const idx = (c: Coleccion): Map<string, Doc> => indices.get(c) ?? new Map();
  for (const [c, campo, destino, nulo] of CLAVES_AJENAS) {
    for (const doc of docs(d, c)) {
      const v = doc[campo];
      if (v === null && nulo) continue;
      if (typeof v !== 'string' || !idx(destino).has(v)) fallos.push(`${c}.${campo}=${String(v)} no existe en ${destino}`);
    }
  }
  // Coherencias entre documentos relacionados.
  const ordenes = idx('ordentrabajo');
  for (const p of docs(d, 'partetrabajo')) {
    const o = ordenes.get(String(p.idorden_trabajo));
    if (o && (o.idcliente !== p.idcliente || o.idsistema !== p.idsistema || o.iddelegacion !== p.iddelegacion)) {
      fallos.push(`parte ${String(p.idparte_trabajo)}: cliente/sistema/delegación distintos de su orden`);
    }
  }
  const clientes = idx('cliente');
  const sistemas = idx('sistema');
  const direcciones = idx('direccion');
  for (const o of docs(d, 'ordentrabajo')) {
    if (clientes.get(String(o.idcliente))?.iddelegacion !== o.iddelegacion) fallos.push(`orden ${String(o.idorden_trabajo)}: delegación distinta de la del cliente`);
    if (o.idsistema !== null && sistemas.get(String(o.idsistema))?.idcliente !== o.idcliente) fallos.push(`orden ${String(o.idorden_trabajo)}: sistema de otro cliente`);
  }
  for (const s of docs(d, 'sistema')) {
    if (s.iddireccion !== null && direcciones.get(String(s.iddireccion))?.idcliente !== s.idcliente) fallos.push(`sistema ${String(s.idsistema)}: dirección de otro cliente`);
  }
  for (const t of docs(d, 'telefono')) {
    if (t.idsistema !== null && sistemas.get(String(t.idsistema))?.idcliente !== t.idcliente) fallos.push(`teléfono ${String(t.idtelefono)}: sistema de otro cliente`);
  }
  const partes = idx('partetrabajo');
  for (const t of docs(d, 'tiempotrabajado')) {
    if (partes.get(String(t.idparte_trabajo))?.idtecnico !== t.idtecnico) fallos.push(`tiempo ${String(t.idtiempo_trabajado)}: técnico distinto del del parte`);
  }
  const almacenes = idx('almacen');
  for (const t of docs(d, 'tecnico')) {
    const a = almacenes.get(String(t.idalmacen));
    if (!a || a.tipo !== 'vehiculo' || a.idtecnico !== t.idtecnico) fallos.push(`técnico ${String(t.idtecnico)} sin furgoneta propia`);
  }
  // Vigilancia: lo que cuelga de un puesto, del mismo puesto; lo de un cliente, de su delegación.
  const puestos = idx('puestoservicio');
  const servicios = idx('puestoservicioservicio');
  const turnos = idx('turnopuesto');
  const vigilantes = idx('vigilante');
  const asignados = new Set(docs(d, 'puestovigilante').map((a) => `${String(a.idpuesto_servicio)}|${String(a.idvigilante)}`));
  for (const p of docs(d, 'puestoservicio')) {
    if (p.idcliente !== null && clientes.get(String(p.idcliente))?.iddelegacion !== p.iddelegacion) fallos.push(`puesto ${String(p.idpuesto_servicio)}: cliente de otra delegación`);
  }
  for (const v of docs(d, 'vigilante')) {
    if (idx('empleado').get(String(v.idempleado))?.iddelegacion !== v.iddelegacion) fallos.push(`vigilante ${String(v.idvigilante)}: empleado de otra delegación`);
  }
  for (const a of docs(d, 'puestovigilante')) {
    if (vigilantes.get(String(a.idvigilante))?.iddelegacion !== puestos.get(String(a.idpuesto_servicio))?.iddelegacion) fallos.push(`asignación ${String(a.idpuesto_vigilante)}: vigilante de otra delegación`);
  }
  for (const c of docs(d, 'cuadranteturno')) {
    const id = String(c.idcuadrante);
    if (servicios.get(String(c.idpuesto_servicio_servicio))?.idpuesto_servicio !== c.idpuesto_servicio) fallos.push(`cuadrante ${id}: servicio de otro puesto`);
    if (turnos.get(String(c.idturno_puesto))?.idpuesto_servicio !== c.idpuesto_servicio) fallos.push(`cuadrante ${id}: turno de otro puesto`);
    if (!asignados.has(`${String(c.idpuesto_servicio)}|${String(c.idvigilante)}`)) fallos.push(`cuadrante ${id}: vigilante no asignado al puesto`);
  }
  const programadas = idx('rondaprogramada');
  const realizadas = idx('rondarealizada');
  const puntos = idx('puntoronda');
  for (const x of docs(d, 'rondarealizada')) {
    if (programadas.get(String(x.idronda_programada))?.idpuesto_servicio !== x.idpuesto_servicio) fallos.push(`ronda ${String(x.idronda_realizada)}: de otro puesto`);
    if (!asignados.has(`${String(x.idpuesto_servicio)}|${String(x.idvigilante)}`)) fallos.push(`ronda ${String(x.idronda_realizada)}: vigilante no asignado al puesto`);
  }
  for (const c of docs(d, 'rondacheck')) {
    const programada = realizadas.get(String(c.idronda_realizada))?.idronda_programada;
    if (c.idpunto_ronda !== null && puntos.get(String(c.idpunto_ronda))?.idronda_programada !== programada) fallos.push(`lectura ${String(c.idronda_check)}: punto de otra ronda`);
  }
  for (const x of docs(d, 'partenovedad')) {
    if (!asignados.has(`${String(x.idpuesto_servicio)}|${String(x.idvigilante)}`)) fallos.push(`parte de novedad ${String(x.idparte_novedad)}: vigilante no asignado al puesto`);
  }
  for (const l of docs(d, 'llavero')) {
    if (l.idpuesto_servicio !== null && puestos.get(String(l.idpuesto_servicio))?.iddelegacion !== l.iddelegacion) fallos.push(`llavero ${String(l.idllavero)}: puesto de otra delegación`);
  }
  for (const f of docs(d, 'firma')) {
    const destino = FIRMA_DE[Number(f.idtabla)];
    if (!destino || !idx(destino).has(String(f.id))) fallos.push(`firma ${String(f.idfirma)}: ${String(f.idtabla)}/${String(f.id)} no existe`);
  }
  for (const u of d.usuarios) {
    const refs: [string | null, Coleccion][] = [
      [u.idempleado, 'empleado'], [u.idtecnico, 'tecnico'], [u.idalmacen, 'almacen'], [u.iddelegacion, 'delegacion'],
      [u.idcomercial, 'empleado'], [u.idvigilante, 'vigilante'],
    ];
    for (const [v, c] of refs) if (v !== null && !idx(c).has(v)) fallos.push(`usuario ${u.login}: ${c} ${v} no existe`);
  }
  return fallos;
};

const cuentas = (d: DatosDemo): Record<Coleccion, number> => {
  const n = (c: Coleccion): number => d.documentos[c].length;
  return {
    partetrabajo: n('partetrabajo'), lpartetrabajo: n('lpartetrabajo'), ordentrabajo: n('ordentrabajo'), lordentrabajo: n('lordentrabajo'),
    accionejec: n('accionejec'), sistema: n('sistema'), materialsistema: n('materialsistema'), cliente: n('cliente'), telefono: n('telefono'),
    direccion: n('direccion'), articulo: n('articulo'), almacen: n('almacen'), tecnico: n('tecnico'), parametro: n('parametro'),
    fichero: n('fichero'), tiempotrabajado: n('tiempotrabajado'), delegacion: n('delegacion'), empleado: n('empleado'),
    lordentrabajodetalle: n('lordentrabajodetalle'), plantillaarticulo: n('plantillaarticulo'), lplantillaarticulo: n('lplantillaarticulo'),
    stock: n('stock'), movimientostock: n('movimientostock'), solicitudmaterial: n('solicitudmaterial'), partetrabajotecnico: n('partetrabajotecnico'),
    nota: n('nota'), cobro: n('cobro'), firma: n('firma'), partedescargado: n('partedescargado'),
    checklistot: n('checklistot'), grupochecklistot: n('grupochecklistot'), preguntachecklistot: n('preguntachecklistot'),
    tanomaliachecklistot: n('tanomaliachecklistot'), gradoanomalia: n('gradoanomalia'), accioncorrectoraot: n('accioncorrectoraot'),
    revisionsistema: n('revisionsistema'), viacomunicacion: n('viacomunicacion'), cuotasistema: n('cuotasistema'), subsis: n('subsis'), clienteaviso: n('clienteaviso'), planomaterial: n('planomaterial'),
    campodato: n('campodato'), dato: n('dato'),
    clientepotencial: n('clientepotencial'), telefonopotencial: n('telefonopotencial'), direccionpotencial: n('direccionpotencial'),
    cuentabancaria: n('cuentabancaria'), representante: n('representante'), estudiofinanciero: n('estudiofinanciero'), factura: n('factura'),
    operacioncrm: n('operacioncrm'), loperacioncrm: n('loperacioncrm'), contactooperacion: n('contactooperacion'), cita: n('cita'),
    clientecomercial: n('clientecomercial'), correo: n('correo'),
    presupuestocli: n('presupuestocli'), lpresupuestocli: n('lpresupuestocli'), cuotapresupuesto: n('cuotapresupuesto'), ubicacionpresupuesto: n('ubicacionpresupuesto'), subsispresupuesto: n('subsispresupuesto'), mantpresupuesto: n('mantpresupuesto'), revisionpresupuesto: n('revisionpresupuesto'), plantillapresupuesto: n('plantillapresupuesto'), lplantillapresupuesto: n('lplantillapresupuesto'), contrato: n('contrato'), cuotacontrato: n('cuotacontrato'), serviciocontratado: n('serviciocontratado'), materialcontrato: n('materialcontrato'), sobre: n('sobre'), destinatariosobre: n('destinatariosobre'), enviosobre: n('enviosobre'),
    vigilante: n('vigilante'), puestoservicio: n('puestoservicio'), puestoservicioservicio: n('puestoservicioservicio'), turnopuesto: n('turnopuesto'), puestovigilante: n('puestovigilante'), cuadranteturno: n('cuadranteturno'), rondaprogramada: n('rondaprogramada'), puntoronda: n('puntoronda'), rondarealizada: n('rondarealizada'), rondacheck: n('rondacheck'), partenovedad: n('partenovedad'), novedad: n('novedad'), llavero: n('llavero'), movimientollave: n('movimientollave'),
    pedidocli: n('pedidocli'), lpedidocli: n('lpedidocli'), entregapedido: n('entregapedido'), presencia: n('presencia'), caja: n('caja'), movimientocaja: n('movimientocaja'),
  };
};

describe('generarDemo', () => {
  let demo: DatosDemo;
  let demo10: DatosDemo;
  beforeAll(async () => {
    demo = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    demo10 = await generarDemo({ escala: 10, semilla: 1, hoy: HOY });
  });

  it('es determinista: misma entrada, mismo resultado byte a byte; otra semilla, otro resultado', async () => {
    const otra = await generarDemo({ escala: 1, semilla: 1, hoy: HOY });
    expect(otra).toEqual(demo);
    expect(JSON.stringify(otra)).toBe(JSON.stringify(demo));
    const distinta = await generarDemo({ escala: 1, semilla: 2, hoy: HOY });
    expect(JSON.stringify(distinta)).not.toBe(JSON.stringify(demo));
    expect(distinta.documentos.cliente[0]).not.toEqual(demo.documentos.cliente[0]);
  });

  it('rechaza una escala o una fecha no válidas', async () => {
    await expect(generarDemo({ escala: 0 })).rejects.toThrow(/escala/);
    await expect(generarDemo({ escala: 1, hoy: '2025-02-30' })).rejects.toThrow(/Fecha/);
  });

  it('trae todas las colecciones con los tamaños de la demo', () => {
    const n = cuentas(demo);
    expect(Object.keys(demo.documentos).sort()).toEqual([...colecciones].sort());
    expect(n.delegacion).toBe(3);
    expect(n.tecnico).toBe(9); // 8 + el de supervisión del administrador
    expect(n.almacen).toBe(3 + 9);
    expect(n.cliente).toBe(150);
    expect(n.ordentrabajo).toBe(200);
    expect(n.partetrabajo).toBeGreaterThan(220);
    expect(n.partetrabajo).toBeLessThan(290);
    expect(n.articulo).toBe(1000);
    expect(n.parametro).toBeGreaterThanOrEqual(5);
    for (const c of ['lpartetrabajo', 'lordentrabajo', 'accionejec', 'tiempotrabajado', 'materialsistema', 'telefono', 'direccion', 'sistema', 'empleado'] as const) {
      expect(n[c], c).toBeGreaterThan(0);
    }
  });

  it('cada documento de cada colección cumple su esquema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const c of colecciones) {
      const esquema = Object.fromEntries(Object.entries(esquemasSincronizados[c]).filter(([k]) => !SOLO_RXDB.has(k)));
      const validar = ajv.compile(esquema);
      const malos: string[] = [];
      for (const doc of demo.documentos[c]) {
        if (!validar(doc)) malos.push(`${c}: ${JSON.stringify(doc)} → ${ajv.errorsText(validar.errors)}`);
      }
      expect(malos.slice(0, 5), c).toEqual([]);
    }
  });

  it('los ids son cadenas numéricas consecutivas desde 1 en cada colección', () => {
    for (const d of [demo, demo10]) {
      for (const c of colecciones) {
        const clave = entidades[c].clave;
        // Las existencias usan idStock (almacén-artículo): el mismo id en todos los dispositivos.
        if (c === 'stock') {
          for (const s of docs(d, 'stock')) expect(s.idstock).toBe(idStock(String(s.idalmacen), String(s.idarticulo)));
          continue;
        }
        // Los datos personalizados usan idDato (idtabla-campo-registro): el mismo id en todos los dispositivos.
        if (c === 'dato') {
          for (const x of docs(d, 'dato')) expect(x.iddato).toBe(idDato(Number(x.idtabla), String(x.id), String(x.idcampo_dato)));
          continue;
        }
        // La colocación en el plano lleva el id de su material (planoMaterial.colocarSync).
        if (c === 'planomaterial') {
          for (const x of docs(d, 'planomaterial')) expect(x.idplano_material).toBe(x.idmaterial_sistema);
          continue;
        }
        // Las cuotas, materiales y servicios de un contrato llevan el id de la cuota, la línea y el
        // mantenimiento de su presupuesto (contrato.desdePresupuestoSync).
        const delPresupuesto = CONTRATO_COPIA.find(([hijo]) => hijo === c);
        if (delPresupuesto) {
          const origen = new Set(docs(d, delPresupuesto[1]).map((x) => String(x[entidades[delPresupuesto[1]].clave])));
          for (const x of docs(d, c)) if (!origen.has(String(x[clave]))) expect.fail(`${c} ${String(x[clave])} sin su ${delPresupuesto[1]}`);
          expect(new Set(docs(d, c).map((x) => x[clave])).size).toBe(docs(d, c).length);
          continue;
        }
        docs(d, c).forEach((doc, i) => {
          if (doc[clave] !== String(i + 1)) expect.fail(`${c}[${i}].${clave} = ${String(doc[clave])}`);
        });
      }
      expect(d.usuarios.map((u) => u.idusuario)).toEqual(d.usuarios.map((_, i) => String(i + 1)));
    }
  });

  it('toda clave ajena apunta a un documento que existe y los datos relacionados cuadran', () => {
    expect(comprobarIntegridad(demo)).toEqual([]);
    expect(comprobarIntegridad(demo10)).toEqual([]);
  });

  it('el cuadrante de vigilantes cumple las reglas (solapes, descanso, horas del mes) a escala 1 y 10', () => {
    for (const d of [demo, demo10]) {
      const nombre = new Map(d.documentos.vigilante.map((v) => [v.idvigilante, v.nombre]));
      expect(d.documentos.cuadranteturno.length).toBeGreaterThan(0);
      expect(revisarCuadrante(d.documentos.cuadranteturno, (id) => nombre.get(id) ?? id)).toEqual([]);
    }
  });

  it('el técnico de la demo tiene su jornada: ≥25 pendientes, varios hoy, con fecha fijada, finalizados y anulados', () => {
    const tecnico = demo.usuarios.find((u) => u.login === 'tecnico');
    expect(tecnico?.idtecnico).toBe('1');
    const suyos = demo.documentos.partetrabajo.filter((p) => p.idtecnico === '1');
    const pendientes = suyos.filter((p) => p.estado === 1);
    expect(pendientes.length).toBeGreaterThanOrEqual(25);
    expect(pendientes.filter((p) => p.fecha === HOY).length).toBeGreaterThanOrEqual(3);
    expect(pendientes.filter((p) => p.ffijada).length).toBeGreaterThanOrEqual(3);
    expect(pendientes.filter((p) => p.ffijada === HOY).length).toBeGreaterThanOrEqual(1);
    expect(suyos.filter((p) => p.estado === 2).length).toBeGreaterThanOrEqual(5);
    expect(suyos.filter((p) => p.estado === 0).length).toBeGreaterThanOrEqual(1);
    // El segundo técnico (reasignaciones) también tiene trabajo pendiente, en la misma delegación.
    const t2 = demo.documentos.partetrabajo.filter((p) => p.idtecnico === '2' && p.estado === 1);
    expect(t2.length).toBeGreaterThanOrEqual(5);
    expect(demo.documentos.tecnico[1]?.iddelegacion).toBe(demo.documentos.tecnico[0]?.iddelegacion);
    // Y lo mismo a escala 10: la carga de la demo no depende de la escala.
    expect(demo10.documentos.partetrabajo.filter((p) => p.idtecnico === '1' && p.estado === 1).length).toBeGreaterThanOrEqual(25);
  });

  it('estados y fechas según la especificación', () => {
    const fecha = /^\d{4}-\d{2}-\d{2}$/;
    const instante = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const D = demo.documentos;
    const estados = (xs: { estado: number }[]) => new Set(xs.map((x) => x.estado));
    expect([...estados(D.partetrabajo)].sort()).toEqual([0, 1, 2]);
    expect([...estados(D.ordentrabajo)].sort()).toEqual([0, 1, 2]);
    expect([...estados(D.accionejec)].sort()).toEqual([1, 2, 3]);
    expect(new Set(D.partetrabajo.map((p) => p.clasificacion))).toEqual(new Set(['averia', 'revision', 'instalacion', 'mantenimiento']));
    expect(new Set(D.sistema.map((s) => s.tipo))).toEqual(new Set(['intrusion', 'cctv', 'incendio', 'control_accesos']));
    for (const p of D.partetrabajo) {
      expect(p.fecha).toMatch(fecha);
      expect(p.actualizado).toMatch(instante);
      if (p.ffijada !== null && p.ffijada !== undefined) expect(p.ffijada).toMatch(fecha);
      if (p.estado === 2) expect(p.fecha < HOY, `parte ${p.idparte_trabajo} finalizado en el futuro`).toBe(true);
      if (p.estado === 1) expect(p.fecha >= HOY, `parte ${p.idparte_trabajo} pendiente en el pasado`).toBe(true);
      if (p.estado === 2) expect(p.idtecnico).not.toBeNull();
    }
    const partesDe = new Map<string, typeof D.partetrabajo>();
    for (const p of D.partetrabajo) partesDe.set(p.idorden_trabajo, [...(partesDe.get(p.idorden_trabajo) ?? []), p]);
    for (const o of D.ordentrabajo) {
      expect(o.fecha).toMatch(fecha);
      expect(o.fecha <= HOY).toBe(true);
      expect(o.actualizado).toMatch(instante);
      const ps = partesDe.get(o.idorden_trabajo) ?? [];
      for (const p of ps) expect(o.fecha <= p.fecha || p.estado === 0, `orden ${o.idorden_trabajo} posterior a su parte`).toBe(true);
      expect(ps.filter((p) => p.estado === 1).length).toBeLessThanOrEqual(1);
      if (o.estado === 0) expect(ps.every((p) => p.estado === 0)).toBe(true);
      if (o.estado === 2) expect(ps.some((p) => p.estado === 1)).toBe(false);
      if (ps.some((p) => p.estado === 1)) expect(o.estado).toBe(1);
      for (const p of ps) expect(o.actualizado >= p.actualizado).toBe(true);
    }
    const finalizados = new Set(D.partetrabajo.filter((p) => p.estado === 2).map((p) => p.idparte_trabajo));
    for (const t of D.tiempotrabajado) {
      expect(finalizados.has(t.idparte_trabajo)).toBe(true);
      expect(t.inicio).toMatch(instante);
      expect(t.fin).toMatch(instante);
      expect(Date.parse(t.fin ?? '') - Date.parse(t.inicio)).toBe((t.minutos ?? -1) * 60_000);
    }
    for (const m of D.materialsistema) if (m.fecha_instalacion) expect(m.fecha_instalacion < HOY).toBe(true);
  });

  it('los campos derivados (fecha_desc, importe) son los de derivar()', () => {
    for (const d of [demo, demo10]) {
      for (const c of ['partetrabajo', 'ordentrabajo', 'lpartetrabajo', 'lordentrabajo'] as const) {
        for (const doc of docs(d, c)) {
          if (JSON.stringify(derivar(c, doc)) !== JSON.stringify(doc)) expect.fail(`${c} ${JSON.stringify(doc)}: derivado incorrecto`);
        }
      }
    }
    const l = demo.documentos.lpartetrabajo.find((x) => x.dto > 0);
    expect(l && l.importe).toBe(l && importeLinea(l.precio, l.dto, l.unidades));
    expect(demo.documentos.partetrabajo[0]?.fecha_desc).toMatch(/^\d{8}\|1$/);
  });

  it('DNI, NIE y CIF con su control correcto', () => {
    let personas = 0;
    let empresas = 0;
    for (const d of [demo, demo10]) {
      for (const c of d.documentos.cliente) {
        const nif = c.nif ?? '';
        if (/^[0-9XYZ]/.test(nif)) {
          personas++;
          if (!dniValido(nif)) expect.fail(`DNI/NIE incorrecto: ${nif}`);
        } else {
          empresas++;
          if (!cifValido(nif)) expect.fail(`CIF incorrecto: ${nif}`);
        }
      }
      for (const e of d.documentos.empleado) if (!dniValido(e.nif ?? '')) expect.fail(`DNI/NIE de empleado incorrecto: ${e.nif}`);
    }
    expect(personas).toBeGreaterThan(20);
    expect(empresas).toBeGreaterThan(20);
    const cifEmpresa = demo.documentos.parametro.find((p) => p.clave === 'empresa_cif')?.valor ?? '';
    expect(cifValido(cifEmpresa)).toBe(true);
    // Las comprobaciones detectan un control erróneo.
    expect(dniValido('12345678Z')).toBe(true);
    expect(dniValido('12345678A')).toBe(false);
    expect(cifValido('B12345674')).toBe(true);
    expect(cifValido('B12345675')).toBe(false);
  });

  it('clientes con 1–2 direcciones cercanas a su delegación, 1–3 teléfonos y sistemas con 3–10 materiales', () => {
    const D = demo.documentos;
    const contar = (xs: { idcliente: string }[]) => xs.reduce((m, x) => m.set(x.idcliente, (m.get(x.idcliente) ?? 0) + 1), new Map<string, number>());
    const dirs = contar(D.direccion);
    const tels = contar(D.telefono.filter((t) => t.idsistema === null));
    for (const c of D.cliente) {
      expect(dirs.get(c.idcliente) ?? 0).toBeGreaterThanOrEqual(1);
      expect(dirs.get(c.idcliente) ?? 0).toBeLessThanOrEqual(2);
      expect(tels.get(c.idcliente) ?? 0).toBeGreaterThanOrEqual(1);
      expect(tels.get(c.idcliente) ?? 0).toBeLessThanOrEqual(3);
      expect(c.codigo).toMatch(/^C\d{6}$/);
      if (c.email) expect(c.email).toMatch(/^[a-z0-9.]+@[a-z0-9-]+(\.[a-z]+)+$/);
    }
    for (const t of D.telefono) expect(t.numero).toMatch(/^[679]\d{2} \d{3} \d{3}$/);
    const centro: Record<string, [number, number]> = { Madrid: [40.4168, -3.7038], Barcelona: [41.3874, 2.1686], Valencia: [39.4699, -0.3763] };
    const provinciaDel = new Map(D.delegacion.map((d) => [d.iddelegacion, d.provincia]));
    const delCliente = new Map(D.cliente.map((c) => [c.idcliente, c.iddelegacion]));
    for (const dir of D.direccion) {
      const del = delCliente.get(dir.idcliente) ?? '';
      const provincia = provinciaDel.get(del) ?? '';
      expect(dir.provincia).toBe(provincia);
      const [lat, lng] = centro[provincia] ?? [0, 0];
      expect(Math.abs((dir.lat ?? 0) - lat)).toBeLessThan(1);
      expect(Math.abs((dir.lng ?? 0) - lng)).toBeLessThan(1);
      expect(dir.cp).toMatch(/^\d{5}$/);
    }
    const materiales = D.materialsistema.reduce((m, x) => m.set(x.idsistema, (m.get(x.idsistema) ?? 0) + 1), new Map<string, number>());
    for (const s of D.sistema) {
      expect(materiales.get(s.idsistema) ?? 0).toBeGreaterThanOrEqual(3);
      expect(materiales.get(s.idsistema) ?? 0).toBeLessThanOrEqual(10);
    }
    expect(D.materialsistema.some((m) => m.ubicacion === 'Entrada principal')).toBe(true);
    expect(D.materialsistema.filter((m) => m.numserie).length).toBeGreaterThan(D.materialsistema.length / 2);
    // Un almacén central por delegación.
    for (const d of D.delegacion) expect(D.almacen.filter((a) => a.tipo === 'central' && a.iddelegacion === d.iddelegacion)).toHaveLength(1);
  });

  it('parámetros básicos', () => {
    const p = new Map(demo.documentos.parametro.map((x) => [x.clave, x.valor]));
    expect(p.get('moneda')).toBe('EUR');
    expect(p.get('iva')).toBe('21');
    expect(p.get('tiempo_inactividad_minutos')).toBe('480');
    expect(p.get('tamano_maximo_fichero_mb')).toBe('10');
    expect(p.get('empresa_nombre')).toBeTruthy();
    expect(new Set(demo.documentos.parametro.map((x) => x.clave)).size).toBe(demo.documentos.parametro.length);
  });

  it('usuarios de la demo con sus apps, ids y permisos', () => {
    const u = new Map(demo.usuarios.map((x) => [x.login, x]));
    expect([...u.keys()].sort()).toEqual(['admin', 'almacen', 'comercial', 'comercial2', 'custodia', 'presencia', 'tecnico', 'tecnico2', 'vigilante']);
    const idDeApp: Record<AppId, (x: DatosDemo['usuarios'][number]) => string | null> = {
      comerciales: (x) => x.idcomercial, tecnicos: (x) => x.idtecnico, vigilantes: (x) => x.idvigilante,
      custodiaLlaves: (x) => x.idempleado, almacen: (x) => x.idalmacen, presencia: (x) => x.idempleado,
    };
    const apps: AppId[] = ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'];
    const empleados = new Map(demo.documentos.empleado.map((e) => [e.idempleado, `${e.nombre} ${e.apellidos}`]));
    for (const x of demo.usuarios) {
      expect(x.password).toBe('demo1234');
      expect(x.nombre).toMatch(/^\p{Lu}\p{Ll}+( \p{L}+)+$/u);
      expect(x.nombre).toBe(empleados.get(x.idempleado ?? ''));
      // Una app activa exige su id; los ids propios de una app (técnico, comercial, vigilante, almacén) solo con su app.
      for (const a of apps) if (x.apps[a]) expect(idDeApp[a](x), `${x.login}/${a}`).not.toBeNull();
      expect(x.idtecnico !== null).toBe(x.apps.tecnicos);
      expect(x.idcomercial !== null).toBe(x.apps.comerciales);
      expect(x.idvigilante !== null).toBe(x.apps.vigilantes);
      expect(x.idalmacen !== null).toBe(x.apps.almacen);
      expect(x.permisos.usuario).toBeDefined();
    }
    const admin = u.get('admin');
    expect(admin?.ambito).toBe('todo');
    expect(apps.every((a) => admin?.apps[a])).toBe(true);
    for (const e of Object.values(entidades)) expect(admin?.permisos[e.objeto]).toEqual({ visualizar: true, insertar: true, editar: true, borrar: true });
    expect(admin?.permisos.usuario).toEqual({ visualizar: true, insertar: true, editar: true, borrar: true });
    const tecAdmin = demo.documentos.tecnico.find((t) => t.idtecnico === admin?.idtecnico);
    expect(tecAdmin?.nombre).toBe('Supervisión');
    expect(demo.documentos.almacen.find((a) => a.idalmacen === admin?.idalmacen)?.tipo).toBe('central');

    for (const login of ['tecnico', 'tecnico2']) {
      const t = u.get(login);
      expect(t?.ambito).toBe('propio');
      expect(apps.filter((a) => t?.apps[a])).toEqual(['tecnicos']);
      const p = t?.permisos ?? {};
      for (const e of Object.values(entidades)) expect(p[e.objeto]?.visualizar, e.objeto).toBe(true);
      for (const o of ['parte_trabajo', 'lparte_trabajo', 'accion_ejec', 'tiempo_trabajado', 'fichero', 'material_sistema', 'telefono']) {
        expect(p[o]?.insertar, o).toBe(true);
        expect(p[o]?.editar, o).toBe(true);
      }
      expect(p.orden_trabajo?.editar).toBe(true);
      for (const o of ['lparte_trabajo', 'telefono', 'tiempo_trabajado', 'fichero']) expect(p[o]?.borrar, o).toBe(true);
      expect(p.parte_trabajo?.borrar).toBe(false);
      expect(p.usuario).toEqual({ visualizar: false, insertar: false, editar: false, borrar: false });
    }
    expect(u.get('tecnico2')?.idtecnico).toBe('2');

    const comercial = u.get('comercial');
    expect(comercial?.ambito).toBe('delegacion');
    for (const o of ['cliente', 'direccion', 'telefono', 'sistema', 'articulo', 'parametro']) expect(comercial?.permisos[o]?.visualizar, o).toBe(true);
    for (const o of ['cliente', 'telefono', 'direccion']) expect(comercial?.permisos[o]?.editar, o).toBe(true);
    const almacen = u.get('almacen');
    expect(demo.documentos.almacen.find((a) => a.idalmacen === almacen?.idalmacen)?.tipo).toBe('central');
    expect(almacen?.permisos.articulo?.visualizar && almacen.permisos.almacen?.visualizar).toBe(true);
    expect(u.get('presencia')?.apps.presencia).toBe(true);

    // El vigilante: lo suyo (sus puestos), con su vigilante asignado a dos puestos de la primera delegación.
    const vigilante = u.get('vigilante');
    expect(vigilante?.ambito).toBe('propio');
    expect(apps.filter((a) => vigilante?.apps[a])).toEqual(['vigilantes']);
    const puestosDe = (idvigilante: string | null | undefined) => demo.documentos.puestovigilante.filter((a) => a.idvigilante === idvigilante).map((a) => a.idpuesto_servicio);
    const suyos = puestosDe(vigilante?.idvigilante);
    expect(suyos).toHaveLength(2);
    for (const id of suyos) expect(demo.documentos.puestoservicio.find((p) => p.idpuesto_servicio === id)?.iddelegacion).toBe('1');
    expect(demo.documentos.vigilante.find((v) => v.idvigilante === vigilante?.idvigilante)?.idempleado).toBe(vigilante?.idempleado);
    const pv = vigilante?.permisos ?? {};
    const VIGILANCIA = ['vigilante', 'puesto_servicio', 'puesto_servicio_servicio', 'turno_puesto', 'puesto_vigilante', 'cuadrante', 'ronda_programada', 'punto_ronda', 'ronda_realizada', 'ronda_check', 'parte_novedad', 'novedad', 'llavero', 'movimiento_llave'];
    for (const o of [...VIGILANCIA, 'firma', 'fichero', 'dato', 'campo_dato', 'parametro', 'delegacion', 'empleado']) expect(pv[o]?.visualizar, o).toBe(true);
    expect(pv.cuadrante).toEqual({ visualizar: true, insertar: false, editar: false, borrar: false });
    for (const o of ['ronda_realizada', 'ronda_check', 'parte_novedad']) expect(pv[o], o).toEqual({ visualizar: true, insertar: true, editar: true, borrar: false });
    expect(pv.novedad).toEqual({ visualizar: true, insertar: true, editar: true, borrar: true });
    for (const o of ['movimiento_llave', 'firma', 'fichero', 'dato']) expect(pv[o]?.insertar, o).toBe(true);
    expect(pv.dato?.editar).toBe(true);
    for (const o of ['puesto_servicio', 'ronda_programada', 'llavero', 'parte_trabajo']) expect(pv[o]?.editar ?? false, o).toBe(false);
    expect(pv.cliente?.visualizar).toBe(false);

    // Custodia de llaves: su delegación, sin vigilante; saca y devuelve llaveros con las firmas.
    const custodia = u.get('custodia');
    expect(custodia?.ambito).toBe('delegacion');
    expect(custodia?.iddelegacion).toBe('1');
    expect(apps.filter((a) => custodia?.apps[a])).toEqual(['custodiaLlaves']);
    expect(demo.documentos.empleado.find((e) => e.idempleado === custodia?.idempleado)?.iddelegacion).toBe('1');
    expect(demo.usuarios.filter((x) => x.idempleado === custodia?.idempleado)).toHaveLength(1);
    const pc = custodia?.permisos ?? {};
    for (const o of ['llavero', 'movimiento_llave', 'puesto_servicio', 'vigilante', 'firma', 'fichero', 'parametro', 'delegacion', 'empleado']) expect(pc[o]?.visualizar, o).toBe(true);
    expect(pc.movimiento_llave).toEqual({ visualizar: true, insertar: true, editar: false, borrar: false });
    expect(pc.firma?.insertar && pc.llavero?.editar).toBe(true);
    for (const o of ['cuadrante', 'ronda_realizada', 'parte_novedad', 'cliente']) expect(pc[o]?.visualizar, o).toBe(false);
    // El movimiento de llaves de la demo lo registra el custodio de su delegación: el de la primera es este usuario.
    const primeros = demo.documentos.movimientollave.filter((m) => demo.documentos.llavero.find((l) => l.idllavero === m.idllavero)?.iddelegacion === '1');
    expect(primeros.length).toBeGreaterThan(0);
    expect(primeros.every((m) => m.idempleado === custodia?.idempleado && m.custodio === custodia.nombre)).toBe(true);

    // El supervisor (administrador) tiene su vigilante: el jefe de seguridad, sin puestos.
    const jefe = demo.documentos.vigilante.find((v) => v.idvigilante === admin?.idvigilante);
    expect(jefe?.categoria).toBe('Jefe de seguridad');
    expect(jefe?.idempleado).toBe('1');
    expect(puestosDe(admin?.idvigilante)).toEqual([]);
  });

  it('escala 10 ≈ 10 veces la escala 1 en lo que crece con la empresa', () => {
    const a = cuentas(demo);
    const b = cuentas(demo10);
    for (const c of ['cliente', 'direccion', 'telefono', 'sistema', 'materialsistema', 'ordentrabajo', 'lordentrabajo', 'partetrabajo', 'lpartetrabajo', 'accionejec', 'tiempotrabajado', 'articulo'] as const) {
      const ratio = b[c] / a[c];
      expect(ratio, `${c}: ${a[c]} → ${b[c]}`).toBeGreaterThan(8);
      expect(ratio, `${c}: ${a[c]} → ${b[c]}`).toBeLessThan(12.5);
    }
    // Técnicos: 3 fijos + 5 por escala (más el de supervisión); delegaciones crecen despacio.
    expect(b.tecnico).toBe(3 + 50 + 1);
    expect(b.delegacion).toBeGreaterThan(a.delegacion);
  });
});
