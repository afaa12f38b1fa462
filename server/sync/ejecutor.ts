/**
 * El ejecutor de mutaciones: cada mutador de replication/mutadores/index.ts es un método RPC cuyos parámetros
 * van en la envoltura {idsync_upload, creado, params}. Todo ocurre en UNA transacción (READ COMMITTED, sin
 * cerrojo global: decisión 39; las filas que toca las bloquea la Tx SQL):
 *  1. cerrojo consultivo del idsync_upload (ordena dos entregas simultáneas del mismo id, sea cual sea el
 *     proceso) y el de la poda, compartido (la poda no olvida una subida mientras se comprueba), con el
 *     BEGIN y la lectura de lo ya aplicado en una sola ida y vuelta;
 *  2. si el idsync_upload ya está en sync_aplicado con la misma huella (sha256 del método y los
 *     parámetros en JSON canónico): entregas + 1 y el resultado guardado, nada más. Con otra huella es
 *     un id reutilizado para otro cambio: se rechaza (ErrorNegocio) sin tocar nada. Las filas de antes
 *     de la huella (null) se tratan como antes: resultado guardado;
 *  3. si no: parámetros (zod, mensajes en español); una subida creada antes del horizonte de la poda del
 *     registro de subidas (poda.ts, 90 días) se rechaza, porque pudo aplicarse y olvidarse, y también una
 *     creada (en el reloj del servidor, con el desfase que declara) hace más de 90 días aunque aún no se
 *     haya podado nada; con un mutador que declara `horaDispositivo`, la hora del dispositivo situada y
 *     juzgada (ctx.hora: replication/hora-dispositivo.ts, contactos.ts); permiso y
 *     apps, el mutador sobre la Tx SQL (que
 *     además rechaza escribir fuera del ámbito del usuario; sus escrituras, diferidas), registro en
 *     sync_aplicado (con la huella) junto con lo que el mutador dejó por escribir y el COMMIT (el NOTIFY lo
 *     manda el sellador al numerar el cambio).
 * Un fallo deshace todo y no registra nada: la entrada corregida podrá aplicarse más tarde. Si
 * PostgreSQL aborta la transacción por un interbloqueo o un conflicto de serialización, se repite
 * (REINTENTOS_CONFLICTO veces). Tras el commit se pide una ronda del sellador (sellador.ts): el cambio
 * tiene su seq, y los streams su aviso, antes de contestar.
 */
import { createHash } from 'node:crypto';
import type { Accion } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import { envolturaMutacion, mutadores, type EnvolturaMutacion, type Mutador } from '../../replication/mutadores';
import { situarHora, type HoraMutacion } from '../../replication/hora-dispositivo';
import { puede, tieneAlgunaApp, type UsuarioSesion } from '../../replication/sesion';
import { literal } from '../db/comun';
import type { Consulta, Db } from '../db/tipos';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import { erroresEnEspanol, resumirFallos } from '../rpc/zod-es';
import { etiquetasUsuario } from './ambito';
import { contactoPosterior } from './contactos';
import { DIAS_REGISTRO, horizonteDe } from './poda';
import { jsonCanonico } from './json-canonico';
import { BLOQUEO_PODA } from './registro';
import { selladorDe } from './sellador';
import type { Llamante } from './tipos';
import { crearTxSql } from './tx-sql';

export interface ResultadoMutacion {
  idsync_upload: string;
  resultado: unknown;
  /** true: ya se había aplicado; es el resultado de entonces. */
  repetido: boolean;
}

/** Cómo nombra la especificación cada acción en 'No tienes permiso de acceso para {accion}'. */
export const TEXTO_ACCION: Record<Accion, string> = {
  visualizar: 'visualizar', insertar: 'añadir', editar: 'modificar', borrar: 'eliminar',
};

const validarParams = (m: Mutador<unknown>, params: unknown): unknown => {
  const r = m.params.safeParse(params, { error: erroresEnEspanol });
  if (r.success) return r.data;
  throw new ErrorNegocio('validacion', `Parámetros no válidos de ${m.metodo}: ${resumirFallos(r.error.issues)}`);
};

const comprobarPermiso = (m: Mutador<unknown>, usuario: UsuarioSesion): void => {
  if (puede(usuario, m.permiso.objeto, m.permiso.accion) && tieneAlgunaApp(usuario, m.apps)) return;
  throw new ErrorNegocio('permiso', `No tienes permiso de acceso para ${TEXTO_ACCION[m.permiso.accion]}`);
};

/** Lo que se guarda y se devuelve es lo mismo: el resultado en JSON (undefined → null). */
const aJson = (v: unknown): string => JSON.stringify(v ?? null);

