/**
 * Carga de los datos de demostración (DatosDemo del generador) en la base del servidor.
 *
 * Todo en una transacción con el cerrojo del sellado (server/sync/sellador.ts): si algo falla no queda
 * nada a medias, y nadie sella números mayores que los reservados aquí antes de que se confirmen. Las
 * etiquetas de ámbito se calculan en memoria con las mismas reglas que la Tx del servidor
 * (server/sync/ambito.ts vía ambito-datos.ts); los números de secuencia se reservan de una vez; las
 * filas van en lotes de TAMANO_LOTE como un único parámetro JSON (jsonb_array_elements), que significa
 * lo mismo en pg y en PGlite, y cada documento deja su fila en `cambio`. Cada documento se valida contra
 * su esquema, así que lo que baje el cliente lo acepta RxDB. Los contenidos de los ficheros van a
 * fichero_contenido en la misma transacción. Los usuarios se crean con crearUsuario.
 */
import { claveDe, colecciones, derivar, type Coleccion } from '../../schemas';
import type { Doc } from '../../replication/tx';
import { crearUsuario } from '../auth/usuarios';
import type { Consulta, Db } from '../db/tipos';
import { etiquetarDocumentos } from '../sync/ambito-datos';
import { avisarEnTransaccion, TODAS } from '../sync/aviso';
import { VERSION_ETIQUETAS } from '../sync/reetiquetar';
import { bloquearPoda, reservarSeqs, tabla, ultimoSeqRepartido } from '../sync/registro';
import { BLOQUEO_SELLO } from '../sync/sellador';
import { validarDocumento } from '../sync/validacion';
import { generarDemo } from './generador';
import type { ContenidoDemo, DatosDemo } from './tipos';

export const TAMANO_LOTE = 1000;
/** Usuarios creados a la vez (el hash scrypt corre en el pool de hilos de libuv). */
const USUARIOS_EN_PARALELO = 4;

export interface ResumenSiembra {
  documentos: number;
  usuarios: number;
  porColeccion: Partial<Record<Coleccion, number>>;
}

const hayUsuarios = async (q: Consulta): Promise<boolean> => {
  const [f] = await q.query<{ hay: boolean }>('select exists (select 1 from usuario) as hay');
  return f?.hay === true;
};

const insertarLote = async (q: Consulta, c: Coleccion, filas: { i: string; d: Doc; a: string[]; s: number }[]): Promise<void> => {
  await q.query(
    `with x as (
       select e->>'i' as id, e->'d' as doc, array(select jsonb_array_elements_text(e->'a')) as ambito, (e->>'s')::bigint as seq
       from jsonb_array_elements($1::jsonb) e
     ), filas as (
       insert into ${tabla(c)} (id, doc, ambito) select id, doc, ambito from x
     )
     insert into cambio (seq, coleccion, id, ambito, borrado) select seq, $2, id, ambito, false from x`,
    [JSON.stringify(filas), c],
  );
};

/** Contenidos de ficheros por lote (son PDF de pocos kB) en base64 dentro del parámetro JSON. */
const CONTENIDOS_POR_LOTE = 100;

const insertarContenidos = async (q: Consulta, contenidos: readonly ContenidoDemo[]): Promise<void> => {
  for (let i = 0; i < contenidos.length; i += CONTENIDOS_POR_LOTE) {
    const lote = contenidos.slice(i, i + CONTENIDOS_POR_LOTE).map((c) => ({ i: c.idfichero, t: c.tipo, n: c.datos.length, b: Buffer.from(c.datos).toString('base64') }));
    await q.query(
      `insert into fichero_contenido (idfichero, tipo, tamano, datos)
       select e->>'i', e->>'t', (e->>'n')::integer, decode(e->>'b', 'base64') from jsonb_array_elements($1::jsonb) e
       on conflict (idfichero) do update set tipo = excluded.tipo, tamano = excluded.tamano, datos = excluded.datos`,
      [JSON.stringify(lote)],
    );
  }
};

const crearUsuarios = async (q: Consulta, datos: DatosDemo): Promise<void> => {
  for (let i = 0; i < datos.usuarios.length; i += USUARIOS_EN_PARALELO) {
    await Promise.all(datos.usuarios.slice(i, i + USUARIOS_EN_PARALELO).map((u) => crearUsuario(q, u)));
  }
};

/** Un lote ya preparado: el documento derivado, con sus etiquetas y su número de secuencia. */
type Lote = { i: string; d: Doc; a: string[]; s: number }[];

