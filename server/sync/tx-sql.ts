/**
 * La Tx de los mutadores en el servidor (replication/tx.ts), sobre SQL dentro de una transacción.
 *
 * Cada escritura: valida el documento (ajv), comprueba que cada referencia que fija está en el ámbito de
 * quien escribe y es coherente con el documento (si no, `reune` le daría documentos ajenos), calcula sus etiquetas de ámbito con las reglas de
 * ambito.ts a partir de las etiquetas ya guardadas de su padre o de sus hijos, guarda la fila y anota en
 * `cambio` (sin seq: lo pone el sellador tras el commit, sellador.ts) las etiquetas de antes ∪ las de
 * después. Si las etiquetas cambian (o cambia
 * la clave ajena que lo une a un padre que reúne), re-calcula en cascada lo que depende de él: los hijos
 * que heredan, los padres que reúnen (el viejo y el nuevo) y, recursivamente, lo que dependa de esos. Un
 * padre cuya regla declara `paraHerederos` (el empleado) da a sus hijos lo que sale de sus campos y no sus
 * etiquetas: sus hijos se re-calculan cuando cambia eso, aunque sus etiquetas sigan siendo las mismas.
 * Cada documento re-etiquetado recibe también su fila en `cambio`, así sale del dispositivo que lo pierde
 * y entra en el que lo gana.
 *
 * Lectura con ámbito (decisión 54): `get` de un documento que existe fuera del ámbito de quien escribe es
 * el error de permiso de modificarlo, sea cual sea su estado, antes de que el mutador mire nada de él;
 * salvo lo que esta Tx ya escribió y lo que se lee como referencia con alcance de delegación.
 *
 * Sin cerrojo global (decisión 39): dos mutaciones solo se esperan si tocan lo mismo. Lo que se va a
 * escribir (y lo que un mutador lee con `get`, salvo los catálogos globales) se lee `for update`; el padre y las referencias de las que
 * salen las etiquetas, `for share`, así que un re-ámbito en cascada y un hijo nuevo del mismo padre van
 * uno tras otro y el segundo ve lo del primero (en READ COMMITTED cada sentencia ve lo confirmado antes
 * de ella). `find` (las comprobaciones de un mutador, p. ej. un solo cronómetro en marcha) toma un
 * cerrojo consultivo por colección y filtro: dos mutaciones que buscan lo mismo van en orden. Un
 * interbloqueo lo resuelve PostgreSQL abortando una, que el ejecutor repite.
 *
 * Escrituras diferidas (`diferirEscrituras`, las del ejecutor): la sentencia de un `put` (el cambio y la
 * fila, con literales) no se manda al momento; va delante de la siguiente consulta de la Tx o, si no hay
 * más, con el COMMIT (`pendientes()`): un mutador que lee, calcula y escribe un documento hace dos idas
 * y vueltas en vez de tres. Toda lectura posterior de la Tx ve lo escrito, porque antes se manda lo
 * pendiente. Un fallo de la escritura llega al COMMIT y deshace la transacción entera, igual que antes.
 */
