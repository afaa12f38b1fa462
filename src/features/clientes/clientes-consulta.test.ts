/**
 * La lista de clientes (/clientes/, ordenada por nombre) va por el índice de `nombre` (cliente en la
 * versión 64, decisión 46): el planificador de RxDB lo elige, el orden lo da el índice y la primera
 * página para en el límite en vez de leer todos los clientes del dispositivo (a escala 100, unos 20.000 en
 * un comercial). Sin el índice, `sortSatisfiedByIndex` es false y Dexie recorre la colección entera.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import { crearDbPrueba } from '../../../replication/cliente/pruebas/entorno';
import type { VigiaDatabase } from '../../../replication/cliente';
import { construirConsulta, TAMANO_PAGINA, type ParametrosConsulta } from '../../ui/lista/consulta';
import { CONSULTA_CLIENTES } from './consulta-clientes';

type Cliente = DocDe<'cliente'>;

const abiertas: VigiaDatabase[] = [];
afterEach(async () => {
  for (const db of abiertas.splice(0)) await db.close();
});


const porDefecto: ParametrosConsulta = { filtros: {}, orden: 'nombre', paginas: 1, buscando: false };

const consultaDe = (db: VigiaDatabase, p: Partial<ParametrosConsulta> = {}) =>
  db.cliente.find(construirConsulta(CONSULTA_CLIENTES, db.cliente.schema.jsonSchema.properties, { ...porDefecto, ...p }));

const NOMBRES = ['Zapatería Ruiz', 'Álvarez e Hijos', 'alarmas del sur', 'Ñandú S.A.', 'Comunidad de propietarios Mayor 3', 'Bar Pepe', 'bar pepe', 'Óptica Díaz'];

const clientes = (n: number): Cliente[] =>
  Array.from({ length: n }, (_, i) => ({
    idcliente: String(1000 + ((i * 7919) % n)),
    codigo: `C${String(i).padStart(6, '0')}`,
    nombre: `${NOMBRES[i % NOMBRES.length] ?? ''} ${(i * 37) % 11}`,
    nif: null,
    email: null,
    iddelegacion: '1',
    observaciones: null,
    estado: 1,
  }));

/** El orden de siempre (el comparador de RxDB en memoria): nombre y, a igualdad, la clave primaria. */
const ordenEsperado = (docs: readonly Cliente[]): string[] =>
  [...docs]
    .sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : a.idcliente < b.idcliente ? -1 : a.idcliente > b.idcliente ? 1 : 0))
    .map((d) => d.idcliente);

describe('consulta de la lista de clientes', () => {
  it('la primera página (y las siguientes) va por el índice de nombre y para en el límite', async () => {
    const db = await crearDbPrueba();
    abiertas.push(db);
    const primera = consultaDe(db);
    expect(primera.mangoQuery).toEqual({ selector: {}, sort: [{ nombre: 'asc' }], limit: TAMANO_PAGINA + 1 });
    const plan = primera.getPreparedQuery().queryPlan;
    expect(plan.index).toEqual(['_deleted', 'nombre', 'idcliente']);
    expect(plan.sortSatisfiedByIndex).toBe(true);
    expect(plan.selectorSatisfiedByIndex).toBe(true);
    expect(consultaDe(db, { paginas: 3 }).getPreparedQuery().queryPlan.sortSatisfiedByIndex).toBe(true);
    // Buscando no hay límite (el texto se compara en memoria), pero el orden sigue saliendo del índice.
    expect(consultaDe(db, { buscando: true }).getPreparedQuery().queryPlan.sortSatisfiedByIndex).toBe(true);
  });

  it('el índice da el mismo orden que antes (nombre y clave primaria, sin colación) y el total sigue contándose', async () => {
    const db = await crearDbPrueba();
    abiertas.push(db);
    const docs = clientes(300);
    await db.cliente.bulkInsert(docs);
    const pagina = await consultaDe(db).exec();
    expect(pagina.map((d) => d.idcliente)).toEqual(ordenEsperado(docs).slice(0, TAMANO_PAGINA + 1));
    const dos = await consultaDe(db, { paginas: 2 }).exec();
    expect(dos.map((d) => d.idcliente)).toEqual(ordenEsperado(docs).slice(0, 2 * TAMANO_PAGINA + 1));
    // El total de la lista (useLista: count() solo si el índice resuelve el selector).
    expect(await db.cliente.count({ selector: {} }).exec()).toBe(300);
  });
});