export { jsonCanonico };

/** Huella de una subida: sha256 del método y sus parámetros (la fecha de creación no cuenta). */
export const huellaSubida = (metodo: string, params: unknown): string =>
  createHash('sha256').update(jsonCanonico({ metodo, params })).digest('hex');

/** Una subida más vieja que la ventana sin conexión: el servidor ya no sabe si la aplicó. */
export const mensajeSubidaCaducada = (creado: string): string =>
  `Este cambio se hizo el ${new Date(creado).toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' })} y lleva más de ${DIAS_REGISTRO} días sin subir: `
  + 'el servidor ya no guarda si llegó a aplicarse. Revisa los datos y, si hace falta, vuelve a hacerlo';

export const mensajeIdReutilizado = (idsync_upload: string): string =>
  `El identificador de subida ${idsync_upload} ya se usó para otro cambio`;

/** Veces que se repite una mutación que PostgreSQL abortó por interbloqueo o conflicto de serialización. */
export const REINTENTOS_CONFLICTO = 8;

/** deadlock_detected y serialization_failure: la transacción no hizo nada y se puede repetir. */
const esConflicto = (e: unknown): boolean =>
  e instanceof Error && 'code' in e && (e.code === '40P01' || e.code === '40001');

const esperar = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Quien llama y, si se sabe, su sesión (idtoken), cuyos contactos con el servidor comprueban la hora del dispositivo. */
export type Quien = Llamante & { idtoken?: string };

export const ejecutarMutacion = async (db: Db, m: Mutador<unknown>, env: EnvolturaMutacion, ctx: Quien): Promise<ResultadoMutacion> => {
  for (let intento = 1; ; intento++) {
    try {
      const r = await aplicarUnaVez(db, m, env, ctx);
      if (r.sinSellar) await selladorDe(db).sellar().catch((e: unknown) => console.error('Sellado tras una mutación fallido (lo hará el temporizador):', e));
      return { idsync_upload: r.idsync_upload, resultado: r.resultado, repetido: r.repetido };
    } catch (e) {
      if (!esConflicto(e) || intento >= REINTENTOS_CONFLICTO) throw e;
      // Espera corta y al azar: los que chocaron no vuelven a chocar al mismo tiempo.
      await esperar(Math.random() * 5 * intento);
    }
  }
};

/** Lo que devuelve una transacción de mutación; `registrar`: el insert en sync_aplicado, que va con el COMMIT. */
type Aplicada = ResultadoMutacion & { sinSellar: boolean; registrar?: string };

/** Lo que se lee de la subida tras sus cerrojos: si ya se aplicó (y con qué) y el horizonte de la poda. */
interface Previo {
  aplicada: { idusuario: string; resultado: unknown; huella: string | null } | null;
  subidasHasta: unknown;
}

const leerPrevio = ([f]: readonly Record<string, unknown>[]): Previo => {
  const huella = f?.huella;
  return {
    aplicada: typeof f?.idusuario === 'string' && f.idusuario !== ''
      ? { idusuario: f.idusuario, resultado: f.resultado, huella: typeof huella === 'string' ? huella : null }
      : null,
    subidasHasta: f?.subidas_hasta,
  };
};

/**
 * Lo que va con el BEGIN, en una ida y vuelta: los dos cerrojos (la subida y la poda, compartido) y, en
 * otra sentencia (con su propia instantánea, de después de los cerrojos), si ya se aplicó y el horizonte
 * de la poda. Cada ida y vuelta a PostgreSQL cuenta con 100 escritores a la vez.
 */
const sentenciaInicio = (idsync_upload: string): string =>
  `select pg_advisory_xact_lock(hashtextextended(${literal(idsync_upload)}, 1)), pg_advisory_xact_lock_shared(${BLOQUEO_PODA}::bigint); `
  + 'select a.idusuario, a.resultado, a.huella, (select subidas_hasta from cambio_poda) as subidas_hasta '
  + `from (select 1) as uno left join sync_aplicado a on a.idsync_upload = ${literal(idsync_upload)}`;

/** La creación de la subida en el reloj del servidor: la del dispositivo más el desfase que declara. */
const creadaEnServidor = (env: EnvolturaMutacion): number => Date.parse(env.creado) + (env.reloj?.desfase_ms ?? 0);

/**
 * La hora de un mutador con hora del dispositivo (replication/hora-dispositivo.ts): situada con el desfase
 * declarado y comprobada contra la recepción y el último contacto declarado, que tiene que cuadrar con
 * los contactos que el servidor registró de esa sesión (contactos.ts).
 */