import { claveDe, derivar, esquemasSincronizados, type Coleccion, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import type { Doc, Filtro, Tx } from '../../replication/tx';
import { literal, literalTextos } from '../db/comun';
import type { Consulta } from '../db/tipos';
import {
  calcularEtiquetas, camposCoherentes, cortan, mesPropioDeHistoria, esGlobal, etiquetaDelegacion, etiquetasParaHerederos, etiquetasPropias, herederosDe, mismasEtiquetas, padreDe,
  referenciaEnDelegacion, referenciasDe, reunidoresDe, tieneUso, usoDe, reunidoresPropiasDe, reunionesDe, reunionesPropiasDe, tomadoresDe, tomaPropiasDe,
  unionEtiquetas,
} from './ambito';
import { jsonCanonico } from './json-canonico';
import { anotarCambio, tabla } from './registro';
import { validarDocumento } from './validacion';

export interface OpcionesTxSql {
  /**
   * Etiquetas del usuario que escribe (null: ámbito 'todo'). Escribir directamente un documento fuera de
   * ellas se rechaza; las cascadas de re-ámbito no se comprueban.
   */
  etiquetasUsuario: readonly string[] | null;
  /** Delegación del usuario: alcance de las referencias `referenciaEnDelegacion` (ambito.ts). */
  iddelegacionUsuario?: string | null;
  /**
   * false solo para cargar datos ya coherentes en cualquier orden (pruebas de la cascada de re-ámbito):
   * no se comprueban las referencias. Las mutaciones (ejecutor.ts) siempre las comprueban.
   */
  comprobarReferencias?: boolean;
  /** Las escrituras de `put` esperan a la siguiente consulta o a `pendientes()` (el ejecutor, con su COMMIT). */
  diferirEscrituras?: boolean;
}

export interface TxSql extends Tx {
  /** Etiquetas de todos los cambios anotados (antes ∪ después, cascadas incluidas). */
  readonly afectadas: ReadonlySet<string>;
  /** ¿Anotó algún cambio? */
  escribio(): boolean;
  /**
   * Lo que queda por mandar con `diferirEscrituras` (sentencias sin parámetros separadas por ';'), que
   * deja de estar pendiente: quien llama lo manda en la misma transacción. undefined: nada.
   */
  pendientes(): string | undefined;
}

interface Fila {
  doc: Doc;
  ambito: string[];
}

type AccionTexto = 'añadir' | 'modificar' | 'eliminar';

const idTexto = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

const nombreObjeto = (c: Coleccion): string => esquemasSincronizados[c].title.replace(/_/g, ' ');

/**
 * Lo que un documento de `c` da a quienes heredan de él: lo que declara su regla (`paraHerederos`) o, si
 * no declara nada, sus etiquetas guardadas. Un documento que no existe no da nada.
 */
const heredables = (c: Coleccion, fila: Fila | null): readonly string[] => (fila ? (etiquetasParaHerederos(c, fila.doc) ?? fila.ambito) : []);

/** El jsonb guardado ya pasó la validación de su esquema al escribirse. */
const comoDoc = <C extends Coleccion>(_c: C, doc: Doc): DocDe<C> => doc as DocDe<C>;

/**
 * ¿Tiene el documento las mismas fuentes de etiquetas antes y después? Sus propias (de sus campos), el
 * mismo mes de historia (un parte que se cierra o se reabre), el mismo padre y el mismo documento del que
 * toma las propias. Lo que reúne sale de otros documentos, que
 * esta escritura no toca (si los toca, su `put` re-calcula este con `propagar`). Entonces sus etiquetas
 * son las que ya tenía, sin volver a consultar a quienes lo referencian: cambiar las observaciones de un
 * parte no busca sus compañeros ni sus descargas.
 */
const mismoAmbitoDeOrigen = (c: Coleccion, antes: Doc, despues: Doc): boolean => {
  if (!mismasEtiquetas(etiquetasPropias(c, antes), etiquetasPropias(c, despues))) return false;
  if (mesPropioDeHistoria(c, antes) !== mesPropioDeHistoria(c, despues)) return false;
  const [pa, pd] = [padreDe(c, antes), padreDe(c, despues)];
  if (pa?.coleccion !== pd?.coleccion || pa?.id !== pd?.id) return false;
  return tomaPropiasDe(c).every((t) => idTexto(antes[t.campo]) === idTexto(despues[t.campo]));
};

export const crearTxSql = (base: Consulta, opciones: OpcionesTxSql): TxSql => {
  let anotados = 0;
  /** Escrituras diferidas, en orden. */
  let porEscribir: string[] = [];
  const tomarPendientes = (): string | undefined => {
    if (porEscribir.length === 0) return undefined;
    const sql = porEscribir.join('; ');
    porEscribir = [];
    return sql;
  };
  /** Toda consulta de la Tx manda antes lo pendiente: ve lo que esta Tx ya escribió. */
  const q: Consulta = {
    query: async (sql, params) => {
      const antes = tomarPendientes();
      if (antes !== undefined) await base.query(antes);
      return base.query(sql, params);
    },
  };
  const afectadas = new Set<string>();

  /**
   * Filas que esta transacción ya tiene bloqueadas for update, como están ahora (null: no existe). Nadie
   * más puede cambiarlas hasta el commit, así que volver a leerlas (el mutador la lee con `get` y `put`
   * la lee otra vez) no necesita otra ida y vuelta; lo que escribe esta misma Tx se anota aquí.
   */
  const bloqueadas = new Map<string, Fila | null>();
  const claveFila = (c: Coleccion, id: string): string => `${c}\u0000${id}`;
  /** Filas que esta Tx escribió (put o cascada de re-ámbito): `get` las lee aunque hayan salido del ámbito. */
  const escritas = new Set<string>();

  /** Una fila, bloqueada: `para` 'escribir' (for update) o 'depender' de ella (for share). */
  const leer = async (c: Coleccion, id: string, para: 'escribir' | 'depender'): Promise<Fila | null> => {
    const k = claveFila(c, id);
    const yaBloqueada = bloqueadas.get(k);
    if (yaBloqueada !== undefined) return yaBloqueada;
    const [f] = await q.query<{ doc: Doc; ambito: string[] }>(
      `select doc, ambito from ${tabla(c)} where id = $1 ${para === 'escribir' ? 'for update' : 'for share'}`,
      [id],
    );
    const fila = f ? { doc: f.doc, ambito: f.ambito } : null;
    // Una fila que no existe no queda bloqueada (otra transacción podría insertarla): no se recuerda.
    if (para === 'escribir' && fila) bloqueadas.set(k, fila);
    return fila;
  };

  const calcular = async (c: Coleccion, id: string, doc: Doc): Promise<string[]> => {
    const padre = padreDe(c, doc);
    const reunidas: string[][] = [];
    for (const v of reunionesDe(c)) {
      const filas = await q.query<{ e: string }>(
        `select distinct unnest(ambito) as e from ${tabla(v.coleccion)} where doc @> $1::jsonb`,
        [JSON.stringify({ [v.campo]: id })],
      );
      reunidas.push(filas.map((f) => f.e));
    }
    for (const v of reunionesPropiasDe(c)) {
      const hijos = await q.query<{ doc: Doc }>(`select doc from ${tabla(v.coleccion)} where doc @> $1::jsonb`, [JSON.stringify({ [v.campo]: id })]);
      reunidas.push(hijos.flatMap((h) => etiquetasPropias(v.coleccion, h.doc)));
    }
    for (const toma of tomaPropiasDe(c)) {
      const idTomado = idTexto(doc[toma.campo]);
      const tomado = idTomado ? await leer(toma.coleccion, idTomado, 'depender') : null;
      if (tomado) reunidas.push(etiquetasPropias(toma.coleccion, tomado.doc));
    }
    const filaPadre = padre ? await leer(padre.coleccion, padre.id, 'depender') : null;
    const delPadre = padre && filaPadre ? heredables(padre.coleccion, filaPadre) : null;
    return calcularEtiquetas(c, doc, { padre: delPadre, reunidas });
  };

  /** Lo que se sabe de cada cambio anotado: sus etiquetas (afectadas) y que hubo alguno. */
  const contarCambio = (ambito: readonly string[]): void => {
    for (const e of ambito) afectadas.add(e);
    anotados += 1;
  };

  const anotar = async (c: Coleccion, id: string, ambito: string[], borrado: boolean): Promise<void> => {
    await anotarCambio(q, { coleccion: c, id, ambito, borrado });
    contarCambio(ambito);
  };

  const sinPermiso = (c: Coleccion, id: string, accion: AccionTexto, detalle = ''): ErrorNegocio =>
    new ErrorNegocio('permiso', `No tienes permiso de acceso para ${accion} el registro ${id} de ${nombreObjeto(c)}${detalle}`);

  const comprobarAmbito = (c: Coleccion, id: string, etiquetas: readonly string[], accion: AccionTexto): void => {
    if (!cortan(etiquetas, opciones.etiquetasUsuario)) throw sinPermiso(c, id, accion);
  };

  /** Etiquetas con las que un documento está al alcance de la referencia `campo` de `c` (null: todo). */
  const alcanceReferencia = (c: Coleccion, campo: string): readonly string[] | null => {
    const propias = opciones.etiquetasUsuario;
    if (propias === null || !opciones.iddelegacionUsuario || !referenciaEnDelegacion(c, campo)) return propias;
    return [...propias, etiquetaDelegacion(opciones.iddelegacionUsuario)];
  };

  /**
   * Toda referencia que fija la escritura (claves ajenas y el par idtabla + id) apunta a un documento que
   * existe, está en el ámbito de quien escribe y coincide con el documento en los campos que dan ámbito
   * (ambito.ts, `camposCoherentes`). Si no, error de permiso y no se escribe nada: `reune` llevaría las
   * etiquetas de quien escribe (o las de otra delegación) a documentos que no son suyos. Solo se mira
   * cuando cambia alguno de esos campos (siempre al añadir).
   */
  const comprobarReferencias = async (c: Coleccion, id: string, doc: Doc, antes: Doc | null, accion: AccionTexto): Promise<void> => {
    const refs: { coleccion: Coleccion; campo: string; id: string }[] = [];
    // Un catálogo global está al alcance de todos y no da ámbito: no se mira (un grado de anomalía que ya
    // no está en el catálogo se guarda tal cual, ver replication/mutadores/checklist.ts).
    for (const v of referenciasDe(c).filter((r) => !esGlobal(r.coleccion))) {
      const valor = idTexto(doc[v.campo]);
      if (valor) refs.push({ coleccion: v.coleccion, campo: v.campo, id: valor });
    }
    // El padre (también el del par idtabla + id) se mira siempre, aunque sea un catálogo global: de él
    // cuenta lo que da a sus herederos (un empleado es de todos; sus ficheros, de su delegación).
    const padre = padreDe(c, doc);
    if (padre && !refs.some((r) => r.coleccion === padre.coleccion && r.id === padre.id)) refs.push(padre);
    // Los catálogos que declaran quién los usa (el almacén de un movimiento): de quien escribe.
    const deUso = referenciasDe(c).filter((r) => tieneUso(r.coleccion));
    const coherentes = camposCoherentes(c);
    const vigilados = new Set([...refs.map((r) => r.campo), ...deUso.map((r) => r.campo), ...coherentes, 'idtabla']);
    if (antes && [...vigilados].every((campo) => antes[campo] === doc[campo])) return;
    for (const r of deUso) {
      const valor = idTexto(doc[r.campo]);
      const fila = valor ? await leer(r.coleccion, valor, 'depender') : null;
      const uso = fila ? usoDe(r.coleccion, fila.doc) : null;
      const propias = opciones.etiquetasUsuario;
      if (!valor || !uso || propias === null) continue;
      const suya = opciones.iddelegacionUsuario && uso.tambienSuDelegacion ? [...propias, etiquetaDelegacion(opciones.iddelegacionUsuario)] : propias;
      if (!cortan(uso.etiquetas, suya)) throw sinPermiso(c, id, accion, `: el registro ${valor} de ${nombreObjeto(r.coleccion)} (${r.campo}) no está a tu alcance`);
    }
    for (const r of refs) {
      const fila = await leer(r.coleccion, r.id, 'depender');
      const esPadre = padre !== null && r.coleccion === padre.coleccion && r.id === padre.id;
      if (!fila || !cortan(esPadre ? heredables(r.coleccion, fila) : fila.ambito, alcanceReferencia(c, r.campo))) {
        throw sinPermiso(c, id, accion, `: el registro ${r.id} de ${nombreObjeto(r.coleccion)} (${r.campo}) no está a tu alcance`);
      }
      for (const campo of coherentes) {
        if (campo === r.campo || !(campo in fila.doc)) continue;
        const propio = doc[campo] ?? null;
        const ajeno = fila.doc[campo] ?? null;
        if (propio !== null && ajeno !== null && propio !== ajeno) {
          throw sinPermiso(c, id, accion, `: ${campo} no coincide con el de ${nombreObjeto(r.coleccion)} ${r.id}`);
        }
      }
    }
  };

  /** Re-calcula lo que depende de un documento que acaba de cambiar (antes/después null: no existía/ya no existe). */
  const propagar = async (c: Coleccion, id: string, antes: Fila | null, despues: Fila | null): Promise<void> => {
    const cambiaron = !mismasEtiquetas(antes?.ambito ?? [], despues?.ambito ?? []);
    // Los hijos que heredan dependen de lo que el documento les da: sus etiquetas o, si su regla declara
    // `paraHerederos`, lo que sale de sus campos (un empleado que cambia de delegación sigue siendo global).
    if (!mismasEtiquetas(heredables(c, antes), heredables(c, despues))) {
      for (const h of herederosDe(c)) {
        const hijos = await q.query<{ id: string }>(
          `select id from ${tabla(h.coleccion)} where doc @> $1::jsonb order by id`,
          [JSON.stringify(h.filtro(id))],
        );
        for (const hijo of hijos) await reambitar(h.coleccion, hijo.id);
      }
    }
    for (const r of reunidoresDe(c)) {
      const previo = idTexto(antes?.doc[r.campo]);
      const nuevo = idTexto(despues?.doc[r.campo]);
      if (!cambiaron && previo === nuevo) continue;
      for (const idPadre of new Set([previo, nuevo])) if (idPadre) await reambitar(r.coleccion, idPadre);
    }
    // Quien reúne o toma solo las propias depende de los campos del documento, no de sus etiquetas.
    const cambianPropias = !mismasEtiquetas(antes ? etiquetasPropias(c, antes.doc) : [], despues ? etiquetasPropias(c, despues.doc) : []);
    for (const r of reunidoresPropiasDe(c)) {
      const previo = idTexto(antes?.doc[r.campo]);
      const nuevo = idTexto(despues?.doc[r.campo]);
      if (!cambianPropias && previo === nuevo) continue;
      for (const idPadre of new Set([previo, nuevo])) if (idPadre) await reambitar(r.coleccion, idPadre);
    }
    if (cambianPropias) {
      for (const t of tomadoresDe(c)) {
        const docs = await q.query<{ id: string }>(`select id from ${tabla(t.coleccion)} where doc @> $1::jsonb order by id`, [JSON.stringify({ [t.campo]: id })]);
        for (const d of docs) await reambitar(t.coleccion, d.id);
      }
    }
  };

  const reambitar = async (c: Coleccion, id: string): Promise<void> => {
    const fila = await leer(c, id, 'escribir');
    if (!fila) return;
    const nuevas = await calcular(c, id, fila.doc);
    if (mismasEtiquetas(fila.ambito, nuevas)) return;
    await anotar(c, id, unionEtiquetas(fila.ambito, nuevas), false);
    await q.query(`update ${tabla(c)} set ambito = $2::text[], escrito = pg_current_xact_id() where id = $1`, [id, nuevas]);
    bloqueadas.set(claveFila(c, id), { doc: fila.doc, ambito: nuevas });
    escritas.add(claveFila(c, id));
    await propagar(c, id, fila, { doc: fila.doc, ambito: nuevas });
  };

  return {
    afectadas,
    escribio: () => anotados > 0,
    pendientes: tomarPendientes,

    async guardarContenido(idfichero, tipo, base64) {
      const datos = Buffer.from(base64, 'base64');
      await q.query(
        'insert into fichero_contenido (idfichero, tipo, tamano, datos) values ($1, $2, $3, $4) on conflict (idfichero) do nothing',
        [idfichero, tipo, datos.length, datos],
      );
    },

    async get(c, id, o) {
      // Un catálogo global (artículos, parámetros…) lo leen muchas mutaciones y casi ninguna lo escribe:
      // compartido, para que no se esperen entre sí.
      const f = await leer(c, id, esGlobal(c) ? 'depender' : 'escribir');
      if (!f) return null;
      // Lectura con ámbito: lo que existe fuera del ámbito de quien escribe es el error de modificarlo, sea
      // cual sea su estado, antes de que el mutador mire nada de él (ninguna regla habla de lo ajeno). Lo
      // que esta Tx ya escribió (o re-etiquetó en cascada) se lee: quien lo escribió podía escribirlo.
      const alcance = o?.comoReferencia ? alcanceReferencia(o.comoReferencia.coleccion, o.comoReferencia.campo) : opciones.etiquetasUsuario;
      if (!escritas.has(claveFila(c, id)) && !cortan(f.ambito, alcance)) throw sinPermiso(c, id, 'modificar');
      return comoDoc(c, f.doc);
    },

    async find(c, filtro: Filtro) {
      // Dos mutaciones que buscan lo mismo (colección y filtro) van una tras otra: la segunda ve lo que
      // la primera escribió (su consulta empieza después del cerrojo).
      await q.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${c}:${jsonCanonico(filtro)}`]);
      const filas = await q.query<{ doc: Doc }>(`select doc from ${tabla(c)} where doc @> $1::jsonb order by id`, [JSON.stringify(filtro)]);
      return filas.map((f) => comoDoc(c, f.doc));
    },

    async put(c, entrada) {
      const clave = claveDe(c);
      const doc = derivar(c, { ...entrada });
      const id = idTexto(doc[clave]);
      if (!id) throw new ErrorNegocio('validacion', `Campo requerido: ${clave}`);
      validarDocumento(c, doc);
      const antes = await leer(c, id, 'escribir');
      const accion: AccionTexto = antes ? 'modificar' : 'añadir';
      if (opciones.comprobarReferencias !== false) await comprobarReferencias(c, id, doc, antes?.doc ?? null, accion);
      const nuevas = antes && mismoAmbitoDeOrigen(c, antes.doc, doc) ? antes.ambito : await calcular(c, id, doc);
      comprobarAmbito(c, id, antes ? antes.ambito : nuevas, accion);
      // El cambio del registro y la fila, en una sola sentencia (una ida y vuelta menos por escritura);
      // diferida, ni eso: va con la consulta siguiente o con el COMMIT.
      const delCambio = unionEtiquetas(antes?.ambito ?? [], nuevas);
      const escribir = (i: string, d: string, a: string, col: string, cam: string): string =>
        `with cambio_nuevo as (insert into cambio (coleccion, id, ambito, borrado) values (${col}, ${i}, ${cam}, false))
         insert into ${tabla(c)} (id, doc, ambito) values (${i}, ${d}::jsonb, ${a})
         on conflict (id) do update set doc = excluded.doc, ambito = excluded.ambito, escrito = pg_current_xact_id()`;
      if (opciones.diferirEscrituras === true) {
        porEscribir.push(escribir(literal(id), literal(JSON.stringify(doc)), literalTextos(nuevas), literal(c), literalTextos(delCambio)));
      } else {
        await q.query(escribir('$1', '$2', '$3::text[]', '$4', '$5::text[]'), [id, JSON.stringify(doc), nuevas, c, delCambio]);
      }
      contarCambio(delCambio);
      bloqueadas.set(claveFila(c, id), { doc, ambito: nuevas });
      escritas.add(claveFila(c, id));
      await propagar(c, id, antes, { doc, ambito: nuevas });
    },

    async remove(c, id) {
      const antes = await leer(c, id, 'escribir');
      if (!antes) return;
      comprobarAmbito(c, id, antes.ambito, 'eliminar');
      await anotar(c, id, antes.ambito, true);
      await q.query(`delete from ${tabla(c)} where id = $1`, [id]);
      bloqueadas.delete(claveFila(c, id));
      await propagar(c, id, antes, null);
    },
  };
};
