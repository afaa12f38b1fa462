/**
 * Los mutadores: la única forma de cambiar datos. Cada uno es un método RPC encolable (`*Sync` o una
 * acción como `ordenTrabajo.finalizarOt`) con su esquema de parámetros (zod), el permiso y las apps que
 * exige, y una función `aplicar` que corre sobre una Tx. El cliente la ejecuta contra RxDB al encolar (y
 * de nuevo en cada rebase); el servidor, dentro de la transacción que registra el idsync_upload.
 *
 * Las entidades reciben sus mutadores genéricos (insertSync, updateSync, deleteSync) de su entrada en
 * schemas/index.ts; los mutadores con reglas de negocio se añaden a mano abajo.
 */
import { z } from '../zod';
import { derivar, entidades, type Coleccion, type DocDe, type MutadorGenerico } from '../../schemas';
import { descripcionGenerica } from '../../schemas/entidad';
import { ErrorNegocio } from '../errores';
import { detenerCronometrosParte } from '../cronometro';
import { zInstante } from '../fechas-validas';
import { MAX_DESFASE_MS } from '../hora-dispositivo';
import { definirMutador, noExiste, sello, type Mutador } from '../mutador';
import { mutadoresTecnico } from './tecnico';
import { mutadoresDatos } from './datos';
import { mutadoresVehiculos } from './vehiculos';
import { mutadoresPlanificacion } from './planificacion';
import { mutadoresChecklist } from './checklist';
import { mutadoresSistemas } from './sistemas';
import { mutadoresComercial } from './comercial';
import { mutadoresCorreo } from './correo';
import { mutadoresPresupuestos, REGLAS_ESCRITURA_PRESUPUESTOS } from './presupuestos';
import { mutadoresVigilancia } from './vigilancia';
import { mutadoresAlmacen } from './almacen';
import { mutadoresPresencia } from './presencia';
import { REGLAS_ESCRITURA_CAJA } from './caja';
import type { ReglaEscritura, ReglasEscritura } from '../reglas-escritura';
import { ACCION_MUTADOR } from '../sesion';
import type { Doc, Tx } from '../tx';
import { validarCampos, validarDocumentoEntero, validarImagenesFirma } from '../validacion-campos';

export type { ContextoMutacion, Mutador } from '../mutador';

/**
 * Parámetros en el cable de toda llamada encolada: el id de la cola hace la llamada idempotente. `reloj`
 * (opcional: las entradas anotadas por versiones anteriores no lo llevan): el desfase del reloj del
 * dispositivo y su último contacto con el servidor cuando se hizo el cambio (replication/hora-dispositivo.ts).
 */
export const envolturaMutacion = z.object({
  idsync_upload: z.string().min(1).max(36),
  creado: zInstante,
  params: z.unknown(),
  reloj: z.object({
    desfase_ms: z.number().int().min(-MAX_DESFASE_MS).max(MAX_DESFASE_MS),
    contacto: zInstante.nullable(),
  }).nullable().optional(),
});
export type EnvolturaMutacion = z.infer<typeof envolturaMutacion>;

/** Reglas de escritura de los genéricos (replication/reglas-escritura.ts), por colección. */
const REGLAS_ESCRITURA: ReglasEscritura = { ...REGLAS_ESCRITURA_PRESUPUESTOS, ...REGLAS_ESCRITURA_CAJA };

/** Lo que el propio documento no deja hacer con los genéricos (ReglaEscritura.documento), o null. */
export const bloqueoDocumento = (c: Coleccion, doc: Doc): string | null => REGLAS_ESCRITURA[c]?.documento?.(doc) ?? null;

/** Id del padre que decide si `doc` se puede escribir; lanza si el padre no existe o no lo deja. */
const comprobarPadre = async (tx: Tx, r: ReglaEscritura, doc: Doc): Promise<string | null> => {
  const propio = r.documento?.(doc) ?? null;
  if (propio !== null) throw new ErrorNegocio('regla', propio);
  const id = doc[r.padre.campo];
  if (typeof id !== 'string' || id === '') return null;
  const padre = await tx.get(r.padre.coleccion, id);
  if (!padre) throw noExiste(entidades[r.padre.coleccion].objeto, id);
  const bloqueo = r.bloqueo(padre);
  if (bloqueo !== null) throw new ErrorNegocio('regla', bloqueo);
  return id;
};

