/**
 * sobre.enviar, sobre.reenviar y sobre.cancelar: métodos RPC con red (no se encolan) que escriben por la Tx
 * del servidor con las etiquetas de quien llama, como una mutación: lo que no está en su ámbito se rechaza
 * (-32011) y el sobre, sus destinatarios y sus envíos le llegan por la sincronización. Los enlaces se
 * guardan en la misma transacción y los correos salen después, fuera de ella (correos.ts).
 *
 * Enviar ata el sobre a lo que se firma: el SHA-256 del PDF (que pdf-lib tiene que poder abrir: si no, la
 * última firma no podría componer el PDF firmado) y la revisión del presupuesto (num_revision). Un sobre
 * anulado (el presupuesto cambió: replication/sobres.ts) no se reenvía ni se cancela: se envía otro.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { ErrorNegocio } from '../../replication/errores';
import { noExiste } from '../../replication/mutador';
import { ESTADOS_PRESUPUESTO } from '../../replication/presupuestos';
import { IDTABLA_PRESUPUESTO } from '../../replication/mutadores/presupuestos';
import { puede, tieneAlgunaApp } from '../../replication/sesion';
import {
  enlaceFirma, MENSAJES_SOBRE, paramsSobreCancelar, paramsSobreEnviar, paramsSobreReenviar, type RespuestaSobreCancelar, type RespuestaSobreEnvio,
} from '../../replication/sobres';
import { esquemasSincronizados, type Accion, type Coleccion, type DocDe } from '../../schemas';
import type { Consulta, Db } from '../db/tipos';
import type { Enviador } from '../correo';
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import { implementar } from '../rpc/implementar';
import type { ContextoRpc, MetodoRpc } from '../rpc/tipos';
import { cortan, etiquetasUsuario } from '../sync/ambito';
import { TEXTO_ACCION } from '../sync/ejecutor';
import { tabla } from '../sync/registro';
import type { OpcionesTxSql, TxSql } from '../sync/tx-sql';
import { asuntoCancelacion, asuntoReenvio, cuerpoCancelacion, cuerpoEnvio, enviarCorreos, leerEmpresa, type CorreoSobre, type DatosCorreo } from './correos';
import { escribir } from './escritura';
import { esPdfLegible } from './pdf-firmado';
import { guardarToken, revocarTokens } from './tokens';

export interface DepsSobres {
  db: Db;
  enviador: Enviador;
  /** URL_PUBLICA: la dirección de la app para los enlaces; sin ella, el origen de la petición. */
  urlPublica: string | null;
}

const DIA_MS = 24 * 60 * 60 * 1000;

const comprobarPermiso = (ctx: ContextoRpc, accion: Accion): void => {
  if (puede(ctx.usuario, 'sobre', accion) && tieneAlgunaApp(ctx.usuario, ['comerciales'])) return;
  throw new ErrorNegocio('permiso', `No tienes permiso de acceso para ${TEXTO_ACCION[accion]}`);
};

/**
 * El documento, si existe y está en el ámbito de quien llama; si no está, -32011 con el mensaje de la Tx
 * al escribir fuera de él (`escritura`: lo que se quería escribir). Lo lee la Tx: queda bloqueado hasta el
 * commit.
 */
const aMiAlcance = async <C extends Coleccion>(
  tx: TxSql, q: Consulta, ctx: ContextoRpc, c: C, id: string, escritura: { accion: Accion; objeto: string; id: string },
): Promise<DocDe<C>> => {
  // El ámbito antes que el documento: la Tx rechaza leer uno ajeno con su propio mensaje.
  const objeto = esquemasSincronizados[c].title.replace(/_/g, ' ');
  const [f] = await q.query<{ ambito: string[] }>(`select ambito from ${tabla(c)} where id = $1`, [id]);
  if (f && !cortan(f.ambito, etiquetasUsuario(ctx.usuario, ctx.ambito))) {
    const detalle = escritura.id === id ? '' : `: el registro ${id} de ${objeto} no está a tu alcance`;
    throw new ErrorNegocio('permiso', `No tienes permiso de acceso para ${TEXTO_ACCION[escritura.accion]} el registro ${escritura.id} de ${escritura.objeto}${detalle}`);
  }
  const doc = await tx.get(c, id);
  if (!f || !doc) throw noExiste(objeto, id);
  return doc;
};

const baseDe = (deps: DepsSobres, ctx: ContextoRpc): string => {
  const base = deps.urlPublica ?? ctx.origen;
  if (!base) throw new ErrorNegocio('regla', MENSAJES_SOBRE.sinUrlPublica);
  return base;
};

const opcionesTx = (ctx: ContextoRpc): OpcionesTxSql => ({ etiquetasUsuario: etiquetasUsuario(ctx.usuario, ctx.ambito), iddelegacionUsuario: ctx.usuario.iddelegacion });

