/**
 * Registro de entidades: la única fuente de los tipos de entidad. Cada entrada une el esquema JSON
 * (forma RxDB) con lo que el motor genérico necesita: objeto de permisos, prefijo de métodos RPC,
 * mutadores genéricos que admite, campos editables y apps que pueden tocarla.
 * Lo importan el cliente (colecciones RxDB) y el servidor (tablas, validación ajv, permisos).
 */
import type { DeepMutable, ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';
import { accionejecSchema } from './accionejec';
import { almacenSchema } from './almacen';
import { articuloSchema } from './articulo';
import { clienteSchema } from './cliente';
import { importeLinea } from './dinero';
import { delegacionSchema } from './delegacion';
import { direccionSchema } from './direccion';
import { empleadoSchema } from './empleado';
import { ficheroSchema } from './fichero';
import { lordentrabajoSchema } from './lordentrabajo';
import { lpartetrabajoSchema } from './lpartetrabajo';
import { materialsistemaSchema } from './materialsistema';
import { ordentrabajoSchema } from './ordentrabajo';
import { parametroSchema } from './parametro';
import { partetrabajoSchema } from './partetrabajo';
import { sistemaSchema } from './sistema';
import { cobroSchema } from './cobro';
import { firmaSchema } from './firma';
import { ficherocontenidoSchema } from './ficherocontenido';
import { lordentrabajodetalleSchema } from './lordentrabajodetalle';
import { lplantillaarticuloSchema } from './lplantillaarticulo';
import { movimientostockSchema } from './movimientostock';
import { notaSchema } from './nota';
import { partedescargadoSchema } from './partedescargado';
import { clienteavisoSchema } from './clienteaviso';
import { cuotasistemaSchema } from './cuotasistema';
import { revisionsistemaSchema } from './revisionsistema';
import { subsisSchema } from './subsis';
import { viacomunicacionSchema } from './viacomunicacion';
import { planomaterialSchema } from './planomaterial';
import { partetrabajotecnicoSchema } from './partetrabajotecnico';
import { plantillaarticuloSchema } from './plantillaarticulo';
import { solicitudmaterialSchema } from './solicitudmaterial';
import { stockSchema } from './stock';
import { syncSchema } from './sync';
import { syncuploadSchema } from './syncupload';
import { tecnicoSchema } from './tecnico';
import { telefonoSchema } from './telefono';
import { checklistotSchema } from './checklistot';
import { grupochecklistotSchema } from './grupochecklistot';
import { preguntachecklistotSchema } from './preguntachecklistot';
import { tanomaliachecklistotSchema } from './tanomaliachecklistot';
import { gradoanomaliaSchema } from './gradoanomalia';
import { accioncorrectoraotSchema } from './accioncorrectoraot';
import { tiempotrabajadoSchema } from './tiempotrabajado';
import { campodatoSchema } from './campodato';
import { datoSchema } from './dato';
import { clientepotencialSchema } from './clientepotencial';
import { telefonopotencialSchema } from './telefonopotencial';
import { direccionpotencialSchema } from './direccionpotencial';
import { cuentabancariaSchema } from './cuentabancaria';
import { representanteSchema } from './representante';
import { estudiofinancieroSchema } from './estudiofinanciero';
import { facturaSchema } from './factura';
import { operacioncrmSchema } from './operacioncrm';
import { loperacioncrmSchema } from './loperacioncrm';
import { contactooperacionSchema } from './contactooperacion';
import { citaSchema } from './cita';
import { clientecomercialSchema } from './clientecomercial';
import { correoSchema } from './correo';
import { presupuestocliSchema } from './presupuestocli';
import { lpresupuestocliSchema } from './lpresupuestocli';
import { cuotapresupuestoSchema } from './cuotapresupuesto';
import { ubicacionpresupuestoSchema } from './ubicacionpresupuesto';
import { subsispresupuestoSchema } from './subsispresupuesto';
import { mantpresupuestoSchema } from './mantpresupuesto';
import { revisionpresupuestoSchema } from './revisionpresupuesto';
import { plantillapresupuestoSchema } from './plantillapresupuesto';
import { lplantillapresupuestoSchema } from './lplantillapresupuesto';
import { contratoSchema } from './contrato';
import { cuotacontratoSchema } from './cuotacontrato';
import { serviciocontratadoSchema } from './serviciocontratado';
import { materialcontratoSchema } from './materialcontrato';
import { sobreSchema } from './sobre';
import { destinatariosobreSchema } from './destinatariosobre';
import { enviosobreSchema } from './enviosobre';
import { vigilanteSchema } from './vigilante';
import { puestoservicioSchema } from './puestoservicio';
import { puestoservicioservicioSchema } from './puestoservicioservicio';
import { turnopuestoSchema } from './turnopuesto';
import { puestovigilanteSchema } from './puestovigilante';
import { cuadranteturnoSchema } from './cuadranteturno';
import { rondaprogramadaSchema } from './rondaprogramada';
import { puntorondaSchema } from './puntoronda';
import { rondarealizadaSchema } from './rondarealizada';
import { rondacheckSchema } from './rondacheck';
import { partenovedadSchema } from './partenovedad';
import { novedadSchema } from './novedad';
import { llaveroSchema } from './llavero';
import { movimientollaveSchema } from './movimientollave';
import { pedidocliSchema } from './pedidocli';
import { lpedidocliSchema } from './lpedidocli';
import { entregapedidoSchema } from './entregapedido';
import { presenciaSchema } from './presencia';
import { cajaSchema } from './caja';
import { movimientocajaSchema } from './movimientocaja';

export { VERSION_ESQUEMA } from './comun';

/** Esquemas de las colecciones sincronizadas con el servidor, por nombre de colección. */
export const esquemasSincronizados = {
  partetrabajo: partetrabajoSchema,
  lpartetrabajo: lpartetrabajoSchema,
  ordentrabajo: ordentrabajoSchema,
  lordentrabajo: lordentrabajoSchema,
  accionejec: accionejecSchema,
  sistema: sistemaSchema,
  materialsistema: materialsistemaSchema,
  cliente: clienteSchema,
  telefono: telefonoSchema,
  direccion: direccionSchema,
  articulo: articuloSchema,
  almacen: almacenSchema,
  tecnico: tecnicoSchema,
  parametro: parametroSchema,
  fichero: ficheroSchema,
  tiempotrabajado: tiempotrabajadoSchema,
  delegacion: delegacionSchema,
  empleado: empleadoSchema,
  lordentrabajodetalle: lordentrabajodetalleSchema,
  plantillaarticulo: plantillaarticuloSchema,
  lplantillaarticulo: lplantillaarticuloSchema,
  stock: stockSchema,
  movimientostock: movimientostockSchema,
  solicitudmaterial: solicitudmaterialSchema,
  partetrabajotecnico: partetrabajotecnicoSchema,
  nota: notaSchema,
  cobro: cobroSchema,
  firma: firmaSchema,
  partedescargado: partedescargadoSchema,
  checklistot: checklistotSchema,
  grupochecklistot: grupochecklistotSchema,
  preguntachecklistot: preguntachecklistotSchema,
  tanomaliachecklistot: tanomaliachecklistotSchema,
  gradoanomalia: gradoanomaliaSchema,
  accioncorrectoraot: accioncorrectoraotSchema,
  revisionsistema: revisionsistemaSchema,
  viacomunicacion: viacomunicacionSchema,
  cuotasistema: cuotasistemaSchema,
  subsis: subsisSchema,
  clienteaviso: clienteavisoSchema,
  planomaterial: planomaterialSchema,
  campodato: campodatoSchema,
  dato: datoSchema,
  clientepotencial: clientepotencialSchema,
  telefonopotencial: telefonopotencialSchema,
  direccionpotencial: direccionpotencialSchema,
  cuentabancaria: cuentabancariaSchema,
  representante: representanteSchema,
  estudiofinanciero: estudiofinancieroSchema,
  factura: facturaSchema,
  operacioncrm: operacioncrmSchema,
  loperacioncrm: loperacioncrmSchema,
  contactooperacion: contactooperacionSchema,
  cita: citaSchema,
  clientecomercial: clientecomercialSchema,
  correo: correoSchema,
  presupuestocli: presupuestocliSchema,
  lpresupuestocli: lpresupuestocliSchema,
  cuotapresupuesto: cuotapresupuestoSchema,
  ubicacionpresupuesto: ubicacionpresupuestoSchema,
  subsispresupuesto: subsispresupuestoSchema,
  mantpresupuesto: mantpresupuestoSchema,
  revisionpresupuesto: revisionpresupuestoSchema,
  plantillapresupuesto: plantillapresupuestoSchema,
  lplantillapresupuesto: lplantillapresupuestoSchema,
  contrato: contratoSchema,
  cuotacontrato: cuotacontratoSchema,
  serviciocontratado: serviciocontratadoSchema,
  materialcontrato: materialcontratoSchema,
  sobre: sobreSchema,
  destinatariosobre: destinatariosobreSchema,
  enviosobre: enviosobreSchema,
  vigilante: vigilanteSchema,
  puestoservicio: puestoservicioSchema,
  puestoservicioservicio: puestoservicioservicioSchema,
  turnopuesto: turnopuestoSchema,
  puestovigilante: puestovigilanteSchema,
  cuadranteturno: cuadranteturnoSchema,
  rondaprogramada: rondaprogramadaSchema,
  puntoronda: puntorondaSchema,
  rondarealizada: rondarealizadaSchema,
  rondacheck: rondacheckSchema,
  partenovedad: partenovedadSchema,
  novedad: novedadSchema,
  llavero: llaveroSchema,
  movimientollave: movimientollaveSchema,
  pedidocli: pedidocliSchema,
  lpedidocli: lpedidocliSchema,
  entregapedido: entregapedidoSchema,
  presencia: presenciaSchema,
  caja: cajaSchema,
  movimientocaja: movimientocajaSchema,
} as const;

/** Esquemas de las colecciones que solo existen en el dispositivo. */
export const esquemasLocales = {
  syncupload: syncuploadSchema,
  sync: syncSchema,
  ficherocontenido: ficherocontenidoSchema,
} as const;

export const esquemas = { ...esquemasSincronizados, ...esquemasLocales } as const;

export type Coleccion = keyof typeof esquemasSincronizados;
export type ColeccionLocal = keyof typeof esquemasLocales;
export type ColeccionCualquiera = Coleccion | ColeccionLocal;

type DocDeEsquema<S> = ExtractDocumentTypeFromTypedRxJsonSchema<DeepMutable<S>>;
/** Tipo del documento de una colección, deducido de su esquema. */
export type DocDe<C extends ColeccionCualquiera> = DocDeEsquema<(typeof esquemas)[C]>;

export type AppId = 'comerciales' | 'tecnicos' | 'vigilantes' | 'custodiaLlaves' | 'almacen' | 'presencia';
export type Accion = 'visualizar' | 'insertar' | 'editar' | 'borrar';
export type MutadorGenerico = 'insert' | 'update' | 'delete';

export interface Entidad<C extends Coleccion = Coleccion> {
  coleccion: C;
  /**
   * Objeto de permisos de la entidad (con guion bajo: 'parte_trabajo'), el título de su esquema. Las rutas y
   * los enlaces derivan de aquí su permiso: `entidades[c].objeto` con la acción que toque.
   */
  objeto: string;
  /** Prefijo de los métodos RPC: 'parteTrabajo' → 'parteTrabajo.updateSync'. */
  metodo: string;
  /** Identificador de tabla de la especificación, si lo tiene (ficheros, datos). */
  idtabla: number | null;
  clave: string;
  mutadores: readonly MutadorGenerico[];
  /** Campos que `updateSync` puede cambiar. */
  editables: readonly string[];
  /** Apps desde las que se puede escribir (cualquiera de ellas basta). */
  apps: readonly AppId[];
}

/** Objeto de permisos de una colección: el título de su esquema ('parte_trabajo'). */
export type ObjetoDe<C extends Coleccion> = (typeof esquemasSincronizados)[C]['title'];
/** Objetos de permisos que no son una entidad sincronizada: la gestión de usuarios y sus sesiones. */
export const OBJETOS_SIN_ENTIDAD = ['usuario'] as const;
/** Todo objeto de permisos: uno por entidad del registro, más los de OBJETOS_SIN_ENTIDAD. */
export type ObjetoPermiso = ObjetoDe<Coleccion> | (typeof OBJETOS_SIN_ENTIDAD)[number];

/**
 * Una entidad con sus literales (el prefijo de métodos, los mutadores genéricos y el objeto de permisos):
 * de ellos salen los tipos de `mutate` (replication/mutadores/index.ts) y de los permisos.
 */
const definir = <C extends Coleccion, const M extends string, const G extends readonly MutadorGenerico[]>(
  e: Omit<Entidad<C>, 'objeto' | 'clave' | 'metodo' | 'mutadores'> & { metodo: M; mutadores: G },
): Entidad<C> & { metodo: M; mutadores: G; objeto: ObjetoDe<C> } => ({
  ...e,
  objeto: esquemasSincronizados[e.coleccion].title,
  clave: esquemasSincronizados[e.coleccion].primaryKey,
});

const TODAS: readonly AppId[] = ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'];

export const entidades = {
  partetrabajo: definir({ coleccion: 'partetrabajo', metodo: 'parteTrabajo', idtabla: 269, mutadores: ['insert', 'update'], editables: ['observaciones', 'estado', 'ffijada', 'descripcion', 'idtecnico', 'fecha', 'clasificacion'], apps: ['tecnicos'] }),
  lpartetrabajo: definir({ coleccion: 'lpartetrabajo', metodo: 'lparteTrabajo', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['unidades', 'precio', 'dto', 'descripcion', 'numserie', 'estado'], apps: ['tecnicos'] }),
  ordentrabajo: definir({ coleccion: 'ordentrabajo', metodo: 'ordenTrabajo', idtabla: 267, mutadores: ['update'], editables: ['observaciones', 'descripcion', 'prioridad'], apps: ['tecnicos'] }),
  lordentrabajo: definir({ coleccion: 'lordentrabajo', metodo: 'lordenTrabajo', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  accionejec: definir({ coleccion: 'accionejec', metodo: 'accionEjec', idtabla: null, mutadores: ['insert', 'update'], editables: ['estado', 'observaciones'], apps: ['tecnicos'] }),
  sistema: definir({ coleccion: 'sistema', metodo: 'sistema', idtabla: 96, mutadores: ['update'], editables: ['observaciones', 'descripcion', 'tipo'], apps: ['tecnicos'] }),
  materialsistema: definir({ coleccion: 'materialsistema', metodo: 'materialSistema', idtabla: null, mutadores: ['insert', 'update'], editables: ['numserie', 'ubicacion', 'estado', 'descripcion'], apps: ['tecnicos'] }),
  cliente: definir({ coleccion: 'cliente', metodo: 'cliente', idtabla: 9, mutadores: ['update'], editables: ['observaciones', 'email', 'nif'], apps: ['tecnicos', 'comerciales'] }),
  telefono: definir({ coleccion: 'telefono', metodo: 'telefono', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'estado'], apps: ['tecnicos', 'comerciales'] }),
  direccion: definir({ coleccion: 'direccion', metodo: 'direccion', idtabla: null, mutadores: ['insert', 'update'], editables: ['direccion', 'cp', 'poblacion', 'provincia', 'observaciones', 'lat', 'lng', 'estado'], apps: ['tecnicos', 'comerciales'] }),
  articulo: definir({ coleccion: 'articulo', metodo: 'articulo', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  almacen: definir({ coleccion: 'almacen', metodo: 'almacen', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  tecnico: definir({ coleccion: 'tecnico', metodo: 'tecnico', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  parametro: definir({ coleccion: 'parametro', metodo: 'parametro', idtabla: null, mutadores: [], editables: [], apps: TODAS }),
  // Alta con contenido: fichero.subirSync (replication/mutadores/tecnico.ts).
  fichero: definir({ coleccion: 'fichero', metodo: 'fichero', idtabla: null, mutadores: ['delete'], editables: [], apps: TODAS }),
  tiempotrabajado: definir({ coleccion: 'tiempotrabajado', metodo: 'tiempoTrabajado', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['fin', 'minutos', 'observaciones', 'estado'], apps: ['tecnicos'] }),
  delegacion: definir({ coleccion: 'delegacion', metodo: 'delegacion', idtabla: null, mutadores: [], editables: [], apps: TODAS }),
  empleado: definir({ coleccion: 'empleado', metodo: 'empleado', idtabla: 30, mutadores: [], editables: [], apps: TODAS }),
  lordentrabajodetalle: definir({ coleccion: 'lordentrabajodetalle', metodo: 'lordenTrabajoDetalle', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  plantillaarticulo: definir({ coleccion: 'plantillaarticulo', metodo: 'plantillaArticulo', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  lplantillaarticulo: definir({ coleccion: 'lplantillaarticulo', metodo: 'lplantillaArticulo', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  // Las existencias solo cambian con movimientos (parteTrabajo.instalarMaterialSync y los de almacén).
  stock: definir({ coleccion: 'stock', metodo: 'stock', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  movimientostock: definir({ coleccion: 'movimientostock', metodo: 'movimientoStock', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  solicitudmaterial: definir({ coleccion: 'solicitudmaterial', metodo: 'solicitudMaterial', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['unidades', 'observaciones', 'estado'], apps: ['tecnicos'] }),
  partetrabajotecnico: definir({ coleccion: 'partetrabajotecnico', metodo: 'parteTrabajoTecnico', idtabla: null, mutadores: ['insert', 'delete'], editables: [], apps: ['tecnicos'] }),
  nota: definir({ coleccion: 'nota', metodo: 'nota', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['texto'], apps: TODAS }),
  // cobro.insertSync está escrito a mano (replication/mutadores/index.ts): comprueba que el recibo es único.
  cobro: definir({ coleccion: 'cobro', metodo: 'cobro', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  // El alta es parteTrabajo.descargarSync (comprueba que el técnico puede ver el parte).
  partedescargado: definir({ coleccion: 'partedescargado', metodo: 'parteDescargado', idtabla: null, mutadores: ['delete'], editables: [], apps: ['tecnicos'] }),
  firma: definir({ coleccion: 'firma', metodo: 'firma', idtabla: null, mutadores: ['insert', 'delete'], editables: [], apps: ['tecnicos'] }),
  // Sistemas (issue 6): revisiones periódicas, vías de comunicación con la CRA, cuotas, zonas y avisos al cliente.
  revisionsistema: definir({ coleccion: 'revisionsistema', metodo: 'revisionSistema', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['fecha_prevista', 'fecha_realizada', 'idparte_trabajo', 'observaciones', 'estado'], apps: ['tecnicos'] }),
  viacomunicacion: definir({ coleccion: 'viacomunicacion', metodo: 'viaComunicacion', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['tipo', 'numero', 'cra', 'prioridad', 'observaciones', 'estado'], apps: ['tecnicos'] }),
  cuotasistema: definir({ coleccion: 'cuotasistema', metodo: 'cuotaSistema', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['concepto', 'importe', 'periodicidad', 'fecha_alta', 'fecha_baja', 'estado'], apps: ['comerciales', 'tecnicos'] }),
  subsis: definir({ coleccion: 'subsis', metodo: 'subsis', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'ubicacion', 'estado'], apps: ['tecnicos'] }),
  clienteaviso: definir({ coleccion: 'clienteaviso', metodo: 'clienteAviso', idtabla: null, mutadores: ['update'], editables: ['leido'], apps: ['comerciales', 'tecnicos'] }),
  // Colocar y quitar material en el plano: planoMaterial.colocarSync / quitarSync (replication/mutadores/sistemas.ts).
  planomaterial: definir({ coleccion: 'planomaterial', metodo: 'planoMaterial', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  // Checklists (issue 6): respuestas, firma, reabrir y marcar todo correcto son mutadores con reglas
  // (replication/mutadores/checklist.ts) que recalculan el resultado. La pregunta lleva idtabla para sus adjuntos.
  checklistot: definir({ coleccion: 'checklistot', metodo: 'checklistOt', idtabla: 281, mutadores: [], editables: [], apps: ['tecnicos'] }),
  grupochecklistot: definir({ coleccion: 'grupochecklistot', metodo: 'grupoChecklistOt', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  preguntachecklistot: definir({ coleccion: 'preguntachecklistot', metodo: 'preguntaChecklistOt', idtabla: 283, mutadores: [], editables: [], apps: ['tecnicos'] }),
  tanomaliachecklistot: definir({ coleccion: 'tanomaliachecklistot', metodo: 'tanomaliaChecklistOt', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  gradoanomalia: definir({ coleccion: 'gradoanomalia', metodo: 'gradoAnomalia', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  accioncorrectoraot: definir({ coleccion: 'accioncorrectoraot', metodo: 'accionCorrectoraOt', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos'] }),
  // Datos personalizados (issue 6): definiciones globales; los valores solo con dato.guardarSync
  // (replication/mutadores/datos.ts), que los valida contra las definiciones en los dos lados.
  campodato: definir({ coleccion: 'campodato', metodo: 'campoDato', idtabla: null, mutadores: [], editables: [], apps: TODAS }),
  dato: definir({ coleccion: 'dato', metodo: 'dato', idtabla: null, mutadores: [], editables: [], apps: TODAS }),
  // Comerciales (issue 14, decisión 42): prospectos con sus teléfonos y direcciones, cuentas, representantes,
  // estudios financieros, facturas (solo lectura), operaciones con líneas y contactos, citas y la cartera.
  clientepotencial: definir({ coleccion: 'clientepotencial', metodo: 'clientePotencial', idtabla: 10, mutadores: ['insert', 'update'], editables: ['nombre', 'nif', 'email', 'actividad', 'origen', 'interes', 'idcomercial', 'observaciones', 'estado'], apps: ['comerciales'] }),
  telefonopotencial: definir({ coleccion: 'telefonopotencial', metodo: 'telefonoPotencial', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'estado'], apps: ['comerciales'] }),
  direccionpotencial: definir({ coleccion: 'direccionpotencial', metodo: 'direccionPotencial', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['tipo', 'direccion', 'cp', 'poblacion', 'provincia', 'lat', 'lng', 'observaciones', 'estado'], apps: ['comerciales'] }),
  cuentabancaria: definir({ coleccion: 'cuentabancaria', metodo: 'cuentaBancaria', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['iban', 'titular', 'bic', 'remesable', 'fmandato', 'referencia_mandato', 'observaciones', 'estado'], apps: ['comerciales'] }),
  representante: definir({ coleccion: 'representante', metodo: 'representante', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['nombre', 'dni', 'cargo', 'telefono', 'email', 'observaciones', 'estado'], apps: ['comerciales'] }),
  estudiofinanciero: definir({ coleccion: 'estudiofinanciero', metodo: 'estudioFinanciero', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['fecha', 'entidad', 'resultado', 'limite_credito', 'calificacion', 'observaciones', 'estado'], apps: ['comerciales'] }),
  // Las facturas las emite la administración: en el dispositivo se leen.
  factura: definir({ coleccion: 'factura', metodo: 'factura', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  operacioncrm: definir({ coleccion: 'operacioncrm', metodo: 'operacionCrm', idtabla: 117, mutadores: ['insert', 'update'], editables: ['titulo', 'descripcion', 'idcomercial', 'etapa', 'probabilidad', 'fprevista_cierre', 'fcierre', 'motivo_perdida', 'origen', 'importe_estimado', 'estado'], apps: ['comerciales'] }),
  loperacioncrm: definir({ coleccion: 'loperacioncrm', metodo: 'loperacionCrm', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'estado'], apps: ['comerciales'] }),
  contactooperacion: definir({ coleccion: 'contactooperacion', metodo: 'contactoOperacion', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['fecha', 'tipo', 'persona', 'resumen', 'estado'], apps: ['comerciales'] }),
  cita: definir({ coleccion: 'cita', metodo: 'cita', idtabla: 118, mutadores: ['insert', 'update', 'delete'], editables: ['asunto', 'tipo', 'inicio', 'fin', 'lugar', 'idcomercial', 'realizada', 'observaciones', 'estado'], apps: ['comerciales'] }),
  clientecomercial: definir({ coleccion: 'clientecomercial', metodo: 'clienteComercial', idtabla: null, mutadores: ['insert', 'update'], editables: ['idcomercial', 'desde', 'estado'], apps: ['comerciales'] }),
  // Bandeja de salida (issue 14): solo `correo.enviarSync` (replication/mutadores/correo.ts); el servidor marca el envío.
  correo: definir({ coleccion: 'correo', metodo: 'correo', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos', 'comerciales'] }),
  // Presupuestos y contratos (issue 15): alta, estados, aceptación, revisiones, cuotas repartidas y el contrato
  // son mutadores con reglas (replication/mutadores/presupuestos.ts); lo que cuelga del presupuesto usa los
  // genéricos con sus reglas de escritura (solo mientras el presupuesto es editable; las líneas recalculan el total).
  presupuestocli: definir({ coleccion: 'presupuestocli', metodo: 'presupuestoCli', idtabla: 106, mutadores: ['update'], editables: ['titulo', 'fvalidez', 'iddireccion_instalacion', 'forma_pago', 'forma_pago_cuotas', 'idcuenta_bancaria', 'condiciones', 'observaciones', 'idoperacioncrm', 'idcomercial'], apps: ['comerciales'] }),
  lpresupuestocli: definir({ coleccion: 'lpresupuestocli', metodo: 'lpresupuestoCli', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['idsubsis_presupuesto', 'idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'iva', 'orden'], apps: ['comerciales'] }),
  cuotapresupuesto: definir({ coleccion: 'cuotapresupuesto', metodo: 'cuotaPresupuesto', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'fecha', 'importe', 'forma_pago'], apps: ['comerciales'] }),
  ubicacionpresupuesto: definir({ coleccion: 'ubicacionpresupuesto', metodo: 'ubicacionPresupuesto', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['idlpresupuestocli', 'descripcion', 'planta', 'unidades', 'observaciones'], apps: ['comerciales'] }),
  subsispresupuesto: definir({ coleccion: 'subsispresupuesto', metodo: 'subsisPresupuesto', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'observaciones'], apps: ['comerciales'] }),
  mantpresupuesto: definir({ coleccion: 'mantpresupuesto', metodo: 'mantPresupuesto', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['concepto', 'periodicidad', 'importe', 'observaciones'], apps: ['comerciales'] }),
  revisionpresupuesto: definir({ coleccion: 'revisionpresupuesto', metodo: 'revisionPresupuesto', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  plantillapresupuesto: definir({ coleccion: 'plantillapresupuesto', metodo: 'plantillaPresupuesto', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  lplantillapresupuesto: definir({ coleccion: 'lplantillapresupuesto', metodo: 'lplantillaPresupuesto', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  contrato: definir({ coleccion: 'contrato', metodo: 'contrato', idtabla: 233, mutadores: ['update'], editables: ['titulo', 'duracion_meses', 'fecha_fin', 'renovacion_automatica', 'idcuenta_bancaria', 'observaciones', 'estado'], apps: ['comerciales'] }),
  cuotacontrato: definir({ coleccion: 'cuotacontrato', metodo: 'contratoCuota', idtabla: null, mutadores: ['update'], editables: ['fecha', 'forma_pago', 'cobrada', 'fcobro', 'observaciones'], apps: ['comerciales'] }),
  serviciocontratado: definir({ coleccion: 'serviciocontratado', metodo: 'servicioContratado', idtabla: null, mutadores: ['insert', 'update'], editables: ['concepto', 'periodicidad', 'importe', 'fecha_baja', 'observaciones', 'estado'], apps: ['comerciales'] }),
  materialcontrato: definir({ coleccion: 'materialcontrato', metodo: 'materialContrato', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  // Sobres de firma (issue 15): los crea, reenvía y cancela el servidor (sobre.enviar, sobre.reenviar, sobre.cancelar, con red).
  sobre: definir({ coleccion: 'sobre', metodo: 'sobre', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  destinatariosobre: definir({ coleccion: 'destinatariosobre', metodo: 'destinatarioSobre', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  enviosobre: definir({ coleccion: 'enviosobre', metodo: 'envioSobre', idtabla: null, mutadores: [], editables: [], apps: ['comerciales'] }),
  // Vigilantes y custodia de llaves (issue 16, decisión 50). Puestos, servicios, turnos, rondas y puntos los
  // mantiene la supervisión; el cuadrante se guarda entero con cuadrante.guardarSync (sus reglas); rondas,
  // partes de novedad y movimientos de llaves llevan la hora del servidor al recibirlos (sus mutadores).
  vigilante: definir({ coleccion: 'vigilante', metodo: 'vigilante', idtabla: null, mutadores: [], editables: [], apps: TODAS }),
  puestoservicio: definir({ coleccion: 'puestoservicio', metodo: 'puestoServicio', idtabla: 240, mutadores: ['update'], editables: ['telefono', 'contacto', 'consignas', 'observaciones'], apps: ['vigilantes'] }),
  puestoservicioservicio: definir({ coleccion: 'puestoservicioservicio', metodo: 'puestoServicioServicio', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['descripcion', 'tipo', 'hora_inicio', 'hora_fin', 'dias', 'vigilantes', 'fecha_alta', 'fecha_baja', 'observaciones', 'estado'], apps: ['vigilantes'] }),
  turnopuesto: definir({ coleccion: 'turnopuesto', metodo: 'turnoPuesto', idtabla: null, mutadores: ['insert', 'update', 'delete'], editables: ['codigo', 'descripcion', 'hora_inicio', 'hora_fin', 'observaciones', 'estado'], apps: ['vigilantes'] }),
  puestovigilante: definir({ coleccion: 'puestovigilante', metodo: 'puestoVigilante', idtabla: null, mutadores: ['insert', 'update'], editables: ['desde', 'hasta', 'estado'], apps: ['vigilantes'] }),
  cuadranteturno: definir({ coleccion: 'cuadranteturno', metodo: 'cuadrante', idtabla: null, mutadores: [], editables: [], apps: ['vigilantes'] }),
  rondaprogramada: definir({ coleccion: 'rondaprogramada', metodo: 'rondaProgramada', idtabla: null, mutadores: [], editables: [], apps: ['vigilantes'] }),
  puntoronda: definir({ coleccion: 'puntoronda', metodo: 'puntoRonda', idtabla: null, mutadores: [], editables: [], apps: ['vigilantes'] }),
  rondarealizada: definir({ coleccion: 'rondarealizada', metodo: 'rondaRealizada', idtabla: 260, mutadores: [], editables: [], apps: ['vigilantes'] }),
  rondacheck: definir({ coleccion: 'rondacheck', metodo: 'rondaCheck', idtabla: 261, mutadores: ['update'], editables: ['observaciones'], apps: ['vigilantes'] }),
  partenovedad: definir({ coleccion: 'partenovedad', metodo: 'parteNovedad', idtabla: 250, mutadores: ['update'], editables: ['titulo', 'descripcion', 'gravedad', 'avisados'], apps: ['vigilantes'] }),
  novedad: definir({ coleccion: 'novedad', metodo: 'novedad', idtabla: 251, mutadores: ['insert', 'update', 'delete'], editables: ['hora', 'tipo', 'descripcion', 'actuacion'], apps: ['vigilantes'] }),
  llavero: definir({ coleccion: 'llavero', metodo: 'llavero', idtabla: 270, mutadores: ['update'], editables: ['descripcion', 'ubicacion', 'numero_llaves', 'observaciones'], apps: ['custodiaLlaves', 'vigilantes'] }),
  movimientollave: definir({ coleccion: 'movimientollave', metodo: 'movimientoLlave', idtabla: 271, mutadores: [], editables: [], apps: ['custodiaLlaves', 'vigilantes'] }),
  // Almacén, presencia y caja (issue 17, decisión 51). Los pedidos los crea la administración; servir es
  // pedido.servirSync (replication/mutadores/almacen.ts), que escribe entregas, líneas y existencias.
  pedidocli: definir({ coleccion: 'pedidocli', metodo: 'pedidoCli', idtabla: 280, mutadores: [], editables: [], apps: ['almacen'] }),
  lpedidocli: definir({ coleccion: 'lpedidocli', metodo: 'lpedidoCli', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  entregapedido: definir({ coleccion: 'entregapedido', metodo: 'entregaPedido', idtabla: null, mutadores: [], editables: [], apps: ['almacen'] }),
  // El fichaje nunca se edita ni se borra: presencia.registrarSync y presencia.corregirSync (un fichaje nuevo).
  presencia: definir({ coleccion: 'presencia', metodo: 'presencia', idtabla: null, mutadores: [], editables: [], apps: ['presencia'] }),
  caja: definir({ coleccion: 'caja', metodo: 'caja', idtabla: null, mutadores: [], editables: [], apps: ['tecnicos', 'almacen'] }),
  movimientocaja: definir({ coleccion: 'movimientocaja', metodo: 'movimientoCaja', idtabla: 290, mutadores: ['insert', 'update'], editables: ['tipo', 'fecha', 'importe', 'concepto', 'categoria', 'observaciones', 'estado'], apps: ['tecnicos', 'almacen'] }),
} satisfies { [C in Coleccion]: Entidad<C> };

export const colecciones = Object.keys(esquemasSincronizados) as Coleccion[];
export const coleccionesLocales = Object.keys(esquemasLocales) as ColeccionLocal[];

export const esColeccion = (x: string): x is Coleccion => Object.prototype.hasOwnProperty.call(esquemasSincronizados, x);

/** Clave primaria de un documento de la colección. */
export const claveDe = (c: Coleccion): string => entidades[c].clave;

/**
 * fecha_desc: clave ascendente que ordena de más reciente a más antigua (el planificador de RxDB no usa
 * índices en orden descendente), desempatada por id.
 */
export const claveDescendente = (fecha: string, id: string): string => {
  const digitos = fecha.replace(/-/g, '').padEnd(8, '0').slice(0, 8);
  const inverso = String(99999999 - Number(digitos)).padStart(8, '0');
  return `${inverso}|${id}`;
};

/**
 * Redondeo monetario a 2 decimales e importe de una línea (precio × (1 − dto/100) × unidades), exactos
 * al céntimo y con la mitad lejos del cero: schemas/dinero.ts (decisión 53).
 */
export { importeLinea, redondear2 } from './dinero';

/**
 * Campos derivados que se recalculan en cada escritura, igual en el cliente que en el servidor:
 * fecha_desc de partes y órdenes, importe de las líneas.
 */
export const derivar = (c: Coleccion, doc: Record<string, unknown>): Record<string, unknown> => {
  if ((c === 'partetrabajo' || c === 'ordentrabajo') && typeof doc.fecha === 'string') {
    return { ...doc, fecha_desc: claveDescendente(doc.fecha, String(doc[claveDe(c)])) };
  }
  if ((c === 'lpartetrabajo' || c === 'lordentrabajo' || c === 'loperacioncrm' || c === 'lpresupuestocli') && typeof doc.precio === 'number' && typeof doc.dto === 'number' && typeof doc.unidades === 'number') {
    return { ...doc, importe: importeLinea(doc.precio, doc.dto, doc.unidades) };
  }
  return doc;
};

/** Id del documento de existencias de un artículo en un almacén (el mismo en todos los dispositivos). */
export const idStock = (idalmacen: string, idarticulo: string): string => `${idalmacen}-${idarticulo}`;

/**
 * Número de recibo de un cobro, asignado en el dispositivo aunque no haya conexión: técnico, fecha y
 * los 8 primeros caracteres hexadecimales del id del cobro (UUID v4). El servidor rechaza un recibo
 * repetido, así que la unicidad no depende de la suerte.
 */
export const numeroRecibo = (idtecnico: string, fecha: string, idcobro: string): string =>
  `R${idtecnico}-${fecha.slice(0, 10).replace(/-/g, '')}-${idcobro.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Módulos de la especificación por app. */
export const modulosApp: Record<AppId, number> = {
  comerciales: 5, tecnicos: 6, vigilantes: 7, custodiaLlaves: 8, almacen: 9, presencia: 12,
};
