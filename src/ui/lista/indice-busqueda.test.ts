/**
 * El índice de búsqueda de las listas (indice-busqueda.ts): da lo mismo que filtrar la colección entera en
 * memoria (con el selector y el orden de la lista, en los dos caminos: por id y por la consulta con
 * límite), se guarda y al abrir la base otra vez lee solo lo cambiado desde su punto, recoge lo que otra
 * pestaña escribió sin avisar, se reconstruye si lo guardado no se entiende y sigue viva (un cliente nuevo
 * aparece en la búsqueda abierta).
 */
import { firstValueFrom, filter, ReplaySubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import { crearBaseDatos } from '../../../replication/cliente/base-datos';
import { crearDbPrueba, nombreUnico, otraPestanaSinEventos, storagePrueba } from '../../../replication/cliente/pruebas/entorno';
import type { VigiaDatabase } from '../../../replication/cliente';
import { BUSQUEDA_CLIENTES } from '../../features/clientes/consulta-clientes';
import { construirConsulta, filtrarPorBusqueda, TAMANO_PAGINA, type ConsultaLista } from './consulta';
import { consultaBusqueda, crearIndice, type ResultadoBusqueda } from './indice-busqueda';

/** Umbral pequeño para probar los dos caminos con pocos documentos (fake-indexeddb es lento). */
const UMBRAL = 60;

type Cliente = DocDe<'cliente'>;

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) if (!db.closed) await db.close();
});

const NOMBRES = ['Zapatería Ruiz', 'Álvarez e Hijos', 'alarmas del sur', 'Ñandú', 'Comunidad Mayor 3', 'Bar Pepe', 'Óptica Díaz', 'Zubizarreta'];

const clientes = (n: number, desde = 0): Cliente[] =>
  Array.from({ length: n }, (_, j) => {
    const i = desde + j;
    return {
      idcliente: String(10000 + ((i * 7919) % 100000)),
      codigo: `C${String(i).padStart(6, '0')}`,
      nombre: `${NOMBRES[i % NOMBRES.length] ?? ''} ${(i * 37) % 101}${i % 5 === 0 ? ' S.L.' : ''}`,
      nif: i % 3 === 0 ? `B${String(i).padStart(8, '0')}` : null,
      email: null,
      iddelegacion: String(1 + (i % 2)),
      observaciones: null,
      estado: i % 17 === 0 ? 0 : 1,
    };
  });

/** Una lista de clientes con selector base, un filtro y dos órdenes (uno por índice y otro no). */
const CONSULTA = {
  selectorBase: { estado: { $gt: 0 } },
  filtros: [{ tipo: 'opciones', id: 'delegacion', etiqueta: 'Delegación', campo: 'iddelegacion', todas: 'Todas', opciones: [{ valor: '1', etiqueta: 'Una' }, { valor: '2', etiqueta: 'Otra' }] }],
  ordenes: [
    { id: 'nombre', etiqueta: 'Nombre', campo: 'nombre', direccion: 'asc' },
    { id: 'codigo', etiqueta: 'Código', campo: 'codigo', direccion: 'desc' },
  ],
} as const satisfies ConsultaLista<Cliente>;

const cliente = (i: number, cambios: Partial<Cliente> = {}): Cliente => {
  const [c] = clientes(1, i);
  if (!c) throw new Error('sin cliente');
  return { ...c, ...cambios };
};

const abrir = async (nombre?: string): Promise<VigiaDatabase> => {
  const db = nombre ? await crearBaseDatos({ nombre, storage: storagePrueba(), multiInstance: false }) : await crearDbPrueba();
  abiertas.push(db);
  return db;
};

