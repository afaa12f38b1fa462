/**
 * Lo que cada app necesita para trabajar sin conexión además de los datos en sí (issue 30), declarado por
 * app (con find, no count: RxDB solo cuenta con consultas que van enteras por un índice): `contar` lee la base local y devuelve un recuento; `evaluar` (pura, probada en apps.test.ts) dice
 * con él qué está y qué falta. Una app nueva añade aquí su entrada y el indicador, /sincronizacion y el
 * aviso sin conexión la incluyen solos.
 */
import type { AppId } from '../../../../schemas';
import type { VigiaDatabase } from '../../../../replication/cliente';
import type { UsuarioSesion } from '../../../../replication/sesion';
import { tieneAccesoApp } from '../../../../replication/sesion';
import type { ElementoPreparacion } from './modelo';

/** Días por delante cuyos partes (asignados o con fecha fijada) se preparan. */
export const DIAS_POR_DELANTE = 3;
const IDTABLA_PARTE = 269;
const IDTABLA_SISTEMA = 96;

const sincronizar = { tipo: 'sincronizar', etiqueta: 'Sincronizar ahora' } as const;

/** 'AAAA-MM-DD' del día local de `ms` más `dias`. */
export const diaLocal = (ms: number, dias = 0): string => {
  const d = new Date(ms);
  d.setDate(d.getDate() + dias);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

// --- técnicos ------------------------------------------------------------------------------------------

export interface RecuentoTecnico {
  partes: number;
  ficheros: number;
  ficherosSinDescargar: readonly string[];
  checklists: number;
}

export const evaluarTecnico = (r: RecuentoTecnico): ElementoPreparacion[] => {
  const base = { id: 'tecnicos-partes', etiqueta: 'Los partes de los próximos días' };
  if (r.partes === 0) return [{ ...base, estado: 'ok', detalle: `No tienes partes pendientes para los próximos ${DIAS_POR_DELANTE} días.`, accion: null }];
  const cuantos = `${r.partes} ${r.partes === 1 ? 'parte' : 'partes'}`;
  if (r.ficherosSinDescargar.length > 0)
    return [
      {
        ...base,
        estado: 'falta',
        detalle: `Faltan ${r.ficherosSinDescargar.length} de ${r.ficheros} planos y adjuntos de tus ${cuantos} de los próximos días.`,
        accion: { tipo: 'descargar-ficheros', etiqueta: 'Descargar planos y adjuntos' },
      },
    ];
  return [
    {
      ...base,
      estado: 'ok',
      detalle: `${cuantos} ${r.ficheros === 0 ? 'sin planos ni adjuntos' : `con sus ${r.ficheros} planos y adjuntos`} y ${r.checklists} ${r.checklists === 1 ? 'checklist' : 'checklists'} en el dispositivo.`,
      accion: null,
    },
  ];
};

const partesProximos = async (db: VigiaDatabase, u: UsuarioSesion, ahora: number) => {
  if (u.idtecnico === null) return [];
  const hasta = diaLocal(ahora, DIAS_POR_DELANTE);
  const docs = await db.partetrabajo.find({ selector: { idtecnico: { $eq: u.idtecnico }, estado: { $eq: 1 } } }).exec();
  return docs.filter((p) => p.ffijada === null || p.ffijada === undefined || p.ffijada <= hasta);
};

/** Los ids de los ficheros (planos del sistema y adjuntos del parte) de los partes de los próximos días. */
export const ficherosDeTecnico = async (db: VigiaDatabase, u: UsuarioSesion, ahora: number): Promise<{ partes: number; ids: string[]; checklists: number }> => {
  const partes = await partesProximos(db, u, ahora);
  const idsPartes = partes.map((p) => p.idparte_trabajo);
  const idsSistemas = [...new Set(partes.map((p) => p.idsistema).filter((s): s is string => typeof s === 'string'))];
  const [dePartes, deSistemas, checklists] = await Promise.all([
    db.fichero.find({ selector: { idtabla: { $eq: IDTABLA_PARTE }, id: { $in: idsPartes } } }).exec(),
    db.fichero.find({ selector: { idtabla: { $eq: IDTABLA_SISTEMA }, id: { $in: idsSistemas } } }).exec(),
    db.checklistot.find({ selector: { idparte_trabajo: { $in: idsPartes } } }).exec(),
  ]);
  const ids = [...dePartes, ...deSistemas].filter((f) => f.estado !== 0).map((f) => f.idfichero);
  return { partes: partes.length, ids, checklists: checklists.length };
};

const contarTecnico = async (db: VigiaDatabase, u: UsuarioSesion, ahora: number): Promise<RecuentoTecnico> => {
  const { partes, ids, checklists } = await ficherosDeTecnico(db, u, ahora);
  const guardados = await db.ficherocontenido.findByIds(ids).exec();
  const sinDescargar = ids.filter((id) => !guardados.get(id)?.getAttachment('contenido'));
  return { partes, ficheros: ids.length, ficherosSinDescargar: sinDescargar, checklists };
};

// --- vigilantes ----------------------------------------------------------------------------------------

export interface RecuentoVigilante {
  /** Puestos asignados al vigilante: sin ninguno (un supervisor, un retén) no tiene cuadrante que guardar. */
  puestos: number;
  rondas: number;
  rondasSinPuntos: readonly string[];
  turnosMes: number;
}

export const evaluarVigilante = (r: RecuentoVigilante): ElementoPreparacion[] => {
  const rondas: ElementoPreparacion =
    r.rondasSinPuntos.length > 0
      ? {
          id: 'vigilantes-rondas',
          etiqueta: 'Las rondas',
          estado: 'falta',
          detalle: `Faltan los puntos de control de ${r.rondasSinPuntos.length === 1 ? 'la ronda' : 'las rondas'} ${r.rondasSinPuntos.join(', ')}.`,
          accion: sincronizar,
        }
      : {
          id: 'vigilantes-rondas',
          etiqueta: 'Las rondas',
          estado: 'ok',
          detalle: r.rondas === 0 ? 'No tienes rondas programadas en tus puestos.' : `${r.rondas} ${r.rondas === 1 ? 'ronda' : 'rondas'} con sus puntos de control.`,
          accion: null,
        };
  const cuadrante: ElementoPreparacion =
    r.puestos === 0 && r.turnosMes === 0
      ? { id: 'vigilantes-cuadrante', etiqueta: 'El cuadrante del mes', estado: 'ok', detalle: 'No tienes puestos asignados: no hay cuadrante tuyo que guardar.', accion: null }
      : r.turnosMes === 0
      ? { id: 'vigilantes-cuadrante', etiqueta: 'El cuadrante del mes', estado: 'falta', detalle: 'No está en el dispositivo tu cuadrante de este mes.', accion: sincronizar }
      : { id: 'vigilantes-cuadrante', etiqueta: 'El cuadrante del mes', estado: 'ok', detalle: `${r.turnosMes} ${r.turnosMes === 1 ? 'turno' : 'turnos'} tuyos este mes.`, accion: null };
  return [rondas, cuadrante];
};

const contarVigilante = async (db: VigiaDatabase, u: UsuarioSesion, ahora: number): Promise<RecuentoVigilante> => {
  if (u.idvigilante === null) return { puestos: 0, rondas: 0, rondasSinPuntos: [], turnosMes: 0 };
  const hoy = diaLocal(ahora);
  const puestos = (await db.puestovigilante.find({ selector: { idvigilante: { $eq: u.idvigilante }, estado: { $ne: 0 } } }).exec()).map((p) => p.idpuesto_servicio);
  const rondas = await db.rondaprogramada.find({ selector: { idpuesto_servicio: { $in: puestos }, estado: { $ne: 0 } } }).exec();
  const puntos = await db.puntoronda.find({ selector: { idronda_programada: { $in: rondas.map((r) => r.idronda_programada) }, estado: { $ne: 0 } } }).exec();
  const conPuntos = new Set(puntos.map((p) => p.idronda_programada));
  const mes = hoy.slice(0, 7);
  const turnosMes = (await db.cuadranteturno.find({ selector: { idvigilante: { $eq: u.idvigilante }, fecha: { $gte: `${mes}-01`, $lte: `${mes}-31` } } }).exec()).length;
  return { puestos: puestos.length, rondas: rondas.length, rondasSinPuntos: rondas.filter((r) => !conPuntos.has(r.idronda_programada)).map((r) => r.nombre), turnosMes };
};

// --- custodia de llaves, almacén, comerciales, presencia -----------------------------------------------

export const evaluarCustodia = (llaveros: number): ElementoPreparacion[] => [
  llaveros === 0
    ? { id: 'custodia-llaveros', etiqueta: 'Los llaveros', estado: 'falta', detalle: 'No hay llaveros de tu delegación en el dispositivo.', accion: sincronizar }
    : { id: 'custodia-llaveros', etiqueta: 'Los llaveros', estado: 'ok', detalle: `${llaveros} ${llaveros === 1 ? 'llavero' : 'llaveros'} con su situación en el dispositivo.`, accion: null },
];

export const evaluarAlmacen = (pendientes: number): ElementoPreparacion[] => [
  {
    id: 'almacen-pedidos',
    etiqueta: 'Los pedidos pendientes',
    estado: 'ok',
    detalle: pendientes === 0 ? 'No hay pedidos pendientes de servir.' : `${pendientes} ${pendientes === 1 ? 'pedido pendiente' : 'pedidos pendientes'} de servir en el dispositivo.`,
    accion: null,
  },
];

export const evaluarComercial = (cartera: number): ElementoPreparacion[] => [
  { id: 'comerciales-cartera', etiqueta: 'Tu cartera', estado: 'ok', detalle: `${cartera} ${cartera === 1 ? 'cliente' : 'clientes'} de tu cartera en el dispositivo.`, accion: null },
];

// --- la declaración ------------------------------------------------------------------------------------

type ReglaApp = (db: VigiaDatabase, u: UsuarioSesion, ahora: number) => Promise<ElementoPreparacion[]>;

/** Lo de cada app, que se añade a lo común. Presencia: fichar no necesita nada más que la app y la sesión. */
export const REGLAS_APPS: Record<AppId, ReglaApp> = {
  tecnicos: async (db, u, ahora) => evaluarTecnico(await contarTecnico(db, u, ahora)),
  vigilantes: async (db, u, ahora) => evaluarVigilante(await contarVigilante(db, u, ahora)),
  custodiaLlaves: async (db) => evaluarCustodia((await db.llavero.find({ selector: { estado: { $ne: 0 } } }).exec()).length),
  almacen: async (db) => evaluarAlmacen((await db.pedidocli.find({ selector: { situacion: { $in: ['pendiente', 'parcial'] }, estado: { $ne: 0 } } }).exec()).length),
  comerciales: async (db, u) =>
    evaluarComercial(u.idcomercial === null ? 0 : (await db.clientecomercial.find({ selector: { idcomercial: { $eq: u.idcomercial }, estado: { $ne: 0 } } }).exec()).length),
  presencia: () => Promise.resolve([]),
};

const ORDEN_APPS: readonly AppId[] = ['tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'comerciales', 'presencia'];

/** Los elementos de las apps a las que el usuario tiene acceso, en orden fijo. */
export const elementosDeApps = async (db: VigiaDatabase, u: UsuarioSesion, ahora: number): Promise<ElementoPreparacion[]> => {
  const listas = await Promise.all(ORDEN_APPS.filter((a) => tieneAccesoApp(u, a)).map((a) => REGLAS_APPS[a](db, u, ahora)));
  return listas.flat();
};