const juzgarHora = async (q: Consulta, env: EnvolturaMutacion, idtoken: string | null): Promise<HoraMutacion> => {
  const reloj = env.reloj ?? null;
  const recibido = new Date().toISOString();
  const contacto = reloj?.contacto ?? null;
  const situada = new Date(creadaEnServidor(env)).toISOString();
  const posterior = contacto !== null && idtoken !== null ? await contactoPosterior(q, idtoken, contacto, situada) : null;
  return situarHora({ creado: env.creado, reloj, recibido, contactoPosterior: posterior });
};

const aplicarUnaVez = async (db: Db, m: Mutador<unknown>, env: EnvolturaMutacion, ctx: Quien): Promise<Aplicada> =>
  db.transaccion<Aplicada>(async (q, inicial) => {
    const huella = huellaSubida(m.metodo, env.params);
    const { aplicada: previo, subidasHasta } = leerPrevio(inicial);
    if (previo) {
      if (previo.idusuario !== ctx.usuario.idusuario) {
        throw new ErrorNegocio('yaExiste', `La subida ${env.idsync_upload} ya la aplicó otro usuario`);
      }
      if (previo.huella !== null && previo.huella !== huella) throw new ErrorNegocio('yaExiste', mensajeIdReutilizado(env.idsync_upload));
      await q.query('update sync_aplicado set entregas = entregas + 1 where idsync_upload = $1', [env.idsync_upload]);
      // Si el proceso que la aplicó cayó antes de sellar, esta entrega sella su cambio.
      const [pendiente] = await q.query<{ hay: boolean }>('select exists (select 1 from cambio where seq is null) as hay');
      return { idsync_upload: env.idsync_upload, resultado: previo.resultado, repetido: true, sinSellar: pendiente?.hay === true };
    }

    const params = validarParams(m, env.params);
    if (Number.isNaN(Date.parse(env.creado))) {
      throw new ErrorNegocio('validacion', `La fecha de creación de la subida no es válida: ${env.creado}`);
    }
    // Creada antes de lo podado del registro de subidas (poda.ts): pudo aplicarse y olvidarse.
    const horizonte = horizonteDe(subidasHasta);
    if (horizonte !== null && Date.parse(env.creado) <= Date.parse(horizonte)) throw new ErrorNegocio('regla', mensajeSubidaCaducada(env.creado));
    // Más vieja que la ventana sin conexión (en el reloj del servidor), aunque aún no se haya podado nada.
    if (creadaEnServidor(env) < Date.now() - DIAS_REGISTRO * 86_400_000) throw new ErrorNegocio('regla', mensajeSubidaCaducada(env.creado));
    comprobarPermiso(m, ctx.usuario);
    const hora = m.horaDispositivo ? await juzgarHora(q, env, ctx.idtoken ?? null) : undefined;

    // Escrituras diferidas (tx-sql.ts): la última del mutador va con el COMMIT, como el registro de la subida.
    const tx = crearTxSql(q, {
      etiquetasUsuario: etiquetasUsuario(ctx.usuario, ctx.ambito), iddelegacionUsuario: ctx.usuario.iddelegacion, diferirEscrituras: true,
    });
    const json = aJson(await m.aplicar(tx, params, { lado: 'servidor', usuario: ctx.usuario, ahora: env.creado, ...(hora ? { hora } : {}) }));
    // Lo que el mutador dejó por escribir y el registro de la subida van con el COMMIT, en la misma ida y
    // vuelta (`fin`, abajo): si algo falla, PostgreSQL no ejecuta el COMMIT y se deshace todo.
    const registrar = [
      tx.pendientes(),
      'insert into sync_aplicado (idsync_upload, idusuario, metodo, resultado, huella) values '
      + `(${literal(env.idsync_upload)}, ${literal(ctx.usuario.idusuario)}, ${literal(m.metodo)}, ${literal(json)}::jsonb, ${literal(huella)})`,
    ].filter((s) => s !== undefined).join('; ');
    const resultado: unknown = JSON.parse(json);
    return { idsync_upload: env.idsync_upload, resultado, repetido: false, sinSellar: tx.escribio(), registrar };
  },
  sentenciaInicio(env.idsync_upload),
  (r) => r.registrar);

/** Un MetodoRpc por mutador. */
export const metodosMutacion = (db: Db): MetodoRpc<unknown>[] =>
  [...mutadores.values()].map((m) =>
    definirMetodo<EnvolturaMutacion>({
      nombre: m.metodo,
      params: envolturaMutacion,
      ejecutar: (env, ctx) => ejecutarMutacion(db, m, env, ctx),
    }),
  );
