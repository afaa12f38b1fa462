/**
 * La matriz de autorización: para cada método JSON-RPC que registra el servidor, qué exige (permiso sobre
 * un objeto, apps, o solo sesión) y una llamada de prueba con parámetros válidos que llega hasta la
 * comprobación de permisos sin escribir nada si se permite (ids que no existen, documentos incompletos).
 *
 * Lo esperado se deduce por separado del código que se prueba:
 *  - los mutadores genéricos `<prefijo>.insertSync|updateSync|deleteSync`, del nombre del método y del
 *    registro de entidades (schemas/index.ts): objeto de la entidad, acción del sufijo, apps de la entidad;
 *    así un método `*Sync` o una colección nueva entran solos en la matriz;
 *  - los demás mutadores (acciones como `materialSistema.sustituirSync`), de lo que declaran en
 *    replication/ (permiso y apps), con parámetros de ejemplo sacados de su esquema zod (ids que no existen);
 *  - el resto, de la tabla REGLAS_FIJAS; un método que no esté en ella hace fallar la prueba (hay que
 *    decidir qué exige antes de publicarlo).
 * El acceso a una app se evalúa como dice la especificación (sección 6): la marca y el id que la app usa.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { entidades, type Accion, type AppId, type Coleccion } from '../../schemas';
import { getMutador } from '../../replication/mutadores';
import { ID_REQUERIDO_APP } from '../../replication/sesion';
import type { UsuarioDemo } from '../seed/tipos';

export type ReglaMetodo =
  | { tipo: 'sesion' }
  | { tipo: 'permiso'; objeto: string; accion: Accion; apps: readonly AppId[] | null }
  | { tipo: 'apps'; apps: readonly AppId[] }
  /**
   * Permiso que el método comprueba pero cuyo rechazo no distingue de 'no existe' a propósito (no revela
   * qué existe): fuera del permiso se espera ese error y nunca un resultado.
   */
  | { tipo: 'permisoOculto'; objeto: string; accion: Accion; codigo: number; mensaje: string };

export interface EntradaMatriz {
  metodo: string;
  regla: ReglaMetodo;
  /** Parámetros de una llamada que pasa la validación y llega a la comprobación de permisos. */
  params: () => unknown;
  /** La llamada invalida el token con que se hace (sesion.cerrar): usar uno propio. */
  cierraSesion?: true;
}

export const accedeApp = (u: UsuarioDemo, app: AppId): boolean => u.apps[app] && u[ID_REQUERIDO_APP[app]] !== null;

export const permitido = (u: UsuarioDemo, r: ReglaMetodo): boolean => {
  switch (r.tipo) {
    case 'sesion':
      return true;
    case 'apps':
      return r.apps.some((a) => accedeApp(u, a));
    case 'permiso':
      return u.permisos[r.objeto]?.[r.accion] === true && (r.apps === null || r.apps.some((a) => accedeApp(u, a)));
    case 'permisoOculto':
      return u.permisos[r.objeto]?.[r.accion] === true;
  }
};

/** Envoltura de una llamada encolada (replication/mutadores/index.ts). */
export const envoltura = (params: unknown): unknown => ({ idsync_upload: randomUUID(), creado: new Date().toISOString(), params });

const ACCION_SUFIJO = { insertSync: 'insertar', updateSync: 'editar', deleteSync: 'borrar' } as const satisfies Record<string, Accion>;
type Sufijo = keyof typeof ACCION_SUFIJO;
const esSufijo = (x: string): x is Sufijo => Object.prototype.hasOwnProperty.call(ACCION_SUFIJO, x);

const paramsGenerico = (c: Coleccion, sufijo: Sufijo): unknown => {
  // Un documento con solo la clave no pasa el esquema; un id que no existe no se encuentra: nada se escribe.
  if (sufijo === 'insertSync') return envoltura({ doc: { [entidades[c].clave]: randomUUID() } });
  if (sufijo === 'updateSync') return envoltura({ id: randomUUID(), cambios: {} });
  return envoltura({ id: randomUUID() });
};

