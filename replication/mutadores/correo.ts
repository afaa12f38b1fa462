/**
 * La bandeja de salida (issue 14): `correo.enviarSync` guarda el correo como pendiente, en el dispositivo
 * al momento (sin conexión también) y en el servidor cuando la subida llega; lo envía el cartero del
 * servidor (server/correo/cartero.ts), que anota el resultado en el mismo documento. El correo cuelga del
 * registro del que habla (idtabla + id), que tiene que existir y estar en el ámbito de quien lo escribe.
 */
import { z } from '../zod';
import { entidades, type Coleccion, type DocDe } from '../../schemas';
import { mensajeCorreo } from '../correo';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste } from '../mutador';

export const METODO_ENVIAR_CORREO = 'correo.enviarSync';
export const MENSAJE_ORIGEN_SIN_CORREO = 'Ese registro no admite correos';

/** Colección del registro del que habla un correo (la que tiene ese idtabla), o null. */
export const coleccionOrigenCorreo = (idtabla: number): Coleccion | null =>
  Object.values(entidades).find((e) => e.idtabla === idtabla)?.coleccion ?? null;

const enviar = definirMutador({
  metodo: METODO_ENVIAR_CORREO,
  descripcion: 'Correo en la bandeja de salida',
  sobre: { porIdtabla: true },
  params: mensajeCorreo.extend({
    idcorreo: z.string().min(1).max(36),
    idtabla: z.number().int().min(0).max(100000),
    id: z.string().min(1).max(36),
  }),
  permiso: { objeto: 'correo', accion: 'insertar' },
  apps: ['tecnicos', 'comerciales'],
  async aplicar(tx, p, ctx) {
    const origen = coleccionOrigenCorreo(p.idtabla);
    if (!origen) throw new ErrorNegocio('validacion', MENSAJE_ORIGEN_SIN_CORREO);
    if (!(await tx.get(origen, p.id))) throw noExiste(entidades[origen].objeto, p.id);
    if (ctx.lado === 'servidor' && (await tx.get('correo', p.idcorreo))) {
      throw new ErrorNegocio('yaExiste', `Ya existe el registro ${p.idcorreo} de correo`);
    }
    const doc: DocDe<'correo'> = {
      idcorreo: p.idcorreo, idtabla: p.idtabla, id: p.id, para: p.para.join(', '), asunto: p.asunto, cuerpo: p.cuerpo,
      idusuario: ctx.usuario.idusuario, creado: ctx.ahora, envio: 'pendiente', intentos: 0, fenvio: null, error: null, estado: 1,
    };
    await tx.put('correo', doc);
    return { idcorreo: p.idcorreo };
  },
});

export const mutadoresCorreo = [enviar] as const;
