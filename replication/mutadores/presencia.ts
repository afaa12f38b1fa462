/**
 * Presencia (issue 17, registro de jornada), el mismo en el dispositivo y en el servidor:
 *  - presencia.registrarSync: fichar la entrada o la salida del empleado de la sesión, con la hora del
 *    dispositivo (`hora` y `fdispositivo`), la del servidor al recibirlo (`frecibido`, null en el
 *    dispositivo) y la posición si el usuario la permite (si no, `sin_posicion` dice por qué). Una segunda
 *    entrada sin salida, o una salida sin entrada, se rechaza (replication/presencia.ts).
 *  - presencia.corregirSync: la supervisión corrige un fichaje sin tocarlo: un fichaje nuevo con la hora
 *    buena, el motivo y quién lo hace, que deja sin efecto al corregido (o añade uno que faltaba). La
 *    secuencia resultante tiene que seguir alternando entrada y salida.
 * Nada de esto se edita ni se borra después: el registro se conserva cuatro años (decisión 51).
 */
import { z } from '../zod';
import { ErrorNegocio } from '../errores';
import { zInstante } from '../fechas-validas';
import { horaDe, juzgaMarco, marcaHora } from '../hora-dispositivo';
import { definirMutador, exigirActivo, exigirNuevo, horaRecibido } from '../mutador';
import { errorRegistro, errorSecuencia, MENSAJES_PRESENCIA, type Fichaje } from '../presencia';
import type { Tx } from '../tx';

const id = z.string().min(1).max(36);
export const MAX_MOTIVO_CORRECCION = 2000;
export const MAX_SIN_POSICION = 200;
/** Margen para los relojes de los dispositivos: una corrección no puede ser de más allá de ahora. */
const MARGEN_RELOJ_MS = 5 * 60_000;


const fichajesDe = async (tx: Tx, idempleado: string): Promise<Fichaje[]> => tx.find('presencia', { idempleado });

const registrar = definirMutador({
  metodo: 'presencia.registrarSync',
  descripcion: 'Fichaje registrado',
  sobre: { coleccion: 'presencia', campo: 'idpresencia' },
  datosDe: 'presencia',
  params: z.object({
    idpresencia: id,
    tipo: z.enum(['entrada', 'salida']),
    lat: z.number().min(-90).max(90).nullable(),
    lng: z.number().min(-180).max(180).nullable(),
    precision: z.number().min(0).max(1_000_000).nullable(),
    sin_posicion: z.string().max(MAX_SIN_POSICION).nullable(),
  }),
  permiso: { objeto: 'presencia', accion: 'insertar' },
  apps: ['presencia'],
  horaDispositivo: { colecciones: ['presencia'] },
  async aplicar(tx, p, ctx) {
    const idempleado = ctx.usuario.idempleado;
    if (!idempleado) throw new ErrorNegocio('permiso', MENSAJES_PRESENCIA.sinEmpleado);
    await exigirNuevo(tx, 'presencia', p.idpresencia, ctx);
    const empleado = await exigirActivo(tx, 'empleado', idempleado);
    const fichajes = await fichajesDe(tx, idempleado);
    const error = errorRegistro(fichajes, p.tipo);
    if (error) throw new ErrorNegocio('regla', error);
    const hora = horaDe(ctx);
    const conPosicion = p.lat !== null && p.lng !== null;
    const nuevo = {
      idpresencia: p.idpresencia, idempleado, iddelegacion: empleado.iddelegacion, tipo: p.tipo, hora: hora.servidor, fdispositivo: hora.dispositivo,
      frecibido: hora.recibido ?? horaRecibido(ctx), lat: conPosicion ? p.lat : null, lng: conPosicion ? p.lng : null, precision: conPosicion ? p.precision : null,
      sin_posicion: conPosicion ? null : (p.sin_posicion ?? 'Sin posición'), idpresencia_corrige: null, motivo: null,
      idusuario: ctx.usuario.idusuario, autor: (ctx.usuario.nombre || ctx.usuario.login).slice(0, 200), estado: 1,
    };
    // El marco: la secuencia entera, con este fichaje a la hora situada, tiene que seguir alternando.
    const marco = juzgaMarco(hora) ? errorSecuencia([...fichajes, nuevo]) : null;
    await tx.put('presencia', { ...nuevo, ...marcaHora(hora, marco) });
    return { idpresencia: p.idpresencia, tipo: p.tipo };
  },
});

const corregir = definirMutador({
  metodo: 'presencia.corregirSync',
  descripcion: 'Corrección de un fichaje registrada',
  sobre: { coleccion: 'presencia', campo: 'idpresencia' },
  datosDe: 'presencia',
  params: z.object({
    idpresencia: id,
    idempleado: id,
    tipo: z.enum(['entrada', 'salida']),
    hora: zInstante,
    idpresencia_corrige: id.nullable(),
    motivo: z.string().trim().min(1, MENSAJES_PRESENCIA.motivo).max(MAX_MOTIVO_CORRECCION),
  }),
  permiso: { objeto: 'presencia', accion: 'editar' },
  apps: ['presencia'],
  horaDispositivo: { colecciones: ['presencia'] },
  async aplicar(tx, p, ctx) {
    await exigirNuevo(tx, 'presencia', p.idpresencia, ctx);
    const empleado = await exigirActivo(tx, 'empleado', p.idempleado);
    const ahora = horaDe(ctx);
    if (Date.parse(p.hora) > Date.parse(ahora.servidor) + MARGEN_RELOJ_MS) throw new ErrorNegocio('validacion', MENSAJES_PRESENCIA.horaFutura);
    const fichajes = await fichajesDe(tx, p.idempleado);
    if (p.idpresencia_corrige !== null) {
      const corregido = await exigirActivo(tx, 'presencia', p.idpresencia_corrige);
      if (corregido.idempleado !== p.idempleado) throw new ErrorNegocio('regla', MENSAJES_PRESENCIA.otroEmpleado);
      if (fichajes.some((f) => f.estado > 0 && f.idpresencia_corrige === p.idpresencia_corrige)) throw new ErrorNegocio('regla', MENSAJES_PRESENCIA.yaCorregido);
    }
    const nuevo = {
      idpresencia: p.idpresencia, idempleado: p.idempleado, iddelegacion: empleado.iddelegacion, tipo: p.tipo, hora: new Date(p.hora).toISOString(),
      fdispositivo: ahora.dispositivo, frecibido: ahora.recibido ?? horaRecibido(ctx), lat: null, lng: null, precision: null, sin_posicion: 'Corrección',
      idpresencia_corrige: p.idpresencia_corrige, motivo: p.motivo, idusuario: ctx.usuario.idusuario,
      autor: (ctx.usuario.nombre || ctx.usuario.login).slice(0, 200), estado: 1,
    };
    const error = errorSecuencia([...fichajes, nuevo]);
    if (error) throw new ErrorNegocio('regla', error);
    // La hora corregida la elige la supervisión (con su motivo); se juzga la del dispositivo que la anota.
    await tx.put('presencia', { ...nuevo, ...marcaHora(ahora) });
    return { idpresencia: p.idpresencia };
  },
});

export const mutadoresPresencia = [registrar, corregir] as const;
