/**
 * La base local se abre migrando solo si hay versiones anteriores; la versión es de cada colección (base
 * 63, cliente 64). Una base de la 62 y una de la 63 llegan a la actual sin perder nada, cola incluida.
 */
import { createRxDatabase, createRxSchema, defaultHashSha256, type RxCollection, type RxCollectionCreator, type RxJsonSchema } from 'rxdb';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { claveDescendente, esquemas, VERSION_ESQUEMA, type ColeccionCualquiera } from '../../schemas';
import { crearBaseDatos, hayVersionesAnteriores, prepararMigraciones, prepararPlugins } from './base-datos';
import type { VigiaDatabase } from './tipos';
import { motorPrueba, nombreUnico, parte, storagePrueba, usuarioPrueba } from './pruebas/entorno';
import { ServidorFalso } from './pruebas/servidor-falso';
import type { MotorVigia } from './motor';
import { CAMBIOS, esquemaAnterior, esquemasAnteriores } from '../../migrations/esquemas-anteriores';
import { CAMBIOS_V66 } from '../../migrations/v66';
import { CAMBIOS_V67 } from '../../migrations/v67';
import { CAMBIOS_V68 } from '../../migrations/v68';
import { CAMBIOS_V69 } from '../../migrations/v69';
import { CAMBIOS_V70 } from '../../migrations/v70';
import { estrategiasMigracion, PASOS } from '../../migrations/registro';
import { documentosDeParams } from '../../migrations/v63';
import { clienteV64, movimientoStockV64, pasosV64, recortar, sobreV64 } from '../../migrations/v64';
import { CAMBIOS_V65, conCamposHoraV65 } from '../../migrations/v65';
import type { DocMigrado } from '../../migrations/tipos';
import { MAX_NOMBRE_CLIENTE } from '../../schemas/cliente';

const abiertas: VigiaDatabase[] = [];
const motores: MotorVigia[] = [];
afterEach(async () => {
  for (const m of motores.splice(0)) await m.detener();
  for (const db of abiertas.splice(0)) await db.close();
});

/** Un parte tal como se guardaba en la versión 62 (sin fecha_desc). */
const parteV62 = (id: string, cambios: Record<string, unknown> = {}): Record<string, unknown> => {
  const { fecha_desc: _fuera, ...resto } = parte(id);
  return { ...resto, ...cambios };
};

const storage = storagePrueba();

type Colecciones = Record<string, RxCollection | undefined>;

/**
 * Escribe una base de datos con los esquemas de la versión `version`, como la dejaría la app anterior
 * (migrations/esquemas-anteriores.ts), y la rellena con `rellenar`.
 */
const escribirBaseAnterior = async (nombre: string, version: number, rellenar: (col: (c: ColeccionCualquiera) => RxCollection) => Promise<void>): Promise<void> => {
  await prepararPlugins();
  prepararMigraciones();
  const db = await createRxDatabase({ name: nombre, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
  const anteriores = esquemasAnteriores(version);
  const creadores: Record<string, RxCollectionCreator> = {};
  for (const c of Object.keys(anteriores) as ColeccionCualquiera[]) {
    creadores[c] = { schema: anteriores[c], migrationStrategies: estrategiasMigracion(c, anteriores[c].version) };
  }
  const cols: Colecciones = await db.addCollections(creadores);
  await rellenar((c) => {
    const x = cols[c];
    if (!x) throw new Error(`falta ${c}`);
    return x;
  });
  await db.close();
};

/** Escribe una base de datos con los esquemas de la versión 62. */
const escribirBaseV62 = (nombre: string): Promise<void> =>
  escribirBaseAnterior(nombre, 62, async (col) => {
    await col('partetrabajo').bulkInsert([parteV62('p1', { observaciones: 'antes de migrar' }), parteV62('p2', { fecha: '2025-03-04' })]);
    await col('ordentrabajo').insert({ idorden_trabajo: 'o1', idcliente: 'c1', iddelegacion: '1', numero: 'OT-1', fecha: '2026-11-19', descripcion: 'Orden', prioridad: 1, estado: 1, actualizado: '2026-11-19T08:00:00.000Z' });
    const l2 = { idlparte_trabajo: 'l2', idparte_trabajo: 'p1', idarticulo: 'a1', descripcion: 'Batería', unidades: 2, precio: 10, dto: 0, importe: 20, estado: 1 };
    await col('lpartetrabajo').insert(l2);
    await col('sync').insert({ idsync: 'estado', checkpoint: 0 });
    const base = { creado: '2026-11-20T09:00:00.000Z', error: null, intentos: 0 };
    await col('syncupload').bulkInsert([
      { ...base, idsync_upload: 'e1', orden: 1, metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'antes de migrar' } }, estado: 'pendiente' },
      { ...base, idsync_upload: 'e2', orden: 2, metodo: 'lparteTrabajo.insertSync', params: { doc: l2 }, estado: 'pendiente' },
      { ...base, idsync_upload: 'e3', orden: 3, metodo: 'ordenTrabajo.finalizarOt', params: { idparte_trabajo: 'p2', opcion: 3 }, estado: 'fallido', error: 'El parte no está pendiente', intentos: 2 },
    ]);
  });