const genericos = (c: Coleccion): Mutador<unknown>[] => {
  const e = entidades[c];
  const regla = REGLAS_ESCRITURA[c];
  const permiso = (m: MutadorGenerico) => ({ objeto: e.objeto, accion: ACCION_MUTADOR[m] });
  const lista: Mutador<unknown>[] = [];
  for (const m of e.mutadores) {
    if (m === 'insert') {
      lista.push(definirMutador({
        metodo: `${e.metodo}.insertSync`,
        descripcion: descripcionGenerica(e.nombre, 'insert'),
        generico: { coleccion: c, accion: 'insert' },
        params: z.object({ doc: z.record(z.string(), z.unknown()) }),
        permiso: permiso(m),
        apps: e.apps,
        async aplicar(tx, p, ctx) {
          const id = p.doc[e.clave];
          if (typeof id !== 'string' || id.length === 0) throw new ErrorNegocio('validacion', `Falta el identificador (${e.clave})`);
          if (ctx.lado === 'servidor' && (await tx.get(c, id))) {
            throw new ErrorNegocio('yaExiste', `Ya existe el registro ${id} de ${e.objeto.replace(/_/g, ' ')}`);
          }
          validarCampos(c, p.doc);
          validarDocumentoEntero(c, p.doc);
          await validarImagenesFirma(c, p.doc);
          const doc = derivar(c, sello(c, p.doc, ctx.ahora));
          // Primero la escritura (en el servidor comprueba el ámbito) y después la regla: si no, su
          // mensaje diría algo de un registro ajeno. La Tx no deja nada escrito si la regla lanza.
          await tx.put(c, doc as DocDe<typeof c>);
          const idPadre = regla ? await comprobarPadre(tx, regla, p.doc) : null;
          if (regla?.despues && idPadre) await regla.despues(tx, idPadre, ctx);
          if (regla?.alEscribir) await regla.alEscribir(tx, { antes: null, despues: doc }, ctx);
          return { [e.clave]: id };
        },
      }));
    } else if (m === 'update') {
      lista.push(definirMutador({
        metodo: `${e.metodo}.updateSync`,
        descripcion: descripcionGenerica(e.nombre, 'update'),
        generico: { coleccion: c, accion: 'update' },
        params: z.object({ id: z.string().min(1).max(36), cambios: z.record(z.string(), z.unknown()) }),
        permiso: permiso(m),
        apps: e.apps,
        async aplicar(tx, p, ctx) {
          const noEditables = Object.keys(p.cambios).filter((k) => !e.editables.includes(k));
          if (noEditables.length > 0) {
            throw new ErrorNegocio('validacion', `No se puede modificar: ${noEditables.join(', ')}`);
          }
          validarCampos(c, p.cambios);
          await validarImagenesFirma(c, p.cambios);
          const actual = await tx.get(c, p.id);
          if (!actual) throw noExiste(e.objeto, p.id);
          const doc = derivar(c, sello(c, { ...(actual as Doc), ...p.cambios }, ctx.ahora));
          validarDocumentoEntero(c, doc);
          await tx.put(c, doc as DocDe<typeof c>);
          const idPadre = regla ? await comprobarPadre(tx, regla, actual as Doc) : null;
          if (regla && doc[regla.padre.campo] !== idPadre) await comprobarPadre(tx, regla, doc);
          if (regla?.despues && idPadre) await regla.despues(tx, idPadre, ctx);
          if (regla?.alEscribir) await regla.alEscribir(tx, { antes: actual as Doc, despues: doc }, ctx);
          return { [e.clave]: p.id };
        },
      }));
    } else {
      lista.push(definirMutador({
        metodo: `${e.metodo}.deleteSync`,
        descripcion: descripcionGenerica(e.nombre, 'delete'),
        generico: { coleccion: c, accion: 'delete' },
        params: z.object({ id: z.string().min(1).max(36) }),
        permiso: permiso(m),
        apps: e.apps,
        async aplicar(tx, p, ctx) {
          const actual = await tx.get(c, p.id);
          if (!actual) throw noExiste(e.objeto, p.id);
          await tx.remove(c, p.id);
          const idPadre = regla ? await comprobarPadre(tx, regla, actual as Doc) : null;
          const impide = regla?.antesDeBorrar ? await regla.antesDeBorrar(tx, actual as Doc) : null;
          if (impide) throw new ErrorNegocio('regla', impide);
          if (regla?.despues && idPadre) await regla.despues(tx, idPadre, ctx);
          if (regla?.alEscribir) await regla.alEscribir(tx, { antes: actual as Doc, despues: null }, ctx);
          return { [e.clave]: p.id };
        },
      }));
    }
  }
  return lista;
};