/** Métodos que no son mutadores genéricos: lo que exigen y una llamada de prueba. */
export const REGLAS_FIJAS: Readonly<Record<string, Omit<EntradaMatriz, 'metodo'>>> = {
  'parametro.select': { regla: { tipo: 'permiso', objeto: 'parametro', accion: 'visualizar', apps: null }, params: () => ({}) },
  'token.refrescar': { regla: { tipo: 'sesion' }, params: () => ({}) },
  'sesion.cerrar': { regla: { tipo: 'sesion' }, params: () => ({}), cierraSesion: true },
  'token.revocar': { regla: { tipo: 'permiso', objeto: 'usuario', accion: 'editar', apps: null }, params: () => ({ idusuario: 'no-existe-9999' }) },
  'usuario.cambiarContrasena': { regla: { tipo: 'sesion' }, params: () => ({ actual: 'no-es-la-actual', nueva: 'otra-clave-123' }) },
  'sync.pull': { regla: { tipo: 'sesion' }, params: () => ({ checkpoint: 0, limite: 1 }) },
  'sync.documentos': { regla: { tipo: 'sesion' }, params: () => ({ refs: [] }) },
  'sync.historial': { regla: { tipo: 'sesion' }, params: () => ({ mes: '2020-01', limite: 1 }) },
  'sync.desalojar': { regla: { tipo: 'sesion' }, params: () => ({ meses: ['2020-01'], historial: [] }) },
  'sync.estado': { regla: { tipo: 'sesion' }, params: () => ({ pendientes: 0, masAntiguo: null }) },
  // Los destinatarios llevan un patrón que el ejemplo genérico no sabe rellenar; la operación no existe: nada se escribe.
  'correo.enviarSync': {
    regla: { tipo: 'permiso', objeto: 'correo', accion: 'insertar', apps: ['tecnicos', 'comerciales'] },
    params: () => envoltura({ idcorreo: randomUUID(), idtabla: 117, id: randomUUID(), para: ['cliente@example.com'], asunto: 'Prueba', cuerpo: 'Prueba' }),
  },
  // Fechas que el ejemplo genérico no sabe dar (zod con refine); el presupuesto y el cliente no existen: nada se escribe.
  'presupuestoCli.crearSync': {
    regla: { tipo: 'permiso', objeto: 'presupuestocli', accion: 'insertar', apps: ['comerciales'] },
    params: () => envoltura({
      idpresupuestocli: randomUUID(), idcliente: randomUUID(), idcliente_potencial: '', titulo: 'Prueba', fecha: '2026-11-26', fvalidez: null,
      idoperacioncrm: null, condiciones: null, observaciones: null, plantilla: null,
    }),
  },
  'presupuestoCli.repartirCuotasSync': {
    regla: { tipo: 'permiso', objeto: 'cuota_presupuesto', accion: 'insertar', apps: ['comerciales'] },
    params: () => envoltura({ idpresupuestocli: randomUUID(), cuotas: [{ idcuota_presupuesto: randomUUID(), fecha: '2026-12-01' }], forma_pago: null }),
  },
  'contrato.desdePresupuestoSync': {
    regla: { tipo: 'permiso', objeto: 'contrato', accion: 'insertar', apps: ['comerciales'] },
    params: () => envoltura({ idcontrato: randomUUID(), idpresupuestocli: randomUUID(), fecha_inicio: '2026-12-01', duracion_meses: 12, renovacion_automatica: false, observaciones: null }),
  },
  'ordenTrabajo.finalizarOt': {
    regla: { tipo: 'permiso', objeto: 'orden_trabajo', accion: 'editar', apps: ['tecnicos'] },
    params: () => envoltura({ idparte_trabajo: randomUUID(), opcion: 1 }),
  },
  'parteTrabajo.disponibles': { regla: { tipo: 'permiso', objeto: 'parte_trabajo', accion: 'visualizar', apps: ['tecnicos'] }, params: () => ({ texto: '' }) },
  'sync.preparacion': { regla: { tipo: 'sesion' }, params: () => ({ listo: false, faltan: [{ id: 'datos', etiqueta: 'Los datos' }], version: '0.0.0' }) },
  'planificacion.estadoTecnicos': { regla: { tipo: 'permiso', objeto: 'parte_trabajo', accion: 'visualizar', apps: ['tecnicos'] }, params: () => ({}) },
  // Sobres de firma (con red, server/sobres/): el presupuesto y el sobre no existen, nada se escribe ni se envía.
  'sobre.enviar': {
    regla: { tipo: 'permiso', objeto: 'sobre', accion: 'insertar', apps: ['comerciales'] },
    params: () => ({
      idsobre: randomUUID(), idpresupuestocli: randomUUID(), idfichero: randomUUID(), asunto: 'Prueba', mensaje: null, dias_validez: 15,
      destinatarios: [{ iddestinatario_sobre: randomUUID(), nombre: 'Cliente', email: 'cliente@example.com' }],
    }),
  },
  'sobre.reenviar': { regla: { tipo: 'permiso', objeto: 'sobre', accion: 'editar', apps: ['comerciales'] }, params: () => ({ idsobre: randomUUID(), iddestinatario_sobre: randomUUID() }) },
  'sobre.cancelar': { regla: { tipo: 'permiso', objeto: 'sobre', accion: 'editar', apps: ['comerciales'] }, params: () => ({ idsobre: randomUUID() }) },
  'fichero.contenido': {
    regla: { tipo: 'permisoOculto', objeto: 'fichero', accion: 'visualizar', codigo: -32012, mensaje: 'El fichero no está disponible' },
    params: () => ({ idfichero: randomUUID() }),
  },
};

interface EsquemaJson {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: EsquemaJson[];
  oneOf?: EsquemaJson[];
  allOf?: EsquemaJson[];
  properties?: Record<string, EsquemaJson>;
  required?: string[];
  items?: EsquemaJson;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
}

