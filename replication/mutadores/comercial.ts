/**
 * Mutadores comerciales (issue 14, decisión 42), los mismos en el dispositivo y en el servidor:
 *  - clientePotencial.convertirSync: convierte un prospecto en cliente. Nace el cliente (id del
 *    dispositivo, código 'C' + 8 cifras hexadecimales de su id) con la delegación, el NIF y el correo del
 *    prospecto; si el prospecto tenía comercial, el cliente entra en su cartera. Sus teléfonos y
 *    direcciones pasan a ser del cliente (mismo id, en `telefono` y `direccion`); sus cuentas,
 *    representantes, estudios, operaciones y citas apuntan también al cliente; sus ficheros se mueven al
 *    cliente. El prospecto queda como convertido (idcliente y fconversion), no se borra.
 *  - operacionCrm.simpleAddSync: un técnico anota una venta vista en un parte (partes/{id}/simple-add):
 *    la operación nace con el cliente, el sistema, la orden y la delegación del parte y su técnico.
 */
import { z } from '../zod';
import { entidades, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste } from '../mutador';
import { validarCampos, validarDocumentoEntero } from '../validacion-campos';

const id = z.string().min(1).max(36);

export const MENSAJES_CONVERSION = {
  yaConvertido: 'El cliente potencial ya está convertido en cliente',
  deBaja: 'El cliente potencial está de baja',
  parteNoPendiente: 'El parte no está pendiente',
} as const;

/** Código del cliente que nace de una conversión (sin conexión no hay contador): 'C' + 8 hex del id. */
export const codigoClienteConvertido = (idcliente: string): string => `C${idcliente.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const convertir = definirMutador({
  metodo: 'clientePotencial.convertirSync',
  descripcion: 'Cliente potencial convertido en cliente',
  sobre: { coleccion: 'clientepotencial', campo: 'idcliente_potencial' },
  params: z.object({ idcliente_potencial: id, idcliente: id }),
  permiso: { objeto: 'cliente', accion: 'insertar' },
  apps: ['comerciales'],
  async aplicar(tx, p, ctx) {
    const prospecto = await tx.get('clientepotencial', p.idcliente_potencial);
    if (!prospecto) throw noExiste('cliente_potencial', p.idcliente_potencial);
    if (prospecto.idcliente) throw new ErrorNegocio('regla', MENSAJES_CONVERSION.yaConvertido);
    if (prospecto.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_CONVERSION.deBaja);
    if (ctx.lado === 'servidor' && (await tx.get('cliente', p.idcliente))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idcliente} de cliente`);
    }
    const idcliente = p.idcliente;
    await tx.put('cliente', {
      idcliente, codigo: codigoClienteConvertido(idcliente), nombre: prospecto.nombre, nif: prospecto.nif ?? null, email: prospecto.email ?? null,
      iddelegacion: prospecto.iddelegacion, observaciones: prospecto.observaciones ?? null, estado: 1,
    });
    if (prospecto.idcomercial) {
      await tx.put('clientecomercial', { idcliente_comercial: idcliente, idcliente, idcomercial: prospecto.idcomercial, desde: ctx.ahora.slice(0, 10), estado: 1 });
    }
    await tx.put('clientepotencial', { ...prospecto, idcliente, fconversion: ctx.ahora, actualizado: ctx.ahora });
    const filtro = { idcliente_potencial: p.idcliente_potencial };
    for (const t of await tx.find('telefonopotencial', filtro)) {
      await tx.put('telefono', { idtelefono: t.idtelefono_potencial, idcliente, idsistema: null, numero: t.numero, descripcion: t.descripcion ?? null, estado: t.estado });
    }
    for (const d of await tx.find('direccionpotencial', filtro)) {
      await tx.put('direccion', {
        iddireccion: d.iddireccion_potencial, idcliente, direccion: d.direccion, cp: d.cp, poblacion: d.poblacion, provincia: d.provincia,
        lat: d.lat ?? null, lng: d.lng ?? null, observaciones: d.observaciones ?? null, estado: d.estado,
      });
    }
    for (const c of await tx.find('cuentabancaria', filtro)) await tx.put('cuentabancaria', { ...c, idcliente });
    for (const r of await tx.find('representante', filtro)) await tx.put('representante', { ...r, idcliente });
    for (const e of await tx.find('estudiofinanciero', filtro)) await tx.put('estudiofinanciero', { ...e, idcliente });
    for (const o of await tx.find('operacioncrm', filtro)) await tx.put('operacioncrm', { ...o, idcliente, actualizado: ctx.ahora });
    for (const c of await tx.find('cita', filtro)) await tx.put('cita', { ...c, idcliente });
    const idtablaProspecto = entidades.clientepotencial.idtabla;
    const idtablaCliente = entidades.cliente.idtabla;
    if (idtablaProspecto !== null && idtablaCliente !== null) {
      for (const f of await tx.find('fichero', { idtabla: idtablaProspecto, id: p.idcliente_potencial })) {
        await tx.put('fichero', { ...f, idtabla: idtablaCliente, id: idcliente });
      }
    }
    return { idcliente, idcliente_potencial: p.idcliente_potencial };
  },
});

const simpleAdd = definirMutador({
  metodo: 'operacionCrm.simpleAddSync',
  descripcion: 'Venta anotada desde un parte',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: z.object({
    idoperacioncrm: id,
    idparte_trabajo: id,
    titulo: z.string(),
    descripcion: z.string().nullable().optional(),
    importe_estimado: z.number().optional(),
  }),
  permiso: { objeto: 'operacioncrm', accion: 'insertar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const parte = await tx.get('partetrabajo', p.idparte_trabajo);
    if (!parte) throw noExiste('parte_trabajo', p.idparte_trabajo);
    if (ctx.lado === 'servidor' && (await tx.get('operacioncrm', p.idoperacioncrm))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idoperacioncrm} de operacioncrm`);
    }
    const doc: DocDe<'operacioncrm'> = {
      idoperacioncrm: p.idoperacioncrm, titulo: p.titulo.trim(), descripcion: p.descripcion?.trim() || null,
      idcliente: parte.idcliente, idcliente_potencial: '', idsistema: parte.idsistema, idorden_trabajo: parte.idorden_trabajo,
      idparte_trabajo: parte.idparte_trabajo, idpresupuestocli: null, iddelegacion: parte.iddelegacion, idcomercial: null,
      idtecnico: parte.idtecnico ?? null, etapa: 'nueva', probabilidad: 10, fecha_alta: ctx.ahora.slice(0, 10), fprevista_cierre: null,
      fcierre: null, motivo_perdida: null, origen: 'Parte de trabajo', importe_estimado: p.importe_estimado ?? 0, actualizado: ctx.ahora, estado: 1,
    };
    validarCampos('operacioncrm', doc);
    validarDocumentoEntero('operacioncrm', doc);
    await tx.put('operacioncrm', doc);
    return { idoperacioncrm: doc.idoperacioncrm };
  },
});

export const mutadoresComercial = [convertir, simpleAdd] as const;
