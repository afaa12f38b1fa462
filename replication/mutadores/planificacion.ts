/**
 * Planificación (issue 6): el supervisor asigna y cambia de día los partes pendientes desde el
 * planificador de técnicos. Un solo mutador encolable, el mismo en el dispositivo y en el servidor:
 *  - parteTrabajo.planificarSync {idparte_trabajo, idtecnico, fecha}: pone el parte a nombre de otro
 *    técnico (o sin asignar, idtecnico null) y en otro día. Si el parte es una cita (fecha fijada con el
 *    cliente) la cita se mueve con él. Al cambiar de técnico, las etiquetas de ámbito cambian y el
 *    parte sale del dispositivo del técnico anterior en su próximo sync.pull (como `eliminados`) y
 *    llega al del nuevo con el aviso en directo.
 * También las reglas puras que comparten el tablero y el mutador: el día en que cae un parte.
 */
import { z } from '../zod';
import { derivar, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste } from '../mutador';

export const METODO_PLANIFICAR = 'parteTrabajo.planificarSync';

export const MENSAJES_PLANIFICACION = {
  parteNoPendiente: 'Solo se pueden planificar partes pendientes',
  fechaNoValida: 'La fecha no es válida',
  tecnicoDeBaja: 'El técnico está de baja',
} as const;

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** ¿'YYYY-MM-DD' es un día que existe? */
export const esFechaValida = (fecha: string): boolean => {
  const m = FECHA.exec(fecha);
  if (!m) return false;
  const [a, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const f = new Date(Date.UTC(a, mes - 1, d));
  return f.getUTCFullYear() === a && f.getUTCMonth() === mes - 1 && f.getUTCDate() === d;
};

/** El día en que cae un parte en la agenda y el planificador: el de su cita si la tiene, si no su fecha. */
export const diaDelParte = (p: Pick<DocDe<'partetrabajo'>, 'fecha' | 'ffijada'>): string => p.ffijada ?? p.fecha;

/** ¿Es una cita (fecha fijada con el cliente)? */
export const esCita = (p: Pick<DocDe<'partetrabajo'>, 'ffijada'>): boolean => typeof p.ffijada === 'string' && p.ffijada.length > 0;

export const paramsPlanificar = z.object({
  idparte_trabajo: z.string().min(1).max(36),
  /** null = sin asignar. */
  idtecnico: z.string().min(1).max(36).nullable(),
  // La fecha que existe la comprueba el mutador con su mensaje (MENSAJES_PLANIFICACION.fechaNoValida).
  fecha: z.string().length(10),
});
export type ParamsPlanificar = z.infer<typeof paramsPlanificar>;

/** Los cambios que hace planificar sobre un parte (null si ya está ahí: nada que escribir). */
export const cambiosPlanificar = (
  parte: Pick<DocDe<'partetrabajo'>, 'idtecnico' | 'fecha' | 'ffijada'>,
  destino: Pick<ParamsPlanificar, 'idtecnico' | 'fecha'>,
): Partial<DocDe<'partetrabajo'>> | null => {
  const mismoTecnico = (parte.idtecnico ?? null) === destino.idtecnico;
  if (mismoTecnico && diaDelParte(parte) === destino.fecha) return null;
  return { idtecnico: destino.idtecnico, fecha: destino.fecha, ...(esCita(parte) ? { ffijada: destino.fecha } : {}) };
};

const planificar = definirMutador({
  metodo: METODO_PLANIFICAR,
  descripcion: 'Parte planificado (técnico y día)',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: paramsPlanificar,
  permiso: { objeto: 'parte_trabajo', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    if (!esFechaValida(p.fecha)) throw new ErrorNegocio('validacion', MENSAJES_PLANIFICACION.fechaNoValida);
    const parte = await tx.get('partetrabajo', p.idparte_trabajo);
    if (!parte) throw noExiste('parte_trabajo', p.idparte_trabajo);
    if (parte.estado !== 1) throw new ErrorNegocio('regla', MENSAJES_PLANIFICACION.parteNoPendiente);
    if (p.idtecnico !== null && p.idtecnico !== parte.idtecnico) {
      const tecnico = await tx.get('tecnico', p.idtecnico);
      if (!tecnico) throw noExiste('tecnico', p.idtecnico);
      if (tecnico.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_PLANIFICACION.tecnicoDeBaja);
    }
    const cambios = cambiosPlanificar(parte, p);
    if (cambios) {
      await tx.put('partetrabajo', derivar('partetrabajo', { ...parte, ...cambios, actualizado: ctx.ahora }) as DocDe<'partetrabajo'>);
    }
    return { idparte_trabajo: p.idparte_trabajo, idtecnico: p.idtecnico, fecha: p.fecha };
  },
});

export const mutadoresPlanificacion = [planificar] as const;