/** Opciones de cierre de la especificación (sección 4). */
export const OPCIONES_CIERRE = { finalizarOrden: 1, reasignarme: 2, mantenerPendiente: 3, reasignarOtro: 4 } as const;
export type OpcionCierre = (typeof OPCIONES_CIERRE)[keyof typeof OPCIONES_CIERRE];

const paramsFinalizarOt = z.object({
  idparte_trabajo: z.string().min(1).max(36),
  opcion: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Con la opción 4: el técnico que recibe el parte. */
  idtecnico_destino: z.string().min(1).max(36).nullable().optional(),
  /** Con la opción 2: id (creado en el dispositivo) del parte nuevo para volver a visitar. */
  idparte_nuevo: z.string().min(1).max(36).nullable().optional(),
  observaciones: z.string().max(4000).nullable().optional(),
});

/**
 * ordenTrabajo.finalizarOt: cierra el parte según la opción de cierre.
 * 1 finalizar orden: parte y orden finalizados. 2 reasignarme: parte finalizado y un parte nuevo para
 * mí sobre la misma orden. 3 mantener pendiente: parte finalizado, orden pendiente. 4 reasignar a otro
 * técnico: el parte sigue pendiente y pasa al otro técnico (sale de este dispositivo al subir).
 * En todas, los cronómetros del parte que sigan en marcha se detienen con el instante del cierre.
 */
const finalizarOt = definirMutador({
  metodo: 'ordenTrabajo.finalizarOt',
  descripcion: 'Parte cerrado',
  sobre: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' },
  params: paramsFinalizarOt,
  permiso: { objeto: 'orden_trabajo', accion: 'editar' },
  apps: ['tecnicos'],
  async aplicar(tx, p, ctx) {
    const parte = await tx.get('partetrabajo', p.idparte_trabajo);
    if (!parte) throw noExiste('parte_trabajo', p.idparte_trabajo);
    if (parte.estado !== 1) throw new ErrorNegocio('regla', 'El parte no está pendiente');
    const orden = await tx.get('ordentrabajo', parte.idorden_trabajo);
    if (!orden) throw noExiste('orden_trabajo', parte.idorden_trabajo);
    // Un cronómetro del parte que siga en marcha se detiene con el cierre (antes de que el parte cambie de
    // manos): si no, el parte cerrado quedaría 'En marcha' y bloquearía cualquier otro cronómetro.
    const cronometrosDetenidos = await detenerCronometrosParte(tx, p.idparte_trabajo, ctx.ahora);
    const obs = p.observaciones ?? parte.observaciones ?? null;
    const guardarParte = (cambios: Partial<DocDe<'partetrabajo'>>) =>
      tx.put('partetrabajo', derivar('partetrabajo', { ...parte, observaciones: obs, ...cambios, actualizado: ctx.ahora }) as DocDe<'partetrabajo'>);
    switch (p.opcion) {
      case 1:
        await guardarParte({ estado: 2 });
        await tx.put('ordentrabajo', { ...orden, estado: 2, actualizado: ctx.ahora });
        break;
      case 2: {
        if (!p.idparte_nuevo) throw new ErrorNegocio('validacion', 'Falta el identificador del parte nuevo');
        await guardarParte({ estado: 2 });
        const nuevo = { ...parte, idparte_trabajo: p.idparte_nuevo, numero: `${parte.numero}-R`, estado: 1, observaciones: null, actualizado: ctx.ahora };
        await tx.put('partetrabajo', derivar('partetrabajo', nuevo) as DocDe<'partetrabajo'>);
        break;
      }
      case 3:
        await guardarParte({ estado: 2 });
        break;
      case 4: {
        if (!p.idtecnico_destino) throw new ErrorNegocio('validacion', 'Elige el técnico al que reasignar el parte');
        if (p.idtecnico_destino === parte.idtecnico) throw new ErrorNegocio('regla', 'El parte ya está asignado a ese técnico');
        const destino = await tx.get('tecnico', p.idtecnico_destino);
        if (!destino || destino.estado <= 0) throw noExiste('tecnico', p.idtecnico_destino);
        await guardarParte({ idtecnico: p.idtecnico_destino });
        break;
      }
    }
    return { idparte_trabajo: p.idparte_trabajo, opcion: p.opcion, cronometrosDetenidos };
  },
});