const esEsquema = (x: unknown): x is EsquemaJson => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Un valor mínimo que cumple el esquema JSON: solo los campos requeridos, ids nuevos (que no existen). */
const ejemploJson = (e: EsquemaJson): unknown => {
  if ('const' in e) return e.const;
  if (e.enum && e.enum.length > 0) return e.enum[0];
  const alternativas = e.anyOf ?? e.oneOf;
  if (alternativas && alternativas.length > 0) return ejemploJson(alternativas.find((a) => a.type !== 'null') ?? alternativas[0] ?? {});
  if (e.allOf?.[0]) return ejemploJson(e.allOf[0]);
  const tipo = Array.isArray(e.type) ? e.type.find((t) => t !== 'null') : e.type;
  switch (tipo) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const k of e.required ?? []) o[k] = ejemploJson(e.properties?.[k] ?? {});
      return o;
    }
    case 'array':
      return Array.from({ length: e.minItems ?? 0 }, () => ejemploJson(e.items ?? {}));
    case 'string': {
      if (e.format === 'date-time') return new Date().toISOString();
      if (e.format === 'date') return new Date().toISOString().slice(0, 10);
      const min = e.minLength ?? 0;
      const max = e.maxLength ?? Number.MAX_SAFE_INTEGER;
      const patron = e.pattern === undefined ? null : new RegExp(e.pattern, 'u');
      const candidatos = [randomUUID(), 'x'.repeat(Math.max(min, Math.min(max, 1))), 'AAAA', ''];
      return candidatos.find((c) => c.length >= min && c.length <= max && (patron === null || patron.test(c))) ?? null;
    }
    case 'integer':
    case 'number':
      return Math.min(e.maximum ?? Number.MAX_SAFE_INTEGER, e.minimum ?? (e.exclusiveMinimum !== undefined ? e.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
};

/** Parámetros de ejemplo que pasan el esquema zod, o null si no se saben construir. */
export const ejemploDe = (esquema: z.ZodType): unknown => {
  const json: unknown = z.toJSONSchema(esquema, { io: 'input', unrepresentable: 'any' });
  if (!esEsquema(json)) return null;
  const ejemplo = ejemploJson(json);
  return esquema.safeParse(ejemplo).success ? ejemplo : null;
};

/** La entrada de la matriz de un método registrado, o null si no se sabe qué exige. */
export const entradaDe = (metodo: string): EntradaMatriz | null => {
  const fija = REGLAS_FIJAS[metodo];
  if (fija) return { metodo, ...fija };
  const punto = metodo.lastIndexOf('.');
  const prefijo = metodo.slice(0, punto);
  const sufijo = metodo.slice(punto + 1);
  const e = Object.values(entidades).find((x) => x.metodo === prefijo);
  // Mutador genérico de una entidad que lo declara: todo se deduce del nombre y del registro de entidades.
  if (e && esSufijo(sufijo) && e.mutadores.some((m) => `${m}Sync` === sufijo)) {
    const c = e.coleccion;
    return { metodo, regla: { tipo: 'permiso', objeto: e.objeto, accion: ACCION_SUFIJO[sufijo], apps: e.apps }, params: () => paramsGenerico(c, sufijo) };
  }
  // Otro mutador: lo que declara, con parámetros de ejemplo de su esquema.
  const m = getMutador(metodo);
  if (!m || ejemploDe(m.params) === null) return null;
  return { metodo, regla: { tipo: 'permiso', objeto: m.permiso.objeto, accion: m.permiso.accion, apps: m.apps }, params: () => envoltura(ejemploDe(m.params)) };
};

/** Rechazo por permiso o apps del usuario (no por el ámbito de un documento concreto). */
export const MENSAJES_RECHAZO_PERMISO = [
  /^No tienes permiso de acceso para (visualizar|añadir|modificar|eliminar)$/,
  /^No tienes permiso para /,
];
/** Rechazo por el ámbito: el documento concreto no es del usuario (replication/tx en el servidor). */
export const MENSAJE_RECHAZO_AMBITO = /^No tienes permiso de acceso para (añadir|modificar|eliminar) el registro .+ de .+$/;

/** Etiquetas de ámbito del usuario, a partir de sus datos de la demo (null = ve todo). */
export const etiquetasEsperadas = (u: UsuarioDemo): string[] | null => {
  if (u.ambito === 'todo') return null;
  if (u.ambito === 'delegacion') return ['global', ...(u.iddelegacion ? [`delegacion:${u.iddelegacion}`] : [])];
  // 'propio': el técnico, lo suyo y las existencias de su delegación; el vigilante, sus puestos (issue 16); cada empleado, sus fichajes (issue 17).
  return [
    'global', ...(u.idempleado ? [`empleado:${u.idempleado}`] : []), ...(u.idtecnico ? [`tecnico:${u.idtecnico}`] : []),
    // El técnico, además, las existencias de los almacenes de su delegación (decisión 88).
    ...(u.idtecnico && u.iddelegacion ? [`existencias:${u.iddelegacion}`] : []),
    ...(u.idvigilante ? [`vigilante:${u.idvigilante}`] : []),
  ];
};