const comprobarEnviado = (sobre: DocDe<'sobre'>): void => {
  if (sobre.situacion === 'firmado') throw new ErrorNegocio('regla', MENSAJES_SOBRE.sobreFirmado);
  if (sobre.situacion === 'cancelado') throw new ErrorNegocio('regla', MENSAJES_SOBRE.sobreCancelado);
  if (sobre.situacion === 'anulado') throw new ErrorNegocio('regla', MENSAJES_SOBRE.sobreAnulado);
};

const datosCorreo = (empresa: string, p: DocDe<'presupuestocli'>, sobre: Pick<DocDe<'sobre'>, 'mensaje'>, d: Pick<DocDe<'destinatariosobre'>, 'nombre'>): DatosCorreo => ({
  empresa, nombre: d.nombre, numero: p.numero, titulo: p.titulo, mensaje: sobre.mensaje ?? null,
});

const enviar = async (deps: DepsSobres, p: z.output<typeof paramsSobreEnviar>, ctx: ContextoRpc): Promise<RespuestaSobreEnvio> => {
  comprobarPermiso(ctx, 'insertar');
  const base = baseDe(deps, ctx);
  const correos = await escribir(deps.db, opcionesTx(ctx), async (tx, q) => {
    const presupuesto = await aMiAlcance(tx, q, ctx, 'presupuestocli', p.idpresupuestocli, { accion: 'insertar', objeto: 'sobre', id: p.idsobre });
    if (presupuesto.estado !== ESTADOS_PRESUPUESTO.aceptado) throw new ErrorNegocio('regla', MENSAJES_SOBRE.noAceptado);
    if ((await tx.find('sobre', { idpresupuestocli: p.idpresupuestocli, situacion: 'enviado' })).length > 0) throw new ErrorNegocio('regla', MENSAJES_SOBRE.yaEnviado);
    if (await tx.get('sobre', p.idsobre)) throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idsobre} de sobre`);
    const fichero = await tx.get('fichero', p.idfichero);
    if (!fichero || fichero.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_SOBRE.sinDocumento);
    if (fichero.idtabla !== IDTABLA_PRESUPUESTO || fichero.id !== p.idpresupuestocli) throw new ErrorNegocio('regla', MENSAJES_SOBRE.documentoAjeno);
    const [contenido] = await q.query<{ datos: Uint8Array }>('select datos from fichero_contenido where idfichero = $1', [p.idfichero]);
    if (!contenido) throw new ErrorNegocio('regla', MENSAJES_SOBRE.sinDocumento);
    if (Buffer.from(contenido.datos.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new ErrorNegocio('regla', MENSAJES_SOBRE.documentoAjeno);
    if (!(await esPdfLegible(contenido.datos))) throw new ErrorNegocio('regla', MENSAJES_SOBRE.documentoNoPdf);

    const ahora = new Date();
    const caduca = new Date(ahora.getTime() + p.dias_validez * DIA_MS).toISOString();
    const sobre: DocDe<'sobre'> = {
      idsobre: p.idsobre, idpresupuestocli: p.idpresupuestocli, asunto: p.asunto, mensaje: p.mensaje, situacion: 'enviado', idfichero: p.idfichero,
      sha256: createHash('sha256').update(contenido.datos).digest('hex'), num_revision: presupuesto.num_revision, idfichero_firmado: null, fenvio: ahora.toISOString(), caduca,
      ffirmado: null, fcancelado: null, idcomercial: ctx.usuario.idcomercial, estado: 1,
    };
    await tx.put('sobre', sobre);
    const empresa = await leerEmpresa(q);
    const lista: CorreoSobre[] = [];
    for (const [i, d] of p.destinatarios.entries()) {
      if (await tx.get('destinatariosobre', d.iddestinatario_sobre)) throw new ErrorNegocio('yaExiste', `Ya existe el registro ${d.iddestinatario_sobre} de destinatario sobre`);
      await tx.put('destinatariosobre', {
        iddestinatario_sobre: d.iddestinatario_sobre, idsobre: p.idsobre, nombre: d.nombre, email: d.email, orden: i + 1, firmado: false,
        ffirma: null, firmante_nombre: null, firmante_dni: null, ip: null, estado: 1,
      });
      const token = await guardarToken(q, { idsobre: p.idsobre, iddestinatario_sobre: d.iddestinatario_sobre, caduca });
      lista.push({
        idsobre: p.idsobre, iddestinatario_sobre: d.iddestinatario_sobre, email: d.email, tipo: 'envio', asunto: p.asunto,
        cuerpo: cuerpoEnvio(datosCorreo(empresa, presupuesto, sobre, d), enlaceFirma(base, token), caduca),
      });
    }
    return lista;
  });
  return { idsobre: p.idsobre, enviados: await enviarCorreos(deps.db, deps.enviador, correos) };
};

/**
 * Un enlace nuevo para quien no ha firmado; los suyos de antes dejan de valer. Vale lo que valía el
 * primero (de fenvio a caduca) desde ahora: reenviar sirve también para un enlace caducado, y el sobre
 * caduca entonces con el último enlace.
 */
const reenviar = async (deps: DepsSobres, p: z.output<typeof paramsSobreReenviar>, ctx: ContextoRpc): Promise<RespuestaSobreEnvio> => {
  comprobarPermiso(ctx, 'editar');
  const base = baseDe(deps, ctx);
  const correo = await escribir(deps.db, opcionesTx(ctx), async (tx, q) => {
    const sobre = await aMiAlcance(tx, q, ctx, 'sobre', p.idsobre, { accion: 'editar', objeto: 'sobre', id: p.idsobre });
    comprobarEnviado(sobre);
    const d = await tx.get('destinatariosobre', p.iddestinatario_sobre);
    if (!d || d.idsobre !== sobre.idsobre || d.estado <= 0) throw noExiste('destinatario_sobre', p.iddestinatario_sobre);
    if (d.firmado) throw new ErrorNegocio('regla', MENSAJES_SOBRE.yaFirmo);
    const presupuesto = await tx.get('presupuestocli', sobre.idpresupuestocli);
    if (!presupuesto || presupuesto.estado !== ESTADOS_PRESUPUESTO.aceptado) throw new ErrorNegocio('regla', MENSAJES_SOBRE.noAceptado);
    if (sobre.num_revision !== undefined && sobre.num_revision !== presupuesto.num_revision) throw new ErrorNegocio('regla', MENSAJES_SOBRE.sobreAnulado);
    const validez = Math.max(DIA_MS, Date.parse(sobre.caduca) - Date.parse(sobre.fenvio));
    const caduca = new Date(Date.now() + validez).toISOString();
    if (caduca > sobre.caduca) await tx.put('sobre', { ...sobre, caduca });
    await revocarTokens(q, sobre.idsobre, d.iddestinatario_sobre);
    const token = await guardarToken(q, { idsobre: sobre.idsobre, iddestinatario_sobre: d.iddestinatario_sobre, caduca });
    const datos = datosCorreo(await leerEmpresa(q), presupuesto, sobre, d);
    return {
      idsobre: sobre.idsobre, iddestinatario_sobre: d.iddestinatario_sobre, email: d.email, tipo: 'reenvio', asunto: asuntoReenvio(sobre.asunto),
      cuerpo: cuerpoEnvio(datos, enlaceFirma(base, token), caduca),
    } satisfies CorreoSobre;
  });
  return { idsobre: p.idsobre, enviados: await enviarCorreos(deps.db, deps.enviador, [correo]) };
};

const cancelar = async (deps: DepsSobres, p: z.output<typeof paramsSobreCancelar>, ctx: ContextoRpc): Promise<RespuestaSobreCancelar> => {
  comprobarPermiso(ctx, 'editar');
  const correos = await escribir(deps.db, opcionesTx(ctx), async (tx, q) => {
    const sobre = await aMiAlcance(tx, q, ctx, 'sobre', p.idsobre, { accion: 'editar', objeto: 'sobre', id: p.idsobre });
    comprobarEnviado(sobre);
    await tx.put('sobre', { ...sobre, situacion: 'cancelado', fcancelado: new Date().toISOString() });
    await revocarTokens(q, sobre.idsobre);
    const presupuesto = await tx.get('presupuestocli', sobre.idpresupuestocli);
    const empresa = await leerEmpresa(q);
    const pendientes = (await tx.find('destinatariosobre', { idsobre: sobre.idsobre })).filter((d) => d.estado > 0 && !d.firmado);
    if (!presupuesto) throw noExiste('presupuestocli', sobre.idpresupuestocli);
    return pendientes.map((d): CorreoSobre => ({
      idsobre: sobre.idsobre, iddestinatario_sobre: d.iddestinatario_sobre, email: d.email, tipo: 'cancelacion', asunto: asuntoCancelacion(sobre.asunto),
      cuerpo: cuerpoCancelacion(datosCorreo(empresa, presupuesto, sobre, d)),
    }));
  });
  return { idsobre: p.idsobre, avisados: await enviarCorreos(deps.db, deps.enviador, correos) };
};

export const metodosSobres = (deps: DepsSobres): MetodoRpc<unknown>[] => [
  implementar(METODOS_EN_LINEA.sobreEnviar, { ejecutar: (p, ctx) => enviar(deps, p, ctx) }),
  implementar(METODOS_EN_LINEA.sobreReenviar, { ejecutar: (p, ctx) => reenviar(deps, p, ctx) }),
  implementar(METODOS_EN_LINEA.sobreCancelar, { ejecutar: (p, ctx) => cancelar(deps, p, ctx) }),
];