/** Lo que daba la lista antes: la consulta sin límite (una vez por filtros y orden) y el filtro en memoria. */
const sinBuscar = new Map<string, Cliente[]>();
const enMemoria = async (db: VigiaDatabase, busqueda: string, filtros: Record<string, string>, orden: string): Promise<string[]> => {
  const clave = `${db.name}|${JSON.stringify(filtros)}|${orden}`;
  let docs = sinBuscar.get(clave);
  if (!docs) {
    const consulta = construirConsulta(CONSULTA, db.cliente.schema.jsonSchema.properties, { filtros, orden, paginas: 1, buscando: true });
    docs = await db.cliente.find(consulta).exec();
    sinBuscar.set(clave, docs);
  }
  return filtrarPorBusqueda(
    docs.map((doc) => ({ doc, relacionados: {} })),
    busqueda,
    BUSQUEDA_CLIENTES,
    new WeakMap(),
  ).map((f) => f.doc.idcliente);
};

const porIndice = (db: VigiaDatabase, busqueda: string, filtros: Record<string, string>, orden: string): Promise<ResultadoBusqueda<Cliente>> => {
  const consulta = construirConsulta(CONSULTA, db.cliente.schema.jsonSchema.properties, { filtros, orden, paginas: 1, buscando: true });
  return firstValueFrom(consultaBusqueda(db, 'cliente', BUSQUEDA_CLIENTES, busqueda, consulta, TAMANO_PAGINA, UMBRAL).$);
};