/** Deriva y valida cada documento, sin guardar nada: la copia derivada de cada uno se suelta enseguida. */
const validarTodos = (documentos: DatosDemo['documentos']): void => {
  for (const c of colecciones) {
    const clave = claveDe(c);
    for (const original of documentos[c] as readonly Doc[]) {
      const d = derivar(c, original);
      try {
        validarDocumento(c, d);
      } catch (e) {
        throw new Error(`Documento de demostración no válido (${c} ${String(d[clave])}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
    }
  }
};

/** Los documentos [desde, desde + TAMANO_LOTE) de una colección, derivados, con sus etiquetas y seq. */
const prepararLote = (c: Coleccion, docs: readonly Doc[], desde: number, etiquetas: Map<string, string[]> | undefined, seq: number): Lote => {
  const clave = claveDe(c);
  return docs.slice(desde, desde + TAMANO_LOTE).map((original, k) => {
    const d = derivar(c, original);
    const id = String(d[clave]);
    return { i: id, d, a: etiquetas?.get(id) ?? [], s: seq + k };
  });
};

/**
 * Siembra los datos. Con `soloSiVacio`, tras tomar el cerrojo comprueba que no haya usuarios (dos
 * procesos que arrancan a la vez no siembran dos veces) y devuelve null si ya los hay. Con `consumir`
 * (quien llama ya no necesita `datos`: la semilla del servidor, npm run seed), cada colección se suelta de
 * `datos` en cuanto está insertada, con sus etiquetas, y el montón baja mientras se carga.
 *
 * Sin copias de la demo entera (escala 100 × 3 años son 12,6 millones de documentos): las etiquetas se
 * calculan sobre los documentos tal como los da el generador (lo derivado, `fecha_desc` e `importe`, no
 * cuenta para el ámbito); cada documento se deriva y se valida antes de escribir nada (un documento no
 * válido no deja escrito nada), sin guardar la copia derivada, y se vuelve a derivar en su lote, justo antes
 * de insertarlo. El lote siguiente se prepara mientras la base inserta el anterior (con PostgreSQL, los dos
 * núcleos trabajan a la vez).
 */
export const sembrar = async (db: Db, datos: DatosDemo, opciones: { soloSiVacio?: boolean; consumir?: boolean } = {}): Promise<ResumenSiembra | null> => {
  validarTodos(datos.documentos);
  const etiquetas = etiquetarDocumentos(datos.documentos);
  const total = colecciones.reduce((n, c) => n + datos.documentos[c].length, 0);

  const resumen = await db.transaccion(async (q) => {
    await q.query('select pg_advisory_xact_lock($1::bigint)', [BLOQUEO_SELLO]);
    if (opciones.soloSiVacio && (await hayUsuarios(q))) return null;
    let seq = total > 0 ? await reservarSeqs(q, total) : 0;
    const porColeccion: Partial<Record<Coleccion, number>> = {};
    for (const c of colecciones) {
      const docs: readonly Doc[] = datos.documentos[c];
      const deColeccion = etiquetas.get(c);
      let enCurso: Promise<void> | null = null;
      for (let i = 0; i < docs.length; i += TAMANO_LOTE) {
        const lote = prepararLote(c, docs, i, deColeccion, seq);
        seq += lote.length;
        if (enCurso) await enCurso;
        enCurso = insertarLote(q, c, lote);
      }
      if (enCurso) await enCurso;
      porColeccion[c] = docs.length;
      if (opciones.consumir) {
        datos.documentos[c] = [];
        etiquetas.delete(c);
      }
    }
    await insertarContenidos(q, datos.contenidos ?? []);
    await crearUsuarios(q, datos);
    // Las etiquetas se han calculado con las reglas de hoy: sin esto, el primer arranque del servidor las
    // recalcularía todas leyendo la base entera en memoria (a escala 100 × 3 años, sin montón para ello).
    await q.query('update etiquetas_version set version = $1', [VERSION_ETIQUETAS]);
    if (total > 0) await avisarEnTransaccion(q, { seq: seq - 1, ambito: TODAS });
    return { documentos: total, usuarios: datos.usuarios.length, porColeccion };
  });
  // Estadísticas al día: sin ellas el planificador no usa los índices GIN de ámbito en las primeras descargas.
  if (resumen) await db.query(`analyze ${[...colecciones.map(tabla), 'cambio'].join(', ')}`);
  return resumen;
};

/** Siembra la demo de la escala dada si la base no tiene usuarios (primer arranque). */
export const sembrarSiVacio = async (db: Db, opciones: { escala: number; anios?: number }): Promise<ResumenSiembra | null> => {
  if (await hayUsuarios(db)) return null;
  return sembrar(db, await generarDemo({ escala: opciones.escala, ...(opciones.anios ? { anios: opciones.anios } : {}) }), { soloSiVacio: true, consumir: true });
};

/**
 * Vacía los datos sincronizados (y el contenido de los ficheros), el registro, las subidas aplicadas y los usuarios (con sus tokens).
 * La secuencia sigue creciendo y el horizonte de poda salta a su valor actual: todo dispositivo con un
 * checkpoint anterior recibe `resincronizar` y vuelve a bajar los datos nuevos.
 */
export const vaciar = async (db: Db): Promise<void> => {
  await db.transaccion(async (q) => {
    await q.query('select pg_advisory_xact_lock($1::bigint)', [BLOQUEO_SELLO]);
    await bloquearPoda(q);
    const tablas = [...colecciones.map(tabla), 'fichero_contenido', 'cambio', 'sync_aplicado', 'dispositivo', 'preparacion_usuario', 'contacto_usuario', 'usuario'];
    await q.query(`truncate ${tablas.join(', ')} cascade`);
    await q.query('update cambio_poda set hasta = $1', [await ultimoSeqRepartido(q)]);
  });
};