/** Los mutadores con reglas de negocio, con sus tipos (de ellos sale `ParamsMutacion`). */
const personalizados = [
  finalizarOt,
  ...mutadoresTecnico,
  ...mutadoresDatos,
  ...mutadoresVehiculos,
  ...mutadoresPlanificacion,
  ...mutadoresChecklist,
  ...mutadoresSistemas,
  ...mutadoresComercial,
  ...mutadoresCorreo,
  ...mutadoresPresupuestos,
  ...mutadoresVigilancia,
  ...mutadoresAlmacen,
  ...mutadoresPresencia,
] as const;

const lista: Mutador<unknown>[] = [...(Object.keys(entidades) as Coleccion[]).flatMap(genericos), ...personalizados];

type Entidades = typeof entidades;
/** Las colecciones que tienen el mutador genérico G. */
type ConGenerico<G extends MutadorGenerico> = { [C in keyof Entidades]: G extends Entidades[C]['mutadores'][number] ? C : never }[keyof Entidades];
type Personalizado = (typeof personalizados)[number];
/** Lo que el mutador calcula al escribir (`sello`, `derivar`): en un alta se puede omitir. */
type Calculados = 'actualizado' | 'fecha_desc' | 'importe';
type Alta<C extends Coleccion> = Omit<DocDe<C>, Calculados> & Partial<Pick<DocDe<C>, Extract<keyof DocDe<C>, Calculados>>>;

/**
 * Parámetros de cada método encolable, por nombre: los genéricos de cada entidad (insertSync con el
 * documento, updateSync con sus campos, deleteSync con el id) y los personalizados (la entrada de su
 * esquema zod). `mutate` los exige: un método que no existe o un parámetro equivocado no compila.
 */
export type ParamsMutacion = { [C in ConGenerico<'insert'> as `${Entidades[C]['metodo']}.insertSync`]: { doc: Alta<C> } } & {
  [C in ConGenerico<'update'> as `${Entidades[C]['metodo']}.updateSync`]: { id: string; cambios: Partial<DocDe<C>> };
} & { [C in ConGenerico<'delete'> as `${Entidades[C]['metodo']}.deleteSync`]: { id: string } } & {
  [X in Personalizado as X['metodo']]: z.output<X['params']>;
};
export type MetodoMutacion = keyof ParamsMutacion & string;

/** Todos los mutadores por nombre de método. */
export const mutadores: ReadonlyMap<string, Mutador<unknown>> = new Map(lista.map((m) => [m.metodo, m]));

export const getMutador = (metodo: string): Mutador<unknown> | undefined => mutadores.get(metodo);