/** Un cliente como lo guardaba la versión 63 (nombre sin límite de longitud). */
const clienteV63 = (id: string, nombre: string, cambios: Record<string, unknown> = {}): Record<string, unknown> => ({
  idcliente: id, codigo: `C-${id}`, nombre, nif: null, email: null, iddelegacion: '1', observaciones: null, estado: 1, ...cambios,
});

/** Un nombre de 250 caracteres con un carácter fuera del plano básico justo en el corte (el 200). */
const NOMBRE_LARGO = `${'Comunidad de propietarios '.repeat(8).slice(0, 199)}😀${'x'.repeat(50)}`;

describe('migraciones del esquema local', () => {
  it('cada colección tiene una estrategia para cada versión de 1 a la suya; solo cliente y movimientostock pasan de la base', () => {
    for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
      const version = esquemas[c].version;
      expect(version).toBeGreaterThanOrEqual(VERSION_ESQUEMA);
      const e = estrategiasMigracion(c);
      expect(Object.keys(e).map(Number)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      // Toda versión por encima de la base con un paso real declara lo que cambió (para derivar el esquema
      // anterior), y la suya también; una versión que la colección se saltó (de la 63 a la 65) no cambió nada.
      for (let v = VERSION_ESQUEMA + 1; v <= version; v++) {
        expect(PASOS[v]?.[c] !== undefined, `${c} ${v}`).toBe(CAMBIOS[v]?.[c] !== undefined);
        if (v === version) expect(CAMBIOS[v]?.[c], `${c} ${v}`).toBeDefined();
      }
    }
    const porEncima = (Object.keys(esquemas) as ColeccionCualquiera[]).filter((c) => esquemas[c].version > VERSION_ESQUEMA);
    expect([...porEncima].sort()).toEqual([
      'caja', 'cliente', 'entregapedido', 'movimientocaja', 'movimientollave', 'movimientostock', 'partenovedad', 'presencia', 'rondacheck', 'rondarealizada', 'sobre', 'sync',
      'syncupload',
    ]);
    expect(esquemas.cliente.version).toBe(64);
    expect(Object.keys(PASOS[63] ?? {}).sort()).toEqual(['ordentrabajo', 'partetrabajo', 'syncupload']);
    expect(Object.keys(PASOS[64] ?? {})).toEqual(['cliente', 'movimientostock', 'sobre']);
    expect(esquemas.sobre.version).toBe(64);
    expect(estrategiasMigracion('sobre')[64]).toBe(sobreV64);
    expect(esquemas.movimientostock.version).toBe(64);
    expect(estrategiasMigracion('movimientostock')[64]).toBe(movimientoStockV64);
    // Un paso registrado para una versión a la que su colección no llega no correría nunca.
    for (const [v, pasos] of Object.entries(PASOS)) {
      for (const c of Object.keys(pasos) as ColeccionCualquiera[]) expect(esquemas[c].version, `${c} ${v}`).toBeGreaterThanOrEqual(Number(v));
    }
    expect(estrategiasMigracion('cliente')[64]).toBe(clienteV64);
    expect(estrategiasMigracion('partetrabajo')).not.toHaveProperty('64');
  });

  it('los esquemas 62 derivados no tienen lo que añadieron la 63 ni la 64', () => {
    const v62 = esquemasAnteriores(62);
    expect(v62.partetrabajo.properties).not.toHaveProperty('fecha_desc');
    expect(v62.partetrabajo.required).not.toContain('fecha_desc');
    expect(v62.partetrabajo.indexes).toEqual([]);
    expect(v62.syncupload.required).not.toContain('documentos');
    expect(v62.syncupload.indexes).toEqual(['orden']);
    expect(v62.cliente.version).toBe(62);
    expect(v62.cliente.indexes).toEqual([]);
    expect(v62.cliente.properties.nombre).toEqual({ type: 'string' });
    expect(v62.ficherocontenido.attachments).toEqual({});
  });

  it('los esquemas 63 derivados: los publicados (cliente sin índice ni límite de nombre), el resto como hoy', async () => {
    const v63 = esquemasAnteriores(63);
    // El esquema de cliente publicado en la 63, tal cual (el que tienen los dispositivos): la misma huella.
    const publicado: RxJsonSchema<DocMigrado> = {
      title: 'cliente',
      version: 63,
      primaryKey: 'idcliente',
      type: 'object',
      properties: {
        idcliente: { type: 'string', maxLength: 36 },
        codigo: { type: 'string' },
        nombre: { type: 'string' },
        nif: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        iddelegacion: { type: 'string', maxLength: 36 },
        observaciones: { type: ['string', 'null'] },
        estado: { type: 'integer', minimum: 0, maximum: 9, multipleOf: 1 },
      },
      required: ['idcliente', 'codigo', 'nombre', 'iddelegacion', 'estado'],
      additionalProperties: false,
    };
    expect(await createRxSchema<DocMigrado>(v63.cliente, defaultHashSha256).hash).toBe(await createRxSchema(publicado, defaultHashSha256).hash);
    expect(await createRxSchema(esquemas.cliente, defaultHashSha256).hash).not.toBe(await createRxSchema(publicado, defaultHashSha256).hash);
    // El derivado es ese mismo esquema, con la lista de índices vacía explícita.
    expect(v63.cliente).toEqual({ ...publicado, indexes: [] });
    for (const c of Object.keys(esquemas) as ColeccionCualquiera[]) {
      if (esquemas[c].version === VERSION_ESQUEMA) expect(v63[c], c).toEqual(esquemas[c]);
    }
    // El movimiento de existencias de la 63 no tenía el motivo 'pedido' (issue 17).
    expect(v63.movimientostock.properties.motivo).toEqual({ type: 'string', enum: ['instalacion', 'devolucion', 'descarga', 'ajuste'] });
    expect(v63.movimientostock.version).toBe(63);
    expect(() => esquemaAnterior('partetrabajo', 64)).toThrow(/no llega a la versión 64/);
  });

  it('la 65: los campos de la hora del dispositivo, opcionales; los documentos de la 64 pasan tal cual', () => {
    for (const c of Object.keys(CAMBIOS_V65) as ColeccionCualquiera[]) {
      // El estado de la sincronización subió después a la 66, la 68, la 69 y la 70 (issue 32): la 65 sigue siendo su paso.
      expect(esquemas[c].version, c).toBe(c === 'sync' ? 70 : 65);
      expect(estrategiasMigracion(c)[65], c).toBe(conCamposHoraV65);
      const v64 = esquemaAnterior(c, 64);
      const nuevos = CAMBIOS_V65[c]?.campos ?? [];
      expect(nuevos.length, c).toBeGreaterThan(0);
      for (const campo of nuevos) {
        expect(v64.properties, `${c}.${campo}`).not.toHaveProperty(campo);
        expect(esquemas[c].properties, `${c}.${campo}`).toHaveProperty(campo);
        expect(esquemas[c].required as readonly string[], `${c}.${campo}`).not.toContain(campo);
      }
    }
    for (const c of ['presencia', 'rondacheck', 'rondarealizada', 'partenovedad', 'movimientollave', 'entregapedido'] as const) {
      expect(CAMBIOS_V65[c]?.campos, c).toEqual(expect.arrayContaining(['hora_fiable', 'motivo_hora', 'desfase_ms']));
    }
    const fichaje = { idpresencia: 'P1', tipo: 'entrada', hora: '2026-11-20T08:00:00.000Z' };
    expect(conCamposHoraV65(fichaje)).toEqual(fichaje);
  });

  it('la 66: el estado de la sincronización guarda los meses de historia (ventana e historial pedido), opcionales', () => {
    expect(esquemas.sync.version).toBe(70);
    const v65 = esquemaAnterior('sync', 65);
    for (const campo of CAMBIOS_V66.sync?.campos ?? []) {
      expect(v65.properties).not.toHaveProperty(campo);
      expect(esquemas.sync.properties).toHaveProperty(campo);
      expect(esquemas.sync.required as readonly string[]).not.toContain(campo);
    }
    expect(CAMBIOS_V66.sync?.campos).toEqual(['ventana', 'historial']);
    const estado = { idsync: 'estado', checkpoint: 12, cursor: null };
    expect(estrategiasMigracion('sync')[66]?.(estado, undefined as never)).toEqual(estado);
  });

  it('la 67: la caja con su saldo consolidado (null hasta que vuelva a bajar) y el movimiento con su último cambio (su fecha)', () => {
    expect(esquemas.caja.version).toBe(67);
    expect(esquemas.movimientocaja.version).toBe(67);
    expect(CAMBIOS_V67).toEqual({ caja: { campos: ['saldo'] }, movimientocaja: { campos: ['actualizado'] } });
    expect(esquemaAnterior('caja', 66).properties).not.toHaveProperty('saldo');
    expect(esquemaAnterior('movimientocaja', 66).required).not.toContain('actualizado');
    const caja = { idcaja: 'c1', nombre: 'Caja', tipo: 'tecnico', iddelegacion: 'd1', idtecnico: 't1', saldo_inicial: 100, estado: 1 };
    expect(estrategiasMigracion('caja')[67]?.(caja, undefined as never)).toEqual({ ...caja, saldo: null });
    const mov = { idmovcaja: 'm1', idcaja: 'c1', tipo: 'gasto', fecha: '2026-11-20T10:00:00.000Z', importe: 7.1, concepto: 'Peaje', categoria: 'aparcamiento', estado: 1 };
    expect(estrategiasMigracion('movimientocaja')[67]?.(mov, undefined as never)).toEqual({ ...mov, actualizado: mov.fecha });
  });

  it('la 68: el estado de la sincronización guarda las colecciones bajo demanda y las suscritas, opcionales', () => {
    expect(CAMBIOS_V68).toEqual({ sync: { campos: ['bajo_demanda', 'suscripciones'] } });
    const v67 = esquemaAnterior('sync', 67);
    for (const campo of ['bajo_demanda', 'suscripciones']) {
      expect(v67.properties).not.toHaveProperty(campo);
      expect(esquemas.sync.properties).toHaveProperty(campo);
      expect(esquemas.sync.required as readonly string[]).not.toContain(campo);
    }
    expect(v67.properties).toHaveProperty('ventana');
    const estado = { idsync: 'estado', checkpoint: 12, cursor: null, ventana: ['2026-10'], historial: [] };
    expect(estrategiasMigracion('sync')[68]?.(estado, undefined as never)).toEqual(estado);
  });

  it('la 69: el estado de la sincronización guarda lo bajo demanda por registro y los padres suscritos, opcionales', () => {
    expect(CAMBIOS_V69).toEqual({ sync: { campos: ['por_padre', 'padres'] } });
    const v68 = esquemaAnterior('sync', 68);
    for (const campo of ['por_padre', 'padres']) {
      expect(v68.properties).not.toHaveProperty(campo);
      expect(esquemas.sync.properties).toHaveProperty(campo);
      expect(esquemas.sync.required as readonly string[]).not.toContain(campo);
    }
    expect(v68.properties).toHaveProperty('suscripciones');
    const estado = { idsync: 'estado', checkpoint: 12, cursor: null, ventana: ['2026-10'], suscripciones: [{ coleccion: 'rondarealizada', caduca: '2026-12-01T00:00:00.000Z' }] };
    expect(estrategiasMigracion('sync')[69]?.(estado, undefined as never)).toEqual(estado);
  });

  it('la 70: un padre suscrito puede ir sin foto (lo suscribió un cambio local); los de antes valen tal cual', () => {
    expect(Object.keys(CAMBIOS_V70)).toEqual(['sync']);
    const v69 = esquemaAnterior('sync', 69);
    expect(JSON.stringify(v69.properties.padres)).not.toContain('foto');
    expect(JSON.stringify(esquemas.sync.properties.padres)).toContain('foto');
    const estado = { idsync: 'estado', checkpoint: 12, cursor: null, padres: [{ coleccion: 'materialsistema', id: 'S1', caduca: '2026-12-01T00:00:00.000Z' }] };
    expect(estrategiasMigracion('sync')[70]?.(estado, undefined as never)).toEqual(estado);
  });

  it('el paso 64 recorta el nombre del cliente a su longitud máxima, en caracteres', () => {
    expect(MAX_NOMBRE_CLIENTE).toBe(200);
    expect(esquemas.cliente.properties.nombre.maxLength).toBe(MAX_NOMBRE_CLIENTE);
    expect(esquemas.cliente.indexes).toEqual(['nombre']);
    const recortado = recortar(NOMBRE_LARGO, MAX_NOMBRE_CLIENTE);
    expect([...recortado]).toHaveLength(200);
    expect(recortado.endsWith('😀')).toBe(true);
    expect(recortar('Talleres Pérez', 200)).toBe('Talleres Pérez');
    expect(pasosV64.cliente).toBe(clienteV64);
    const corto = clienteV63('c1', 'Joyería Ruiz');
    expect(clienteV64(corto)).toEqual(corto);
    expect(clienteV64(clienteV63('c2', NOMBRE_LARGO))).toEqual(clienteV63('c2', recortado));
  });

  it('documentos de una entrada antigua, deducidos de sus parámetros', () => {
    expect(documentosDeParams('parteTrabajo.updateSync', { id: '7', cambios: {} })).toEqual(['partetrabajo:7']);
    expect(documentosDeParams('telefono.insertSync', { doc: { idtelefono: 't1', idcliente: 'c1' } })).toEqual(['telefono:t1']);
    expect(documentosDeParams('ordenTrabajo.finalizarOt', { idparte_trabajo: 'p2', opcion: 1 })).toEqual(['partetrabajo:p2']);
    expect(documentosDeParams('desconocido.algo', 'x')).toEqual([]);
  });

  it('una base de datos de la versión 62 abre en la 63 sin perder nada, y lo pendiente sigue subiendo', async () => {
    const nombre = nombreUnico('migracion');
    await escribirBaseV62(nombre);
    // crearBaseDatos solo abre migrando si lo ve: una consulta al almacén interno (el arranque rápido).
    const vistazo = await createRxDatabase({ name: nombre, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    expect(await hayVersionesAnteriores(vistazo)).toBe(true);
    await vistazo.close();

    const db = await crearBaseDatos({ nombre, storage, multiInstance: false });
    abiertas.push(db);
    // Migrada: la próxima apertura ya no migra.
    expect(await hayVersionesAnteriores(db)).toBe(false);

    const partes = await db.partetrabajo.find({ sort: [{ fecha_desc: 'asc' }] }).exec();
    expect(partes.map((p) => p.idparte_trabajo)).toEqual(['p1', 'p2']);
    expect(partes[0]?.fecha_desc).toBe(claveDescendente('2026-11-20', 'p1'));
    expect(partes[1]?.fecha_desc).toBe(claveDescendente('2025-03-04', 'p2'));
    expect(partes[0]?.observaciones).toBe('antes de migrar');
    expect((await db.ordentrabajo.findOne('o1').exec())?.fecha_desc).toBe(claveDescendente('2026-11-19', 'o1'));
    expect((await db.lpartetrabajo.findOne('l2').exec())?.importe).toBe(20);
    expect((await db.sync.findOne('estado').exec())?.checkpoint).toBe(0);

    const cola = (await db.syncupload.find({ sort: [{ orden: 'asc' }] }).exec()).map((d) => d.toJSON());
    expect(cola).toEqual([
      expect.objectContaining({ idsync_upload: 'e1', estado: 'pendiente', params: { id: 'p1', cambios: { observaciones: 'antes de migrar' } }, documentos: ['partetrabajo:p1'] }),
      expect.objectContaining({ idsync_upload: 'e2', estado: 'pendiente', documentos: ['lpartetrabajo:l2'] }),
      expect.objectContaining({ idsync_upload: 'e3', estado: 'fallido', error: 'El parte no está pendiente', intentos: 2, documentos: ['partetrabajo:p2'] }),
    ]);

    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('partetrabajo', parte('p1'));
    servidor.poner('partetrabajo', parte('p2', { fecha: '2025-03-04' }));
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    await motor.sincronizarAhora();

    expect(servidor.aplicadas.has('e1')).toBe(true);
    expect(servidor.aplicadas.has('e2')).toBe(true);
    expect(servidor.doc('partetrabajo', 'p1')?.observaciones).toBe('antes de migrar');
    expect(servidor.doc('lpartetrabajo', 'l2')).toMatchObject({ idparte_trabajo: 'p1', importe: 20 });
    expect((await db.syncupload.find().exec()).map((d) => d.idsync_upload)).toEqual(['e3']);
    expect((await db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('antes de migrar');
  });

  it('una base de datos de la 63 abre con cliente en la 64 (índice de nombre) sin perder nada, y lo pendiente sigue subiendo', async () => {
    const nombre = nombreUnico('migracion64');
    const clientes = [clienteV63('c1', 'Talleres Zubizarreta S.L.'), clienteV63('c2', NOMBRE_LARGO, { nif: '12345678Z' }), clienteV63('c3', 'Aguirre y Asociados', { estado: 0 })];
    let revisionParte = '';
    await escribirBaseAnterior(nombre, 63, async (col) => {
      await col('cliente').bulkInsert(clientes);
      const p1 = await col('partetrabajo').insert(parte('p1', { fecha_desc: claveDescendente('2026-11-20', 'p1') }));
      revisionParte = p1.revision;
      await col('sync').insert({ idsync: 'estado', checkpoint: 0 });
      const base = { creado: '2026-11-20T09:00:00.000Z', error: null, intentos: 0, estado: 'pendiente' };
      await col('syncupload').bulkInsert([
        { ...base, idsync_upload: 'e1', orden: 1, metodo: 'cliente.updateSync', params: { id: 'c1', cambios: { observaciones: 'llamar antes de ir' } }, documentos: ['cliente:c1'] },
        { ...base, idsync_upload: 'e2', orden: 2, metodo: 'parteTrabajo.updateSync', params: { id: 'p1', cambios: { observaciones: 'hecho' } }, documentos: ['partetrabajo:p1'] },
      ]);
    });
    const vistazo = await createRxDatabase({ name: nombre, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    expect(await hayVersionesAnteriores(vistazo)).toBe(true);
    await vistazo.close();

    const db = await crearBaseDatos({ nombre, storage, multiInstance: false });
    abiertas.push(db);
    expect(await hayVersionesAnteriores(db)).toBe(false);
    expect(db.cliente.schema.version).toBe(64);
    expect(db.partetrabajo.schema.version).toBe(VERSION_ESQUEMA);

    // Los clientes, todos y con todo; el nombre largo, recortado a 200 caracteres.
    const guardados = (await db.cliente.find({ sort: [{ nombre: 'asc' }] }).exec()).map((d) => d.toJSON());
    expect(guardados).toEqual([
      clienteV63('c3', 'Aguirre y Asociados', { estado: 0 }),
      clienteV63('c2', recortar(NOMBRE_LARGO, MAX_NOMBRE_CLIENTE), { nif: '12345678Z' }),
      clienteV63('c1', 'Talleres Zubizarreta S.L.'),
    ]);
    // La primera página ya va por el índice de nombre y para en el límite.
    const pagina = db.cliente.find({ selector: {}, sort: [{ nombre: 'asc' }], limit: 2 });
    expect(pagina.getPreparedQuery().queryPlan).toMatchObject({ index: ['_deleted', 'nombre', 'idcliente'], sortSatisfiedByIndex: true });
    expect((await pagina.exec()).map((d) => d.idcliente)).toEqual(['c3', 'c2']);
    // Las colecciones que siguen en la 63 no se reescriben: el parte conserva su revisión.
    expect((await db.partetrabajo.findOne('p1').exec())?.revision).toBe(revisionParte);

    const cola = (await db.syncupload.find({ sort: [{ orden: 'asc' }] }).exec()).map((d) => d.toJSON());
    expect(cola).toEqual([
      expect.objectContaining({ idsync_upload: 'e1', estado: 'pendiente', metodo: 'cliente.updateSync', documentos: ['cliente:c1'] }),
      expect.objectContaining({ idsync_upload: 'e2', estado: 'pendiente', documentos: ['partetrabajo:p1'] }),
    ]);

    const servidor = new ServidorFalso(usuarioPrueba());
    servidor.poner('cliente', clienteV63('c1', 'Talleres Zubizarreta S.L.'));
    servidor.poner('partetrabajo', parte('p1'));
    const motor = motorPrueba(db, { fetch: servidor.fetch, token: servidor.emitirToken() });
    motores.push(motor);
    await motor.sincronizarAhora();

    expect(servidor.aplicadas.has('e1')).toBe(true);
    expect(servidor.aplicadas.has('e2')).toBe(true);
    expect(servidor.doc('cliente', 'c1')?.observaciones).toBe('llamar antes de ir');
    expect(await db.syncupload.count().exec()).toBe(0);
    expect((await db.cliente.findOne('c1').exec())?.observaciones).toBe('llamar antes de ir');
    expect((await db.partetrabajo.findOne('p1').exec())?.observaciones).toBe('hecho');
  });
});