describe('índice de búsqueda de las listas', () => {
  it('da los mismos clientes, en el mismo orden, que filtrar toda la colección en memoria', async () => {
    const db = await abrir();
    await db.cliente.bulkInsert(clientes(400));
    const ordenes = CONSULTA.ordenes.map((o) => o.id);
    const filtros: Record<string, string>[] = [{}, { delegacion: '1' }, { delegacion: '2' }];
    let porId = 0;
    let conLimite = 0;
    for (const busqueda of ['zubizarreta', 'ALVAREZ hijos', 'ñandu 4', 'b000', 'a', 'no-existe-nada']) {
      for (const orden of ordenes) {
        for (const f of filtros) {
          const esperado = await enMemoria(db, busqueda, f, orden);
          const r = await porIndice(db, busqueda, f, orden);
          const ids = r.docs.map((d) => d.idcliente);
          if (r.completo) {
            porId++;
            expect(ids).toEqual(esperado);
          } else {
            conLimite++;
            expect(esperado.length).toBeGreaterThan(UMBRAL);
            expect(ids).toEqual(esperado.slice(0, TAMANO_PAGINA + 1));
          }
        }
      }
    }
    // Los dos caminos se han probado (por id con pocos aciertos, la consulta con límite con muchos).
    expect(porId).toBeGreaterThan(0);
    expect(conLimite).toBeGreaterThan(0);
  });

  it('se guarda y, al abrir la base otra vez, lee solo lo cambiado desde su punto (también lo que otra pestaña escribió sin avisar)', async () => {
    const nombre = nombreUnico('indice');
    const db = await abrir(nombre);
    await db.cliente.bulkInsert(clientes(800));
    const primero = crearIndice(db, 'cliente', BUSQUEDA_CLIENTES, 0);
    expect(await primero.buscar('zubizarreta')).toHaveLength(800 / 8);
    expect(primero.desdeGuardado).toBe(false);
    expect(primero.leidos).toBe(800);
    await primero.guardar();
    await db.close();

    // Otra pestaña, sin eventos: un alta, una baja y un cambio de nombre mientras nadie mira.
    const otra = await otraPestanaSinEventos(nombre);
    abiertas.push(otra);
    await otra.cliente.insert(cliente(5000, { idcliente: 'nuevo-1', nombre: 'Zubizarreta Nueva', estado: 1 }));
    const viejo = clientes(1, 7)[0];
    await (await otra.cliente.findOne(viejo?.idcliente ?? '').exec())?.remove();
    const cambia = clientes(1, 1)[0];
    await (await otra.cliente.findOne(cambia?.idcliente ?? '').exec())?.incrementalPatch({ nombre: 'Zubizarreta Renombrada' });
    await otra.close();

    const db2 = await abrir(nombre);
    const segundo = crearIndice(db2, 'cliente', BUSQUEDA_CLIENTES, 0);
    const ids = await segundo.buscar('zubizarreta');
    expect(segundo.desdeGuardado).toBe(true);
    expect(segundo.leidos).toBe(3);
    expect(ids).toContain('nuevo-1');
    expect(ids).toContain(cambia?.idcliente);
    expect(ids).not.toContain(viejo?.idcliente);
    expect(ids).toHaveLength(800 / 8 + 1 - 1 + 1);
    expect(await segundo.buscar('renombrada')).toEqual([cambia?.idcliente]);
  });

  it('recién escrito se guarda con margen; pasado el margen, sin ningún cambio más, se guarda seguro y abre sin releer', async () => {
    const nombre = nombreUnico('indice');
    const db = await abrir(nombre);
    await db.cliente.bulkInsert(clientes(400));
    const primero = crearIndice(db, 'cliente', BUSQUEDA_CLIENTES, 300);
    expect(await primero.buscar('zubizarreta')).toHaveLength(400 / 8);
    expect(primero.leidos).toBe(400);
    // Pasado el margen relee una vez (nada nuevo) y lo guarda como seguro: leído al menos 300 ms después de su punto.
    await expect.poll(async () => {
      const g = await db.indicebusqueda.findOne(primero.id).exec();
      return g ? g.leido - g.lwt : -1;
    }, { timeout: 5_000 }).toBeGreaterThanOrEqual(300);
    await db.close();

    const db2 = await abrir(nombre);
    const segundo = crearIndice(db2, 'cliente', BUSQUEDA_CLIENTES, 300);
    expect(await segundo.buscar('zubizarreta')).toHaveLength(400 / 8);
    expect(segundo.desdeGuardado).toBe(true);
    expect(segundo.leidos).toBe(0);
  });

  it('si lo guardado no se entiende, recorre la colección y busca bien', async () => {
    const db = await abrir();
    await db.cliente.bulkInsert(clientes(400));
    await db.indicebusqueda.insert({ idindice: 'cliente|codigo,nombre,nif', lwt: Date.now(), ultimo: 'x', leido: Date.now(), documentos: 1, entradas: '{"no": "es una lista"', guardado: new Date().toISOString() });
    const indice = crearIndice(db, 'cliente', BUSQUEDA_CLIENTES, 0);
    expect(await indice.buscar('zubizarreta')).toHaveLength(50);
    expect(indice.desdeGuardado).toBe(false);
    expect(indice.leidos).toBe(400);
  });

  it('la búsqueda abierta sigue viva: un cliente nuevo que la cumple aparece, uno anulado se va', async () => {
    const db = await abrir();
    await db.cliente.bulkInsert(clientes(200));
    const consulta = construirConsulta(CONSULTA, db.cliente.schema.jsonSchema.properties, { filtros: {}, orden: 'nombre', paginas: 1, buscando: true });
    // Una sola suscripción: lo que llega después del primer resultado llega por estar viva.
    const resultados = new ReplaySubject<ResultadoBusqueda<Cliente>>();
    const suscripcion = consultaBusqueda(db, 'cliente', BUSQUEDA_CLIENTES, 'ñandu', consulta, TAMANO_PAGINA).$.subscribe(resultados);
    try {
      const antes = await firstValueFrom(resultados);
      expect(antes.docs.length).toBeGreaterThan(1);
      const conNuevo = firstValueFrom(resultados.pipe(filter((r) => r.docs.some((d) => d.idcliente === 'vivo-1'))));
      await db.cliente.insert(cliente(999, { idcliente: 'vivo-1', nombre: 'Ñandú Vivo', estado: 1 }));
      expect((await conNuevo).docs).toHaveLength(antes.docs.length + 1);
      const anulado = antes.docs[0]?.idcliente ?? '';
      const sinAnulado = firstValueFrom(resultados.pipe(filter((r) => r.docs.some((d) => d.idcliente === 'vivo-1') && !r.docs.some((d) => d.idcliente === anulado))));
      await (await db.cliente.findOne(anulado).exec())?.incrementalPatch({ estado: 0 });
      expect((await sinAnulado).docs).toHaveLength(antes.docs.length);
    } finally {
      suscripcion.unsubscribe();
    }
  });
});
