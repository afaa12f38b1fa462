/**
 * El ejecutor de mutaciones: cada mutador de replication/mutadores.ts es un método RPC cuyos parámetros
 * van en la envoltura {idsync_upload, creado, params}. Todo ocurre en UNA transacción:
 *  1. cerrojo de escritura (también ordena dos entregas simultáneas del mismo id, sea cual sea el proceso);
 *  2. si el idsync_upload ya está en sync_aplicado con la misma huella (sha256 del método y los
 *     parámetros en JSON canónico): entregas + 1 y el resultado guardado, nada más. Con otra huella es
 *     un id reutilizado para otro cambio: se rechaza (ErrorNegocio) sin tocar nada. Las filas de antes
 *     de la huella (null) se tratan como antes: resultado guardado;
 *  3. si no: parámetros (zod, mensajes en español); una subida creada antes del horizonte de la poda del
 *     registro de subidas (poda.ts, 90 días) se rechaza, porque pudo aplicarse y olvidarse; permiso y
 *     apps, el mutador sobre la Tx SQL (que
 *     además rechaza escribir fuera del ámbito del usuario), registro en sync_aplicado (con la huella)
 *     y NOTIFY.
 * Un fallo deshace todo y no registra nada: la entrada corregida podrá aplicarse más tarde.
 */
import { createHash } from 'node:crypto';
import type { Accion } from '../../schemas';
import { ErrorNegocio } from '../../replication/errores';
import { envolturaMutacion, mutadores, type EnvolturaMutacion, type Mutador } from '../../replication/mutadores';
import { puede, tieneAlgunaApp, type UsuarioSesion } from '../../replication/sesion';
import type { Db } from '../db/tipos';
import { definirMetodo, type MetodoRpc } from '../rpc/tipos';
import { erroresEnEspanol, resumirFallos } from '../rpc/zod-es';
import { etiquetasUsuario } from './ambito';
import { avisarEnTransaccion } from './aviso';
import { DIAS_REGISTRO, horizonteSubidas } from './poda';
import { bloquearEscrituras } from './registro';
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

/** JSON con las claves de cada objeto ordenadas: el mismo valor da siempre el mismo texto. */
export const jsonCanonico = (v: unknown): string =>
  JSON.stringify(v ?? null, (_clave, valor: unknown) =>
    valor !== null && typeof valor === 'object' && !Array.isArray(valor)
      ? Object.fromEntries(Object.entries(valor).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : valor);

/** Huella de una subida: sha256 del método y sus parámetros (la fecha de creación no cuenta). */
export const huellaSubida = (metodo: string, params: unknown): string =>
  createHash('sha256').update(jsonCanonico({ metodo, params })).digest('hex');

/** Una subida más vieja que la ventana sin conexión: el servidor ya no sabe si la aplicó. */
export const mensajeSubidaCaducada = (creado: string): string =>
  `Este cambio se hizo el ${new Date(creado).toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' })} y lleva más de ${DIAS_REGISTRO} días sin subir: `
  + 'el servidor ya no guarda si llegó a aplicarse. Revisa los datos y, si hace falta, vuelve a hacerlo';

export const mensajeIdReutilizado = (idsync_upload: string): string =>
  `El identificador de subida ${idsync_upload} ya se usó para otro cambio`;

export const ejecutarMutacion = async (db: Db, m: Mutador<unknown>, env: EnvolturaMutacion, ctx: Llamante): Promise<ResultadoMutacion> =>
  db.transaccion(async (q) => {
    await bloquearEscrituras(q);
    const huella = huellaSubida(m.metodo, env.params);
    const [previo] = await q.query<{ idusuario: string; resultado: unknown; huella: string | null }>(
      'select idusuario, resultado, huella from sync_aplicado where idsync_upload = $1',
      [env.idsync_upload],
    );
    if (previo) {
      if (previo.idusuario !== ctx.usuario.idusuario) {
        throw new ErrorNegocio('yaExiste', `La subida ${env.idsync_upload} ya la aplicó otro usuario`);
      }
      if (previo.huella !== null && previo.huella !== huella) throw new ErrorNegocio('yaExiste', mensajeIdReutilizado(env.idsync_upload));
      await q.query('update sync_aplicado set entregas = entregas + 1 where idsync_upload = $1', [env.idsync_upload]);
      return { idsync_upload: env.idsync_upload, resultado: previo.resultado, repetido: true };
    }

    const params = validarParams(m, env.params);
    if (Number.isNaN(Date.parse(env.creado))) {
      throw new ErrorNegocio('validacion', `La fecha de creación de la subida no es válida: ${env.creado}`);
    }
    // Creada antes de lo podado del registro de subidas (poda.ts): pudo aplicarse y olvidarse.
    const horizonte = await horizonteSubidas(q);
    if (horizonte !== null && Date.parse(env.creado) <= Date.parse(horizonte)) throw new ErrorNegocio('regla', mensajeSubidaCaducada(env.creado));
    comprobarPermiso(m, ctx.usuario);

    const tx = crearTxSql(q, {
      etiquetasUsuario: etiquetasUsuario(ctx.usuario, ctx.ambito), bloqueoTomado: true, iddelegacionUsuario: ctx.usuario.iddelegacion,
    });
    const json = aJson(await m.aplicar(tx, params, { lado: 'servidor', usuario: ctx.usuario, ahora: env.creado }));
    await q.query(
      'insert into sync_aplicado (idsync_upload, idusuario, metodo, resultado, huella) values ($1, $2, $3, $4::jsonb, $5)',
      [env.idsync_upload, ctx.usuario.idusuario, m.metodo, json, huella],
    );
    if (tx.ultimoSeq() > 0) await avisarEnTransaccion(q, { seq: tx.ultimoSeq(), ambito: [...tx.afectadas] });
    const resultado: unknown = JSON.parse(json);
    return { idsync_upload: env.idsync_upload, resultado, repetido: false };
  });

/** Un MetodoRpc por mutador. */
export const metodosMutacion = (db: Db): MetodoRpc<unknown>[] =>
  [...mutadores.values()].map((m) =>
    definirMetodo<EnvolturaMutacion>({
      nombre: m.metodo,
      params: envolturaMutacion,
      ejecutar: (env, ctx) => ejecutarMutacion(db, m, env, ctx),
    }),
  );
